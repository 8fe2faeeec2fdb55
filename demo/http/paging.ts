/**
 * max_id paging and the Link header, as the server does it: a page holds the
 * items older than max_id, and the response links the next page only when this
 * one is full.
 */
import type { Ctx } from "./context.ts";
import { validationError } from "./responses.ts";

export type Cursor = string | number;

export interface Page<T> {
  items: T[];
  /** The cursor of the last item when the page is full, else null. */
  next: Cursor | null;
}

/**
 * Pages a newest-first list whose items carry ordered keys (time-ordered
 * UUIDs or increasing integers): the items whose key is below max_id.
 */
export function pageByKey<T>(
  items: readonly T[],
  key: (item: T) => Cursor,
  maxId: Cursor | null,
  limit: number,
): Page<T> {
  const older = maxId === null ? items : items.filter((item) => key(item) < maxId);
  const page = older.slice(0, limit);
  const last = page[limit - 1];
  return { items: page, next: last !== undefined ? key(last) : null };
}

/**
 * Pages a list in its own order (bookmarks, list members) where max_id names
 * the last item seen; an unknown max_id restarts from the top.
 */
export function pageByPosition<T>(
  items: readonly T[],
  id: (item: T) => string,
  maxId: string | null,
  limit: number,
): Page<T> {
  const start = maxId === null ? 0 : items.findIndex((item) => id(item) === maxId) + 1;
  const page = items.slice(start, start + limit);
  const last = page[limit - 1];
  return { items: page, next: last !== undefined ? id(last) : null };
}

export function maxIdString(ctx: Ctx): string | null {
  return ctx.url.searchParams.get("max_id") || null;
}

/** max_id for integer-keyed lists (notifications, followers, mutes). */
export function maxIdNumber(ctx: Ctx): number | null {
  const value = ctx.url.searchParams.get("max_id");
  if (value === null || value === "") return null;
  const number = Number(value);
  if (!Number.isInteger(number)) throw validationError("max_id must be an integer");
  return number;
}

/**
 * `<{base}{path}?{original query without max_id}&max_id={last}>; rel="next"`.
 * The rest of the query is kept byte for byte, in its original order.
 */
function nextLink(ctx: Ctx, next: Cursor): string {
  const kept = ctx.url.search
    .replace(/^\?/, "")
    .split("&")
    .filter((part) => part !== "" && decodeURIComponent(part.split("=")[0] ?? "") !== "max_id");
  kept.push(`max_id=${encodeURIComponent(String(next))}`);
  return `<${ctx.base}${ctx.url.pathname}?${kept.join("&")}>; rel="next"`;
}

export function linkHeaders(ctx: Ctx, page: Page<unknown>): Record<string, string> {
  return page.next === null ? {} : { Link: nextLink(ctx, page.next) };
}
