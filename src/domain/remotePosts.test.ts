import { describe, expect, it } from "vitest";
import { ADMIN_PERMISSIONS, USER_PERMISSIONS, makeUser } from "@/test/fixtures";
import { ApiError } from "@/api/errors";
import { canLoadRemotePosts, rateLimitMinutes, waitMinutes } from "./remotePosts";

describe("loading a remote profile's posts", () => {
  const user = makeUser(USER_PERMISSIONS);
  const admin = makeUser(ADMIN_PERMISSIONS);

  it("is for admins only before 5.4.0", () => {
    expect(canLoadRemotePosts(admin, "admin")).toBe(true);
    expect(canLoadRemotePosts(user, "admin")).toBe(false);
  });

  it("is for anyone signed in from 5.4.0, never for a visitor", () => {
    expect(canLoadRemotePosts(user, "anyone")).toBe(true);
    expect(canLoadRemotePosts(admin, "anyone")).toBe(true);
    expect(canLoadRemotePosts(null, "anyone")).toBe(false);
  });

  it("tells the rate limiter's wait in whole minutes", () => {
    expect(waitMinutes(287)).toBe(5);
    expect(waitMinutes(300)).toBe(5);
    expect(waitMinutes(12)).toBe(1);
    expect(waitMinutes(null)).toBeNull();
    expect(waitMinutes(0)).toBeNull();
  });

  it("knows a rate limiter's refusal from other failures", () => {
    expect(rateLimitMinutes(new ApiError("Too Many Requests", 429, 120))).toBe(2);
    expect(rateLimitMinutes(new ApiError("Too Many Requests", 429))).toBeNull();
    expect(rateLimitMinutes(new ApiError("profile not found", 404))).toBeUndefined();
    expect(rateLimitMinutes(new Error("offline"))).toBeUndefined();
  });
});
