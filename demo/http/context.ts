/**
 * What a route handler gets: the request, its parsed body, the store, the
 * origin the client sees, and the signed-in account (if any).
 */
import { ApiError } from "./responses.ts";
import type { AccountRecord } from "../store/records.ts";
import type { Store } from "../store/store.ts";

export interface Ctx {
  request: Request;
  url: URL;
  /** The origin the client sees, e.g. "http://localhost:5173" (no trailing slash). */
  base: string;
  /** The host part of `base`, e.g. "localhost:5173": the instance uri. */
  host: string;
  params: Record<string, string>;
  /**
   * The bearer token the route reads: null when none was sent, when the
   * Authorization header is not a bearer one, or when the route reads no token.
   */
  token: string | null;
  /**
   * For a route whose handler decides about its rate limit: null when the
   * request is within it, else the milliseconds until it would be.
   */
  rateLimitWait: number | null;
  /** The parsed JSON or form body; an empty object when there is none. */
  body: Record<string, unknown>;
  rawBody: Uint8Array;
  store: Store;
}

export type Handler = (ctx: Ctx) => Response | Promise<Response>;

/**
 * The origin the client sees. Behind a proxy the request URL holds the
 * upstream address, so X-Forwarded-Host/-Proto win when present.
 */
export function requestOrigin(request: Request, url: URL): { base: string; host: string } {
  const first = (value: string | null): string | null => value?.split(",")[0]?.trim() || null;
  const host = first(request.headers.get("x-forwarded-host")) ?? (url.host || "demo.mitra.local");
  const proto = first(request.headers.get("x-forwarded-proto")) ?? url.protocol.replace(/:$/, "");
  return { base: `${proto}://${host}`, host };
}

/**
 * The token of an `Authorization: Bearer <token>` header, as the server's
 * extractor reads it: the scheme spelled exactly so, one space, a token;
 * null for anything else.
 */
export function bearerHeaderToken(request: Request): string | null {
  const header = request.headers.get("authorization");
  if (header === null || header.length < 8 || !header.startsWith("Bearer ")) return null;
  return header.slice("Bearer ".length);
}

/**
 * The signed-in account, or null for a guest. A token that is present but
 * unknown, revoked or expired is a 401 even where a guest would be welcome: that is
 * how the client learns its session ended.
 */
export function viewerOf(ctx: Ctx): AccountRecord | null {
  const { token } = ctx;
  if (token === null) return null;
  const record = ctx.store.tokens.get(token);
  const live = record && !ctx.store.tokenExpired(record.createdAt) ? record : undefined;
  const account = live ? ctx.store.accounts.get(live.accountId) : undefined;
  if (!account) throw new ApiError(401, "access token is invalid");
  return account;
}

/**
 * The signed-in account of a route that needs one. The route rules already
 * refuse a request without a bearer token (401 'auth header is not present');
 * this is the same answer for a handler reached without one.
 */
export function requireViewer(ctx: Ctx): AccountRecord {
  const viewer = viewerOf(ctx);
  if (!viewer) throw new ApiError(401, "auth header is not present");
  return viewer;
}
