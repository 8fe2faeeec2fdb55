/** How long a rate limiter asked to wait, for a person to read. */
export type RateLimitWait = { unit: "seconds" | "minutes"; count: number } | null;

/**
 * A rate limiter's refusal (status 429): its wait in whole seconds under a
 * minute, else in whole minutes (rounded up); null when it named none;
 * undefined for any other failure.
 */
export function rateLimitWait(error: unknown): RateLimitWait | undefined {
  if (typeof error !== "object" || error === null) return undefined;
  if (!("status" in error) || error.status !== 429) return undefined;
  const seconds =
    "retryAfter" in error && typeof error.retryAfter === "number" ? error.retryAfter : null;
  if (seconds === null || !Number.isFinite(seconds) || seconds <= 0) return null;
  return seconds < 60
    ? { unit: "seconds", count: Math.ceil(seconds) }
    : { unit: "minutes", count: Math.ceil(seconds / 60) };
}
