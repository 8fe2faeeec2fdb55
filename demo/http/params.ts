/**
 * Readers for request bodies and query strings, narrowing `unknown` input.
 * Form bodies arrive as strings, so booleans and arrays accept those forms too.
 */
import type { Ctx } from "./context.ts";
import { validationError } from "./responses.ts";
import { isJsonBody, jsonFieldError, jsonKind } from "./json-source.ts";
import { features } from "../store/versions.ts";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** A string field; null when absent or null; 400 when of another type. */
export function optString(body: Record<string, unknown>, key: string): string | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== "string") throw validationError(`${key} must be a string`);
  return value;
}

export function reqString(body: Record<string, unknown>, key: string, message?: string): string {
  const value = optString(body, key);
  if (value === null) throw validationError(message ?? `${key} is required`);
  return value;
}

export function optBool(body: Record<string, unknown>, key: string): boolean | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  if (typeof value === "boolean") return value;
  // serde_json reads a bool from `true` or `false` only; forms spell them as text.
  if (isJsonBody(body)) {
    throw jsonFieldError(body, key, `invalid type: ${jsonKind(value)}, expected a boolean`);
  }
  if (value === "true" || value === "1") return true;
  if (value === "false" || value === "0") return false;
  throw validationError(`${key} must be a boolean`);
}

export function optNumber(body: Record<string, unknown>, key: string): number | null {
  const value = body[key];
  if (value === undefined || value === null) return null;
  const number = typeof value === "string" ? Number(value) : value;
  if (typeof number !== "number" || !Number.isFinite(number)) {
    throw validationError(`${key} must be a number`);
  }
  return number;
}

/** The first of `keys` present, as a list of strings ("media_ids[]" or "media_ids"). */
export function optStringArray(body: Record<string, unknown>, ...keys: string[]): string[] | null {
  for (const key of keys) {
    const value = body[key];
    if (value === undefined || value === null) continue;
    const list = Array.isArray(value) ? value : [value];
    if (!list.every((item): item is string => typeof item === "string")) {
      throw validationError(`${key} must be a list of strings`);
    }
    return list;
  }
  return null;
}

/**
 * Turns urlencoded form fields into an object: "a[]" and "a[0]" keys collect
 * into the array "a[]" (and "a"), the JSON key the v3.10 client uses.
 */
export function formToObject(params: URLSearchParams): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [rawKey, value] of params) {
    const arrayKey = /^(.+)\[\d*\]$/.exec(rawKey)?.[1];
    if (arrayKey !== undefined) {
      const bracketed = `${arrayKey}[]`;
      const current = out[bracketed];
      const list = Array.isArray(current) ? [...(current as unknown[]), value] : [value];
      out[bracketed] = list;
      out[arrayKey] = list;
    } else {
      out[rawKey] = value;
    }
  }
  return out;
}

/** All values of a query array parameter, in any of its spellings: a[], a[0], a. */
export function queryArray(url: URL, key: string): string[] {
  const values: string[] = [];
  for (const [name, value] of url.searchParams) {
    if (name === key || name === `${key}[]` || new RegExp(`^${key}\\[\\d+\\]$`).test(name)) {
      values.push(value);
    }
  }
  return values;
}

/** A query-string error as the server's query reader words it. */
const queryError = (message: string) => validationError(`Query deserialize error: ${message}`);

/** A boolean query parameter: `true` or `false`, nothing else. */
export function queryBool(url: URL, key: string, fallback: boolean): boolean {
  const value = url.searchParams.get(key);
  if (value === null) return fallback;
  if (value === "true") return true;
  if (value === "false") return false;
  throw queryError("provided string was not `true` or `false`");
}

/** A whole-number query parameter (0 to 65535), parsed as the server parses it. */
export function queryInt(url: URL, key: string, fallback: number): number {
  const value = url.searchParams.get(key);
  if (value === null) return fallback;
  if (value === "") throw queryError("cannot parse integer from empty string");
  if (!/^\+?[0-9]+$/.test(value)) throw queryError("invalid digit found in string");
  const number = Number(value);
  if (number > 65535) throw queryError("number too large to fit in target type");
  return number;
}

/** A page size: the endpoint's default when absent; at most 200, at least the version's minimum. */
export function queryLimit(ctx: Ctx, fallback: number): number {
  const limit = queryInt(ctx.url, "limit", fallback);
  if (limit > 200 || limit < features(ctx.store).queryLimitMin) {
    throw queryError("expected an integer between 0 and 201");
  }
  return limit;
}
