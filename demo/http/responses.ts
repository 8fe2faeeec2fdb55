/**
 * Responses and errors in the server's shapes. JSON bodies carry exactly
 * "application/json" (the client's error parsing compares the header), and
 * errors are {"error": msg, "error_description": msg}.
 */

const JSON_TYPE = "application/json";

/** An API failure: thrown by handlers, turned into a response by the app. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** 400: the request data is invalid. */
export const validationError = (message: string): ApiError => new ApiError(400, message);
/** 404 "{thing} not found". */
export const notFound = (thing: string): ApiError => new ApiError(404, `${thing} not found`);
/** 403 "permission error". */
export const permissionError = (): ApiError => new ApiError(403, "permission error");
/** 422: a valid request the current state refuses. */
export const operationError = (message: string): ApiError => new ApiError(422, message);

export const STATUS_TEXT: Record<number, string> = {
  200: "OK",
  201: "Created",
  204: "No Content",
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
  418: "I'm a teapot",
  422: "Unprocessable Entity",
  429: "Too Many Requests",
  500: "Internal Server Error",
  502: "Bad Gateway",
  503: "Service Unavailable",
  504: "Gateway Timeout",
};

export function json(data: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(data), {
    status,
    statusText: STATUS_TEXT[status] ?? "",
    headers: { "Content-Type": JSON_TYPE, ...headers },
  });
}

export function errorResponse(status: number, message: string): Response {
  return json({ error: message, error_description: message }, status);
}

export function noContent(): Response {
  return new Response(null, { status: 204, statusText: "No Content" });
}

export function textResponse(
  body: string,
  contentType: string,
  status = 200,
  headers: Record<string, string> = {},
): Response {
  return new Response(body, {
    status,
    statusText: STATUS_TEXT[status] ?? "",
    headers: { "Content-Type": contentType, ...headers },
  });
}

/** A copy backed by a plain ArrayBuffer, which fetch's BodyInit accepts. */
export function bodyBytes(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}

export function bytesResponse(bytes: Uint8Array, contentType: string, cache: string): Response {
  return new Response(bodyBytes(bytes), {
    status: 200,
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.length),
      "Cache-Control": cache,
    },
  });
}
