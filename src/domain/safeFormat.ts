/**
 * Formatting what the network sent, defensively: a remote server can send
 * anything in any field, and Intl, Date, URL and BigInt throw on what they
 * cannot read. Every value the client formats from an answer goes through
 * these, so a value that cannot be formatted is shown as given or left out
 * instead of taking its screen down.
 */

/** A date the network sent, or null when it is none (missing, or not a date). */
export function parseDate(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** What `format` makes, or `fallback` when it throws (a value or locale Intl refuses). */
export function formatOr<T>(format: () => string, fallback: T): string | T {
  try {
    return format();
  } catch {
    return fallback;
  }
}

/** A URL the network sent (relative ones against `base`), or null when it is not one. */
export function parseUrl(href: string, base?: string): URL | null {
  try {
    return new URL(href, base);
  } catch {
    return null;
  }
}

/** Percent-decoded text, or the text as given when it is not valid percent-encoding. */
export function decodeOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** A whole non-negative amount of atomic units, or null for anything else (1.5, -3, NaN). */
export function toAtomic(value: number | null | undefined): bigint | null {
  return typeof value === "number" && Number.isSafeInteger(value) && value >= 0
    ? BigInt(value)
    : null;
}
