import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

const ALICE = "demo-token-alice";

describe("POST /api/v1/notifications/clear", () => {
  it("deletes every notification of the user, answers {} and keeps the read marker", async () => {
    const app = createDemoApp({ server: "5.9" });
    const notifications = async (token: string) =>
      list((await call(app, "GET", "/api/v1/notifications", { token })).body);
    const before = await notifications(ALICE);
    expect(before.length).toBeGreaterThan(0);
    const bobsBefore = await notifications("demo-token-bob");
    const marker = obj((await call(app, "GET", "/api/v1/markers", { token: ALICE })).body);

    // No body is read: a bare POST does it.
    const cleared = await call(app, "POST", "/api/v1/notifications/clear", { token: ALICE });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({});
    expect(await notifications(ALICE)).toEqual([]);
    expect(obj((await call(app, "GET", "/api/v1/markers", { token: ALICE })).body)).toEqual(marker);
    // Only hers.
    expect(await notifications("demo-token-bob")).toEqual(bobsBefore);

    // The next one is numbered after the ones cleared, so it counts as unread.
    const next = obj(
      (
        await call(app, "POST", "/__demo/notifications", {
          body: { to: "alice", from: "bob", type: "follow" },
        })
      ).body,
    );
    expect(Number(next.id)).toBeGreaterThan(Number(before[0]?.id));
    expect((await notifications(ALICE)).map((item) => item.id)).toEqual([next.id]);
  });

  it("needs a token, and is 404 on 3.10", async () => {
    const app = createDemoApp({ server: "5.9" });
    const visitor = await call(app, "POST", "/api/v1/notifications/clear");
    expect(visitor.status).toBe(401);
    expect(obj(JSON.parse(String(visitor.body))).error_description).toBe(
      "auth header is not present",
    );
    const old = createDemoApp({ server: "3.10" });
    const answer = await call(old, "POST", "/api/v1/notifications/clear", { token: ALICE });
    expect(answer.status).toBe(404);
    expect(
      list((await call(old, "GET", "/api/v1/notifications", { token: ALICE })).body).length,
    ).toBeGreaterThan(0);
  });
});
