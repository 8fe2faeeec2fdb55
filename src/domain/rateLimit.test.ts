import { describe, expect, it } from "vitest";
import { ApiError } from "@/api/errors";
import { rateLimitWait } from "./rateLimit";

describe("a rate limiter's wait", () => {
  it("is said in seconds under a minute, else in minutes rounded up", () => {
    expect(rateLimitWait(new ApiError("Too Many Requests", 429, 29))).toEqual({
      unit: "seconds",
      count: 29,
    });
    expect(rateLimitWait(new ApiError("Too Many Requests", 429, 0.4))).toEqual({
      unit: "seconds",
      count: 1,
    });
    expect(rateLimitWait(new ApiError("Too Many Requests", 429, 61))).toEqual({
      unit: "minutes",
      count: 2,
    });
  });

  it("is null when the server named none, undefined for another failure", () => {
    expect(rateLimitWait(new ApiError("Too Many Requests", 429))).toBeNull();
    expect(rateLimitWait(new ApiError("profile not found", 404))).toBeUndefined();
    expect(rateLimitWait(new Error("x"))).toBeUndefined();
    expect(rateLimitWait(null)).toBeUndefined();
  });
});
