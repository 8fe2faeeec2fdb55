/**
 * The demo instance as a fetch handler: Request in, Response out, no
 * sockets. server.ts puts it on HTTP; component tests can call `handle`
 * directly as a fetch stub.
 */
import { bearerHeaderToken, requestOrigin, type Ctx } from "./http/context.ts";
import { PAYLOAD_LIMIT, readBody, readsBytesFirst, type RawBody } from "./http/extract.ts";
import { isApiPath, routeRule, type RouteRule } from "./http/route-rules.ts";
import { RateLimits, tooManyRequestsResponse } from "./http/ratelimit.ts";
import {
  bodyFailureResponse,
  missingAuthResponse,
  payloadOverflowResponse,
  routeNotFoundResponse,
} from "./http/refusals.ts";
import { ApiError, errorResponse, json, STATUS_TEXT, textResponse } from "./http/responses.ts";
import { formToObject, isRecord } from "./http/params.ts";
import { Router } from "./http/router.ts";
import { NO_CORS } from "./noCors.ts";
import { accountRoutes } from "./routes/accounts.ts";
import { adminRoutes } from "./routes/admin.ts";
import { controlRoutes } from "./routes/control.ts";
import { groupRoutes } from "./routes/groups.ts";
import { credentialRoutes } from "./routes/credentials.ts";
import { identityRoutes } from "./routes/identity.ts";
import { instanceRoutes } from "./routes/instance.ts";
import { listRoutes } from "./routes/lists.ts";
import { mediaRoutes } from "./routes/media.ts";
import { notificationRoutes } from "./routes/notifications.ts";
import { oauthRoutes } from "./routes/oauth.ts";
import { relationshipRoutes } from "./routes/relationships.ts";
import { searchRoutes } from "./routes/search.ts";
import { settingsRoutes } from "./routes/settings.ts";
import { statusActionRoutes } from "./routes/status-actions.ts";
import { conversationRoutes } from "./routes/conversations.ts";
import { statusRoutes } from "./routes/statuses.ts";
import { pollRoutes } from "./routes/polls.ts";
import { reactionListRoutes } from "./routes/reaction-lists.ts";
import { subscriptionRoutes } from "./routes/subscriptions.ts";
import { timelineRoutes } from "./routes/timelines.ts";
import { seedStore, type SeedOptions } from "./seed/seed.ts";
import { lightWalletProblem } from "./store/instance-settings.ts";
import { DEFAULT_SERVER_VERSION, features, type ServerVersion } from "./store/versions.ts";
import { Store, type FailureRule } from "./store/store.ts";

/** What the HTTP layer knows of a request beyond the Request itself. */
interface ClientInfo {
  /** The client's address, which rate limits count by (default 127.0.0.1). */
  ip?: string;
  /**
   * The size of a body too large to pass on (over the server's payload
   * limit); the Request then comes without it.
   */
  bodyOverflow?: number;
}

export interface DemoApp {
  handle(request: Request, client?: ClientInfo): Promise<Response>;
  /** Back to the seed: data, tokens, instance settings and injected failures. */
  reset(): void;
  /** The live store, for tests that need to look inside. */
  readonly store: Store;
  /** Every route the demo answers, as "METHOD pattern". */
  readonly routes: readonly string[];
  /** The rate limits: on or off (see `DemoOptions.rateLimits`), and their counts. */
  readonly rateLimits: RateLimits;
}

/** Bodies above this are not read (the server's payload limit). */
export const BODY_LIMIT = PAYLOAD_LIMIT;

const CONTROL_PREFIX = "/__demo/";

function tooLarge(): Response {
  return textResponse("Payload Too Large", "text/plain", 413);
}

/** A test control's body: JSON or a form, read leniently. */
function parseBody(request: Request, raw: Uint8Array): Record<string, unknown> {
  if (raw.length === 0) return {};
  const type = (request.headers.get("content-type") ?? "").toLowerCase();
  const text = new TextDecoder().decode(raw);
  if (type.startsWith("application/x-www-form-urlencoded"))
    return formToObject(new URLSearchParams(text));
  if (type.startsWith("multipart/")) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new ApiError(400, "invalid JSON");
  }
  if (!isRecord(parsed)) throw new ApiError(400, "request body must be a JSON object");
  return parsed;
}

