import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "3.10" });
});

function id(acct: string): string {
  const found = app.store.fixtures[`account:${acct}`];
  if (!found) throw new Error(`no account ${acct}`);
  return found;
}

describe("relationships", () => {
  it("reads the id[0] form (the web client's), the id[] form, and drops duplicates", async () => {
    const bob = id("bob");
    const carol = id("carol@remote.example");
    const indexed = list(
      (
        await call(
          app,
          "GET",
          `/api/v1/accounts/relationships?id[0]=${bob}&id[1]=${carol}&id[2]=${bob}`,
          { token: "demo-token-alice" },
        )
      ).body,
    );
    expect(indexed.map((item) => item.id)).toEqual([bob, carol]);
    expect(indexed[0]).toMatchObject({
      following: true,
      followed_by: true,
      muting: false,
      requested: false,
    });
    const bracketed = list(
      (
        await call(
          app,
          "GET",
          `/api/v1/accounts/relationships?id[]=${id("heidi@pleroma.example")}`,
          { token: "demo-token-alice" },
        )
      ).body,
    );
    expect(bracketed[0]).toMatchObject({ muting: true });
  });

  it("turns a follow of a locked account into a request the owner can accept", async () => {
    const bob = id("bob");
    const requested = obj(
      (await call(app, "POST", `/api/v1/accounts/${bob}/follow`, { token: "demo-token-reader" }))
        .body,
    );
    expect(requested).toMatchObject({ following: false, requested: true });
    const requests = list(
      (await call(app, "GET", "/api/v1/follow_requests", { token: "demo-token-bob" })).body,
    );
    expect(requests.map((account) => account.acct)).toEqual(["reader", "carol@remote.example"]);
    const accepted = obj(
      (
        await call(app, "POST", `/api/v1/follow_requests/${id("reader")}/authorize`, {
          token: "demo-token-bob",
        })
      ).body,
    );
    expect(accepted.followed_by).toBe(true);
    const after = list(
      (
        await call(app, "GET", `/api/v1/accounts/relationships?id[0]=${bob}`, {
          token: "demo-token-reader",
        })
      ).body,
    );
    expect(after[0]).toMatchObject({ following: true, requested: false });
  });

  it("keeps counts consistent with the follow graph", async () => {
    const alice = obj((await call(app, "GET", `/api/v1/accounts/${id("alice")}`)).body);
    const followers = list(
      (
        await call(app, "GET", `/api/v1/accounts/${id("alice")}/followers?limit=200`, {
          token: "demo-token-alice",
        })
      ).body,
    );
    expect(followers).toHaveLength(Number(alice.followers_count));
    await call(app, "POST", `/api/v1/accounts/${id("alice")}/unfollow`, {
      token: "demo-token-admin",
    });
    const after = obj((await call(app, "GET", `/api/v1/accounts/${id("alice")}`)).body);
    expect(after.followers_count).toBe(Number(alice.followers_count) - 1);
  });

  it("refuses to mute oneself", async () => {
    const result = await call(app, "POST", `/api/v1/accounts/${id("alice")}/mute`, {
      token: "demo-token-alice",
    });
    expect(obj(result.body).error_description).toBe("target is current user");
  });
});
