import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

const ALICE = "demo-token-alice";

describe("GET /api/v1/follow_requests/outgoing", () => {
  it("lists the requests alice is still waiting on; unfollowing takes one back", async () => {
    const app = createDemoApp({ server: "5.9" });
    const outgoing = async () =>
      list((await call(app, "GET", "/api/v1/follow_requests/outgoing", { token: ALICE })).body);
    const [frank] = await outgoing();
    expect(frank?.acct).toBe("frank@remote.example");
    const frankId = String(frank?.id);
    const before = list(
      (await call(app, "GET", `/api/v1/accounts/relationships?id[]=${frankId}`, { token: ALICE }))
        .body,
    );
    expect(before[0]?.requested).toBe(true);

    const cancelled = await call(app, "POST", `/api/v1/accounts/${frankId}/unfollow`, {
      token: ALICE,
    });
    expect(cancelled.status).toBe(200);
    expect(obj(cancelled.body)).toMatchObject({ id: frankId, following: false, requested: false });
    expect(await outgoing()).toEqual([]);
  });

  it("holds a new request to a locked account, newest first, and not the incoming ones", async () => {
    const app = createDemoApp({ server: "5.9" });
    const bob = obj((await call(app, "GET", "/api/v1/accounts/lookup?acct=bob")).body);
    const reader = "demo-token-reader";
    expect(
      (await call(app, "POST", `/api/v1/accounts/${String(bob.id)}/follow`, { token: reader }))
        .status,
    ).toBe(200);
    const mine = list(
      (await call(app, "GET", "/api/v1/follow_requests/outgoing", { token: reader })).body,
    );
    expect(mine.map((account) => account.acct)).toEqual(["bob"]);
    // bob received it: it is his incoming request, not an outgoing one.
    const bobs = "demo-token-bob";
    expect(
      list((await call(app, "GET", "/api/v1/follow_requests/outgoing", { token: bobs })).body),
    ).toEqual([]);
    const incoming = list(
      (await call(app, "GET", "/api/v1/follow_requests", { token: bobs })).body,
    );
    expect(incoming.map((account) => account.acct)).toContain("reader");
  });

  it("needs a token, and is 404 on 3.10", async () => {
    const app = createDemoApp({ server: "5.9" });
    const visitor = await call(app, "GET", "/api/v1/follow_requests/outgoing");
    expect(visitor.status).toBe(401);
    expect(obj(JSON.parse(String(visitor.body))).error_description).toBe(
      "auth header is not present",
    );
    const old = createDemoApp({ server: "3.10" });
    // 3.10 lists no outgoing requests, and its world has none of alice's waiting.
    const alice = old.store.fixtures["account:alice"];
    expect(old.store.followRequests.filter((item) => item.fromId === alice)).toEqual([]);
    expect(
      (await call(old, "GET", "/api/v1/follow_requests/outgoing", { token: ALICE })).status,
    ).toBe(404);
  });
});
