import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "3.10" });
});

describe("markers", () => {
  it("gives alice a marker part-way through her notifications", async () => {
    const markers = obj(
      (
        await call(app, "GET", "/api/v1/markers?timeline[]=notifications", {
          token: "demo-token-alice",
        })
      ).body,
    );
    const lastRead = Number(obj(markers.notifications).last_read_id);
    const newest = list(
      (await call(app, "GET", "/api/v1/notifications", { token: "demo-token-alice" })).body,
    );
    const unread = newest.filter((item) => Number(item.id) > lastRead);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(newest.length);
  });

  it("leaves the key out when there is no marker", async () => {
    const result = await call(app, "GET", "/api/v1/markers?timeline[]=notifications", {
      token: "demo-token-admin",
    });
    expect(result.body).toEqual({});
  });

  it("takes the flat key on 3.10, and the nested object too on 5.9, bumping the version", async () => {
    const flat = await call(app, "POST", "/api/v1/markers", {
      token: "demo-token-admin",
      body: { "notifications[last_read_id]": "12" },
    });
    expect(obj(obj(flat.body).notifications)).toMatchObject({ last_read_id: "12", version: 1 });
    // 3.10 reads only the flat key: the nested object leaves it missing.
    const nested = await call(app, "POST", "/api/v1/markers", {
      token: "demo-token-admin",
      body: { notifications: { last_read_id: "15" } },
    });
    expect(nested.status).toBe(400);
    expect(obj(nested.body).error_description).toBe(
      "Json deserialize error: missing field `notifications[last_read_id]` at line 1 column 39",
    );

    const newer = createDemoApp({ server: "5.9" });
    await call(newer, "POST", "/api/v1/markers", {
      token: "demo-token-admin",
      body: { "notifications[last_read_id]": "12" },
    });
    await call(newer, "POST", "/api/v1/markers", {
      token: "demo-token-admin",
      body: { notifications: { last_read_id: "15" } },
    });
    const markers = obj(
      (
        await call(newer, "GET", "/api/v1/markers?timeline[]=notifications", {
          token: "demo-token-admin",
        })
      ).body,
    );
    expect(obj(markers.notifications)).toMatchObject({ last_read_id: "15", version: 2 });
  });

  it("sets one marker per request on 5.9, home first, and says when there is none", async () => {
    const newer = createDemoApp({ server: "5.9" });
    const both = await call(newer, "POST", "/api/v1/markers", {
      token: "demo-token-admin",
      body: { home: { last_read_id: "7" }, notifications: { last_read_id: "9" } },
    });
    expect(Object.keys(obj(both.body))).toEqual(["home"]);
    const none = await call(newer, "POST", "/api/v1/markers", {
      token: "demo-token-admin",
      body: {},
    });
    expect(none.status).toBe(400);
    expect(obj(none.body).error_description).toBe("marker data is missing");
  });
});

describe("the markers control", () => {
  it("moves alice's home marker as another device would, from 3.17 on", async () => {
    const later = createDemoApp({ server: "3.22" });
    const moved = await call(later, "POST", "/__demo/markers", {
      body: { account: "alice", timeline: "home", last_read_id: "42" },
    });
    expect(moved.status).toBe(200);
    const markers = obj(
      (await call(later, "GET", "/api/v1/markers?timeline[]=home", { token: "demo-token-alice" }))
        .body,
    );
    expect(obj(markers.home).last_read_id).toBe("42");
  });

  it("refuses a home marker on 3.10, which keeps none", async () => {
    const refused = await call(app, "POST", "/__demo/markers", {
      body: { account: "alice", timeline: "home", last_read_id: "42" },
    });
    expect(refused.status).toBe(400);
    expect(obj(refused.body).error).toContain("keeps no home marker");
  });
});
