/**
 * The demo app on real HTTP (node:http), for `npm start`, the e2e tests and
 * the contract proxy.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { BODY_LIMIT, createDemoApp, type DemoApp, type DemoOptions } from "./app.ts";
import { bodyBytes } from "./http/responses.ts";

export interface DemoServer {
  url: string;
  app: DemoApp;
  close(): Promise<void>;
}

/** Reads a request body; past the limit only its size is kept. */
async function readBody(request: IncomingMessage): Promise<{ bytes: Uint8Array; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    // Keep draining so the client can read the answer, but stop storing.
    if (size <= BODY_LIMIT) chunks.push(buffer);
  }
  return {
    bytes: size > BODY_LIMIT ? new Uint8Array(0) : new Uint8Array(Buffer.concat(chunks)),
    size,
  };
}

function toRequest(incoming: IncomingMessage, body: Uint8Array, fallbackHost: string): Request {
  // The URL is built from the Host header, so the app sees the origin the client used.
  const url = `http://${incoming.headers.host ?? fallbackHost}${incoming.url ?? "/"}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (
      value === undefined ||
      name === "host" ||
      name === "connection" ||
      name === "content-length"
    )
      continue;
    headers.set(name, Array.isArray(value) ? value.join(", ") : value);
  }
  const method = incoming.method ?? "GET";
  const hasBody = method !== "GET" && method !== "HEAD" && body.length > 0;
  return new Request(url, { method, headers, body: hasBody ? bodyBytes(body) : undefined });
}

async function send(outgoing: ServerResponse, response: Response): Promise<void> {
  const headers: Record<string, string> = {};
  response.headers.forEach((value, name) => {
    headers[name] = value;
  });
  outgoing.writeHead(response.status, response.statusText, headers);
  outgoing.end(response.body ? Buffer.from(await response.arrayBuffer()) : undefined);
}

export async function startDemoServer(
  opts: {
    port: number;
    host?: string;
    /**
     * Every answer waits this long first, like a server across a network
     * (benchmarks): a number, or a function read for each answer.
     */
    latencyMs?: number | (() => number);
  } & DemoOptions,
): Promise<DemoServer> {
  const app = createDemoApp({
    bulkPosts: opts.bulkPosts,
    server: opts.server,
    autoInvoices: opts.autoInvoices,
    rateLimits: opts.rateLimits,
    lightWallet: opts.lightWallet,
  });
  const host = opts.host ?? "127.0.0.1";
  // The port, once listening: a request still waiting out its latency when the
  // server closes must not ask the closed server for it.
  const listening = { port: 0 };
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const body = await readBody(incoming);
        const latencyMs =
          typeof opts.latencyMs === "function" ? opts.latencyMs() : (opts.latencyMs ?? 0);
        if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
        await send(
          outgoing,
          await app.handle(toRequest(incoming, body.bytes, `${host}:${String(listening.port)}`), {
            ip: incoming.socket.remoteAddress ?? "127.0.0.1",
            ...(body.size > BODY_LIMIT ? { bodyOverflow: body.size } : {}),
          }),
        );
      } catch (error) {
        console.error("demo: request failed", error);
        if (!outgoing.headersSent) outgoing.writeHead(500, { "Content-Type": "text/plain" });
        outgoing.end("internal error");
      }
    })();
  });
  // Test clients keep connections open between tests: closing an idle one after
  // Node's 5 s default races their next request on it (ECONNRESET).
  server.keepAliveTimeout = 120_000;
  server.headersTimeout = 121_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(opts.port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;
  listening.port = port;
  const shownHost = host.includes(":") ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${port}`,
    app,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
