/**
 * The server's answers when a request fails before its handler runs: no
 * such route, no bearer token, a body its extractors cannot read. Their
 * shapes differ from the handlers' JSON errors, and differ between /api/
 * (which turns every extractor failure into a JSON validation error) and
 * /oauth/ (where the framework's own defaults answer).
 */
import type { ReadFailure } from "./extract.ts";
import { errorResponse, STATUS_TEXT } from "./responses.ts";
import type { VersionFeatures } from "../store/versions.ts";

const PLAIN_TEXT = "text/plain; charset=utf-8";

/** A response with exactly these headers (a text body as bytes, so no content type is implied). */
function bare(status: number, body: string | null, headers: Record<string, string> = {}): Response {
  const bytes = body === null ? null : new TextEncoder().encode(body);
  return new Response(bytes, { status, statusText: STATUS_TEXT[status] ?? "", headers });
}

/** No route at this path and method: 404 with an empty body. */
export function routeNotFoundResponse(): Response {
  return bare(404, null);
}

/**
 * A bearer route without an `Authorization: Bearer …` header: 401 with the
 * challenge. Under /api/ the server fills the empty body with its JSON error
 * but leaves the response without a content type; under /oauth/ the body
 * stays empty.
 */
export function missingAuthResponse(pathname: string): Response {
  const challenge = { "WWW-Authenticate": "Bearer" };
  if (!pathname.startsWith("/api/")) return bare(401, null, challenge);
  const message = "auth header is not present";
  return bare(401, JSON.stringify({ error: message, error_description: message }), challenge);
}

/**
 * A body over the payload limit on a route that takes it whole before trying
 * its readers: the framework's plain-text 413.
 */
export function payloadOverflowResponse(served: VersionFeatures): Response {
  return bare(413, served.payloadOverflowText, { "Content-Type": PLAIN_TEXT });
}

/**
 * A body the route's readers cannot read. Under /api/: 400, the reader's
 * message as a JSON error. Under /oauth/ the framework's defaults: a JSON
 * deserialize error becomes the server's own validation error (3.10: JSON
 * `{"message": …}`; 5.9: the bare text), anything else the reader's message
 * as plain text with the reader's status.
 */
export function bodyFailureResponse(
  pathname: string,
  served: VersionFeatures,
  failure: ReadFailure,
): Response {
  if (pathname.startsWith("/api/")) return errorResponse(400, failure.message);
  if (failure.serde !== undefined) {
    return served.oauthDeserializeErrorAsJson
      ? bare(400, JSON.stringify({ message: failure.serde }), {
          "Content-Type": "application/json",
        })
      : bare(400, failure.serde);
  }
  const status = failure.message.startsWith("JSON payload (") ? 413 : 400;
  return bare(status, failure.message, { "Content-Type": PLAIN_TEXT });
}
