import { takeBootResponse } from "./bootPrefetch";
import { ApiError } from "./errors";
import { ErrorMessage } from "./errorCatalogue";

/**
 * The HTTP rules. Every call goes to the page's own origin: the token is never
 * sent anywhere else. An unexpected status is an error whose message is the
 * body's error_description, else 'request body is too large' for a 413, else
 * the status text or 'unknown error'.
 */

type QueryValue = string | number | boolean | undefined | null;
export type Query = Record<string, QueryValue | readonly QueryValue[]>;

export interface RequestOptions {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  query?: Query;
  json?: unknown;
  headers?: Record<string, string>;
  authToken?: string | null;
  /** The status that means success; anything else is an error. */
  expected?: number;
  signal?: AbortSignal;
}

export interface Page<T> {
  items: T[];
  /** Path and query of the next page, from the Link header; null on the last page. */
  next: string | null;
}

function origin(): string {
  return globalThis.location.origin;
}

/**
 * Query string with the server's conventions: undefined/null dropped, booleans
 * and numbers as strings, arrays with explicit indexes (`id[0]=…`).
 */
export function buildQuery(query: Query | undefined): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      value.forEach((item, index) => {
        if (item !== undefined && item !== null) params.append(`${key}[${index}]`, String(item));
      });
    } else if (value !== undefined && value !== null) {
      params.append(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Resolves a path (or a URL the server gave us, such as a Link header's) to a
 * URL on our own origin. A server behind a proxy may name another host in its
 * Link header; the API always lives on this origin, so only path and query count.
 */
export function toOwnOrigin(pathOrUrl: string): URL {
  const base = origin();
  const parsed = new URL(pathOrUrl, base);
  return new URL(parsed.pathname + parsed.search, base);
}

function isUrl(text: string): boolean {
  try {
    new URL(text, "https://base.invalid");
    return true;
  } catch {
    return false;
  }
}

/** The text before the first `;`, without angle brackets, when rel="next". */
export function parseNextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(",")) {
    const [target, ...params] = part.split(";");
    if (!target) continue;
    if (params.length > 0 && !params.some((p) => /rel="?next"?/.test(p.trim()))) continue;
    const url = target.trim().replace(/^</, "").replace(/>$/, "");
    // A next link that is not a URL leads nowhere: the list ends there.
    return url && isUrl(url) ? url : null;
  }
  return null;
}

export function buildInit(options: RequestOptions): RequestInit {
  const init: RequestInit = { credentials: "same-origin" };
  if (options.method) init.method = options.method;
  const headers: Record<string, string> = { ...options.headers };
  if (options.authToken) headers.Authorization = `Bearer ${options.authToken}`;
  if (options.json !== undefined) {
    headers["Content-Type"] = "application/json";
    init.body = JSON.stringify(options.json);
  }
  if (Object.keys(headers).length > 0) init.headers = headers;
  if (options.signal) init.signal = options.signal;
  return init;
}

async function toError(response: Response): Promise<ApiError> {
  // A 429 is the catalogue's, with the wait from the headers where given: the
  // server's JSON text for it is not one to show a person ("retry in 29.00ms",
  // a wait it does not keep), and its plain-text limiter has no words to show.
  if (response.status === 429) {
    // The limiter names the wait in whole seconds (`retry-after` only from 5.x on).
    const wait = Number(
      response.headers.get("x-ratelimit-after") ?? response.headers.get("retry-after") ?? "",
    );
    return new ApiError(
      ErrorMessage.tooManyRequests,
      429,
      Number.isFinite(wait) && wait > 0 ? wait : null,
    );
  }
  // The server's 401 for a request without a token carries its JSON error with
  // no content type at all, so a body without one is read as JSON too.
  const contentType = response.headers.get("Content-Type")?.split(";")[0]?.trim() ?? "";
  if (contentType === "application/json" || contentType === "") {
    try {
      const body = (await response.json()) as { error_description?: unknown };
      if (typeof body.error_description === "string" && body.error_description) {
        return new ApiError(body.error_description, response.status);
      }
    } catch {
      // A broken JSON error body falls through to the status text.
    }
  }
  if (response.status === 413) return new ApiError(ErrorMessage.tooLarge, 413);
  return new ApiError(response.statusText || ErrorMessage.unknown, response.status);
}

async function send(path: string, options: RequestOptions): Promise<Response> {
  // A next-page path already carries its query; otherwise build ours.
  const url = toOwnOrigin(path.includes("?") ? path : path + buildQuery(options.query));
  let response: Response;
  try {
    const early =
      (options.method ?? "GET") === "GET" && options.json === undefined
        ? takeBootResponse(url, options.authToken ?? null)
        : null;
    response = await (early ?? fetch(url, buildInit(options)));
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new ApiError(ErrorMessage.unreachable, 0);
  }
  const expected = options.expected ?? 200;
  if (response.status !== expected) throw await toError(response);
  return response;
}

/** A request's path without its query, for the log (a query may hold what a person searched). */
function pathOnly(path: string): string {
  return path.split("?")[0] ?? path;
}

/**
 * The body of a successful answer, as JSON. A body that is not JSON (a proxy's
 * HTML page, a cut-off answer) fails with the catalogue's 'The server's answer
 * could not be read'; the parser's text, which may quote the body, is not
 * shown or logged: only where the answer came from and what it said it was.
 */
async function readJson(response: Response, path: string): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    console.error(
      `${ErrorMessage.unreadableAnswer}: ${pathOnly(path)} answered ${response.status} with a body that is not JSON (${response.headers.get("Content-Type") ?? "no Content-Type"})`,
    );
    throw new ApiError(ErrorMessage.unreadableAnswer, response.status);
  }
}

/** A JSON call; returns null for an expected 204. */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return null as T;
  return (await readJson(response, path)) as T;
}

/** A list call: the array plus the next page from the Link header. */
export async function requestPage<T>(path: string, options: RequestOptions = {}): Promise<Page<T>> {
  const response = await send(path, options);
  const items = await readJson(response, path);
  if (!Array.isArray(items)) {
    console.error(
      `${ErrorMessage.unreadableAnswer}: ${pathOnly(path)} answered a page that is not a list`,
    );
    throw new ApiError(ErrorMessage.unreadableAnswer, response.status);
  }
  const next = parseNextLink(response.headers.get("Link"));
  return { items: items as T[], next: next ? pathOf(next) : null };
}

/** A text body, e.g. the CSV exports. */
export async function requestText(path: string, options: RequestOptions = {}): Promise<string> {
  const response = await send(path, options);
  return response.text();
}

function pathOf(url: string): string {
  const own = toOwnOrigin(url);
  return own.pathname + own.search;
}
