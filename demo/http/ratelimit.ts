/**
 * The server's rate limits, per client IP: a burst of requests, then one
 * more each period (the generic cell rate algorithm of the governor crate).
 * A refused request uses up nothing. The limits can be switched off, as
 * tests that sign in many times from one address need.
 */
import { STATUS_TEXT } from "./responses.ts";
import type { VersionFeatures } from "../store/versions.ts";

export type LimitName = "registration" | "login" | "search" | "fetch_collection";

interface Quota {
  burst: number;
  /** Seconds until one more request is allowed. */
  periodSeconds: number;
}

const QUOTAS: Record<LimitName, Quota> = {
  registration: { burst: 2, periodSeconds: 300 },
  login: { burst: 5, periodSeconds: 120 },
  // Counted for every account search; only a visitor's resolving one is refused.
  search: { burst: 2, periodSeconds: 30 },
  fetch_collection: { burst: 6, periodSeconds: 300 },
};

export class RateLimits {
  /** Whether requests are counted and refused. */
  enabled: boolean;
  /** Per limit and IP: the theoretical arrival time of the next request (ms). */
  private readonly arrivals = new Map<string, number>();

  constructor(private readonly enabledByDefault: boolean) {
    this.enabled = enabledByDefault;
  }

  /** Back to the default switch, every count forgotten. */
  reset(): void {
    this.enabled = this.enabledByDefault;
    this.arrivals.clear();
  }

  /**
   * Counts a request; null when it is allowed, else the milliseconds until
   * one would be.
   */
  take(name: LimitName, ip: string, now: number): number | null {
    if (!this.enabled) return null;
    const { burst, periodSeconds } = QUOTAS[name];
    const period = periodSeconds * 1000;
    const key = `${name} ${ip}`;
    const arrival = this.arrivals.get(key) ?? now;
    const earliest = arrival - period * (burst - 1);
    if (now < earliest) return earliest - now;
    this.arrivals.set(key, Math.max(arrival, now) + period);
    return null;
  }
}

/**
 * The rate limiter's own refusal: plain text naming the whole seconds to
 * wait, also in `x-ratelimit-after` (and `retry-after` from 5.x on).
 */
export function tooManyRequestsResponse(served: VersionFeatures, waitMs: number): Response {
  const seconds = String(Math.floor(waitMs / 1000));
  const headers: Record<string, string> = {
    "Content-Type": "text/plain; charset=utf-8",
    "x-ratelimit-after": seconds,
  };
  if (served.retryAfterHeader) headers["retry-after"] = seconds;
  return new Response(new TextEncoder().encode(`Too many requests, retry in ${seconds}s`), {
    status: 429,
    statusText: STATUS_TEXT[429] ?? "",
    headers,
  });
}

/**
 * A handler's own 429 (a visitor's resolving account search): 'retry in …',
 * the wait as the server prints it. It hands the limiter's whole seconds on
 * as milliseconds, so 29 s to wait reads "retry in 29.00ms".
 */
export function retryInMessage(waitMs: number): string {
  const seconds = Math.floor(waitMs / 1000);
  return seconds === 0 ? "retry in 0.00ns" : `retry in ${String(seconds)}.00ms`;
}