function takeFailure(store: Store, method: string, pathname: string): FailureRule | null {
  if (pathname.startsWith(CONTROL_PREFIX)) return null;
  const rule = store.failures.find(
    (item) => pathname.startsWith(item.path) && (item.method === null || item.method === method),
  );
  if (!rule) return null;
  rule.times -= 1;
  if (rule.times <= 0) store.failures = store.failures.filter((item) => item !== rule);
  return rule;
}

function failureResponse(rule: FailureRule): Response {
  if (rule.errorDescription !== null) return errorResponse(rule.status, rule.errorDescription);
  // A plain-text failure: `text` is both the body and the status text, so a
  // test can produce "Too Many Requests" or an empty status text.
  const text = rule.text ?? STATUS_TEXT[rule.status] ?? "";
  return new Response(text, {
    status: rule.status,
    statusText: text,
    headers: { "Content-Type": "text/plain" },
  });
}

/** Lets a page on another origin (e.g. the Vite dev server) call the demo. */
function withCors(request: Request, response: Response): Response {
  const origin = request.headers.get("origin");
  // A file playing another server's, one that lets no other site read it.
  if (response.headers.has(NO_CORS)) {
    response.headers.delete(NO_CORS);
    return response;
  }
  if (!origin) return response;
  const headers = new Headers(response.headers);
  headers.set("Access-Control-Allow-Origin", origin);
  headers.set("Access-Control-Allow-Credentials", "true");
  headers.set("Access-Control-Expose-Headers", "Link");
  headers.append("Vary", "Origin");
  return new Response(response.body, {
    status: response.status,
    statusText: response.statusText,
    headers,
  });
}

function preflight(request: Request): Response {
  return new Response(null, {
    status: 204,
    headers: {
      "Access-Control-Allow-Methods": "GET, POST, PUT, PATCH, DELETE, OPTIONS",
      "Access-Control-Allow-Headers":
        request.headers.get("access-control-request-headers") ??
        "Authorization, Content-Type, Idempotency-Key",
      "Access-Control-Max-Age": "600",
    },
  });
}

export interface DemoOptions extends SeedOptions {
  /** The Mitra version to play (handlers ask `features(store)`); default 3.10. */
  server?: ServerVersion;
  /**
   * Invoices pay themselves over time (open 30 s, then paid, forwarded and
   * completed 10 s apart), so a person trying `npm start` sees the whole
   * flow. Off for tests, which move invoices with POST /__demo/invoices/{id}.
   */
  autoInvoices?: boolean;
  /**
   * Whether the server's rate limits apply (sign-in, registration, loading a
   * profile's posts, a visitor's resolving search): on for `npm start`, off
   * by default so that tests may sign in many times; POST /__demo/rate-limits
   * switches them until the next reset.
   */
  rateLimits?: boolean;
  /**
   * 5.9 only: a light-wallet instance (`light_wallet` in the instance
   * settings, which `reset()` keeps); throws on 3.10.
   */
  lightWallet?: boolean;
}

