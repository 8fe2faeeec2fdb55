import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp();
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

  it("accepts both body spellings and bumps the version", async () => {
    const flat = await call(app, "POST", "/api/v1/markers", {
      token: "demo-token-admin",
      body: { "notifications[last_read_id]": "12" },
    });
    expect(obj(obj(flat.body).notifications)).toMatchObject({ last_read_id: "12", version: 1 });
    await call(app, "POST", "/api/v1/markers", {
      token: "demo-token-admin",
      body: { notifications: { last_read_id: "15" } },
    });
    const markers = obj(
      (
        await call(app, "GET", "/api/v1/markers?timeline[]=notifications", {
          token: "demo-token-admin",
        })
      ).body,
    );
    expect(obj(markers.notifications)).toMatchObject({ last_read_id: "15", version: 2 });
  });
});
