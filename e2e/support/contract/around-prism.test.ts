import { describe, expect, it } from "vitest";
import { uncoveredReason } from "./around-prism";

describe("which requests go around Prism", () => {
  const none = Buffer.from("");
  it("a visitor's reads the contract marks tokenAuth, only without a token", () => {
    expect(uncoveredReason("GET", "/api/v1/statuses/7", undefined, none, false)).toMatchObject({
      route: "GET /api/v1/statuses/{id} (visitor)",
    });
    expect(uncoveredReason("GET", "/api/v1/statuses/7", undefined, none, true)).toBeNull();
    expect(uncoveredReason("POST", "/api/v1/directory", undefined, none, false)).toBeNull();
  });

  it("the listed routes, by method", () => {
    expect(uncoveredReason("get", "/api/v1/markers", undefined, none)).toEqual({
      route: "GET /api/v1/markers",
      reason: "markers API, absent from the 3.10 OpenAPI file",
    });
    expect(uncoveredReason("PUT", "/api/v1/lists/3", undefined, none)?.route).toBe(
      "PUT /api/v1/lists/{id}",
    );
    expect(uncoveredReason("GET", "/api/v1/lists/3", undefined, none)).toBeNull();
    expect(uncoveredReason("GET", "/api/v1/settings/sessions", undefined, none)?.route).toBe(
      "GET /api/v1/settings/sessions",
    );
    expect(uncoveredReason("DELETE", "/api/v1/settings/sessions/4", undefined, none)).toBeNull();
    expect(uncoveredReason("HEAD", "/media/a.png", undefined, none)?.route).toBe("HEAD /media/*");
    expect(uncoveredReason("DELETE", "/api/v1/statuses/7/thread", undefined, none)?.route).toBe(
      "DELETE /api/v1/statuses/{id}/thread",
    );
    expect(uncoveredReason("DELETE", "/api/v1/statuses/7", undefined, none)).toBeNull();
    expect(uncoveredReason("GET", "/api/v1/statuses/7/thread", undefined, none)).toBeNull();
    // Who reacted is listed around Prism; adding and removing a reaction are checked.
    expect(
      uncoveredReason("GET", "/api/v1/pleroma/statuses/7/reactions", undefined, none)?.route,
    ).toBe("GET /api/v1/pleroma/statuses/{id}/reactions");
    expect(
      uncoveredReason("PUT", "/api/v1/pleroma/statuses/7/reactions/%E2%9D%A4", undefined, none),
    ).toBeNull();
  });

  it("a group's admins, read by a visitor", () => {
    expect(uncoveredReason("GET", "/api/v1/groups/9/members", undefined, none, false)?.route).toBe(
      "GET /api/v1/groups/{id}/members (visitor)",
    );
    expect(uncoveredReason("GET", "/api/v1/groups/9/members", undefined, none, true)).toBeNull();
  });

  it("a multipart body with bytes that are not UTF-8", () => {
    const binary = Buffer.from([0x2d, 0x2d, 0xff, 0xfe, 0x00]);
    expect(uncoveredReason("POST", "/api/v1/media", "Multipart/form-data; b=1", binary)).toEqual({
      route: "POST /api/v1/media",
      reason: expect.stringContaining("UTF-8") as unknown,
    });
    expect(
      uncoveredReason("POST", "/api/v1/media", "multipart/form-data", Buffer.from("text")),
    ).toBeNull();
    expect(uncoveredReason("POST", "/api/v1/media", "application/json", binary)).toBeNull();
  });
});
