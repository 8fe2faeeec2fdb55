import http from "node:http";

/**
 * Passing a request on, to Prism or straight to the demo, and its answer back
 * to the client. Whole bodies are read first, because the gate looks into
 * both (a request's bytes decide its way; Prism's answer holds the findings),
 * and hop-by-hop headers stay behind, as in any proxy.
 */

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "trailers",
  "transfer-encoding",
  "upgrade",
  "host",
  "content-length",
]);

export function readBody(stream: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on("data", (chunk: Buffer) => chunks.push(chunk));
    stream.on("end", () => resolve(Buffer.concat(chunks)));
    stream.on("error", reject);
  });
}

/** Sends a request to `target` (an origin) and reads its whole answer. */
export function send(
  target: string,
  method: string,
  pathAndQuery: string,
  headers: http.IncomingHttpHeaders,
  body: Buffer,
): Promise<Answer> {
  const outgoing: http.OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) outgoing[name] = value;
  }
  if (body.length > 0 || !["GET", "HEAD", "DELETE", "OPTIONS"].includes(method)) {
    outgoing["content-length"] = body.length;
  }
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL(pathAndQuery, target),
      { method, headers: outgoing },
      (response) => {
        readBody(response).then(
          (data) =>
            resolve({ status: response.statusCode ?? 502, headers: response.headers, body: data }),
          reject,
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** Gives the client an answer as it came. */
export function reply(res: http.ServerResponse, answer: Answer): void {
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) res.setHeader(name, value);
  }
  res.setHeader("content-length", answer.body.length);
  res.writeHead(answer.status);
  res.end(answer.body);
}

/** Answers with the gate's own JSON. */
export function replyJson(res: http.ServerResponse, status: number, value: unknown): void {
  const body = Buffer.from(JSON.stringify(value, null, 2));
  res.writeHead(status, { "content-type": "application/json", "content-length": body.length });
  res.end(body);
}