export function createDemoApp(options: DemoOptions = {}): DemoApp {
  const problem = lightWalletProblem(
    options.server ?? DEFAULT_SERVER_VERSION,
    !!options.lightWallet,
  );
  if (problem) throw new Error(problem);
  const seeded = (): Store => {
    const fresh = new Store(Date.now(), options.server);
    fresh.autoInvoices = options.autoInvoices ?? false;
    fresh.instance.light_wallet = options.lightWallet ?? false;
    seedStore(fresh, options);
    return fresh;
  };
  let store = seeded();
  const router = new Router();
  const rateLimits = new RateLimits(options.rateLimits ?? false);
  const reset = (): void => {
    store = seeded();
    rateLimits.reset();
  };
  oauthRoutes(router);
  credentialRoutes(router);
  accountRoutes(router);
  relationshipRoutes(router);
  identityRoutes(router);
  statusRoutes(router);
  statusActionRoutes(router);
  conversationRoutes(router);
  reactionListRoutes(router);
  pollRoutes(router);
  timelineRoutes(router);
  groupRoutes(router);
  notificationRoutes(router);
  listRoutes(router);
  searchRoutes(router);
  settingsRoutes(router);
  subscriptionRoutes(router);
  instanceRoutes(router);
  mediaRoutes(router);
  adminRoutes(router);
  controlRoutes(router, reset, rateLimits);

  async function dispatch(request: Request, client: ClientInfo): Promise<Response> {
    const url = new URL(request.url);
    const method = request.method.toUpperCase();
    if (method === "OPTIONS") return preflight(request);
    const raw =
      method === "GET" || method === "HEAD"
        ? new Uint8Array(0)
        : new Uint8Array(await request.arrayBuffer());
    const overflow = client.bodyOverflow ?? (raw.length > BODY_LIMIT ? raw.length : null);
    const failure = takeFailure(store, method, url.pathname);
    if (failure) return failureResponse(failure);
    const api = isApiPath(url.pathname);
    const match = router.match(method, url.pathname);
    if (match.kind !== "found" && api) return routeNotFoundResponse();
    if (match.kind === "not-found") return errorResponse(404, "not found");
    if (match.kind === "method-not-allowed") {
      const response = errorResponse(405, "method not allowed");
      response.headers.set("Allow", match.allowed.join(", "));
      return response;
    }
    const rule = api ? routeRule(store.server, method, match.pattern) : undefined;
    // A route this version does not have.
    if (api && !rule) return routeNotFoundResponse();
    let token = bearerHeaderToken(request);
    let body: Record<string, unknown>;
    let rateLimitWait: number | null = null;
    if (!rule) {
      if (overflow !== null) return tooLarge();
      body = parseBody(request, raw);
    } else {
      if (rule.limit) {
        rateLimitWait = rateLimits.take(rule.limit, client.ip ?? "127.0.0.1", Date.now());
        if (rateLimitWait !== null && rule.limit !== "search") {
          return tooManyRequestsResponse(features(store), rateLimitWait);
        }
      }
      if (rule.auth === "bearer" && token === null) return missingAuthResponse(url.pathname);
      if (rule.auth === "none") token = null;
      const read = readRouteBody(rule, request, raw, overflow);
      if (read instanceof Response) return read;
      body = read;
    }
    const ctx: Ctx = {
      request,
      url,
      ...requestOrigin(request, url),
      params: match.params,
      token,
      rateLimitWait,
      body,
      rawBody: raw,
      store,
    };
    return match.handler(ctx);
  }

  /** The body as the route's extractors read it, or the server's refusal. */
  function readRouteBody(
    rule: RouteRule,
    request: Request,
    bytes: Uint8Array,
    overflow: number | null,
  ): Record<string, unknown> | Response {
    if (rule.body === null) return {};
    if (overflow !== null && readsBytesFirst(rule.body) && !rule.body.optional) {
      return payloadOverflowResponse(features(store));
    }
    const raw: RawBody = {
      contentType: request.headers.get("content-type"),
      bytes: overflow === null ? bytes : new Uint8Array(0),
      overflow,
    };
    const result = readBody(rule.body, raw, features(store));
    if (result.ok) return result.body;
    return bodyFailureResponse(new URL(request.url).pathname, features(store), result.failure);
  }

  return {
    get store() {
      return store;
    },
    routes: router.list(),
    rateLimits,
    reset,
    async handle(request: Request, client: ClientInfo = {}): Promise<Response> {
      let response: Response;
      try {
        response = await dispatch(request, client);
      } catch (error) {
        if (error instanceof ApiError) {
          response = errorResponse(error.status, error.message);
        } else {
          console.error("demo: unhandled error", error);
          response = json({ error: "internal error", error_description: "internal error" }, 500);
        }
      }
      if (request.method.toUpperCase() === "HEAD") {
        response = new Response(null, { status: response.status, headers: response.headers });
      }
      return withCors(request, response);
    },
  };
}
