import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, list, obj, signIn } from "../testing.ts";

const ALICE = "demo-token-alice";

describe("Mitra 5.9: expiring tokens", () => {
  it("answers 401 'access token is invalid' once a token outlives its lifetime", async () => {
    const app = createDemoApp({ server: "5.9" });
    const token = await signIn(app, "alice");
    expect((await call(app, "GET", "/api/v1/accounts/verify_credentials", { token })).status).toBe(
      200,
    );
    const set = await call(app, "POST", "/__demo/token-lifetime", { body: { seconds: 0 } });
    expect(set.status).toBe(200);
    for (const path of ["/api/v1/accounts/verify_credentials", "/api/v1/timelines/home"]) {
      const answer = await call(app, "GET", path, { token });
      expect(answer.status).toBe(401);
      expect(obj(answer.body).error).toBe("access token is invalid");
    }
    // A fresh sign-in gets a token that works again (and says how long it lives).
    await call(app, "POST", "/__demo/token-lifetime", { body: { seconds: 60 } });
    const fresh = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "password", username: "alice", password: "mitra-demo" },
    });
    expect(obj(fresh.body).expires_in).toBe(60);
    const again = String(obj(fresh.body).access_token);
    expect(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: again })).status,
    ).toBe(200);
  });

  it("keeps 3.10 tokens for ever and refuses the control there", async () => {
    const app = createDemoApp({ server: "3.10" });
    const answer = await call(app, "POST", "/__demo/token-lifetime", { body: { seconds: 0 } });
    expect(answer.status).toBe(400);
    expect(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).status,
    ).toBe(200);
  });
});

describe("Mitra 5.9: notifications", () => {
  it("delivers moderation warnings and anonymous payments with their fields", async () => {
    const app = createDemoApp({ server: "5.9" });
    const warning = obj(
      (
        await call(app, "POST", "/__demo/notifications", {
          body: { to: "alice", from: "admin", type: "moderation_warning", text: "Be kind." },
        })
      ).body,
    );
    expect(warning.type).toBe("moderation_warning");
    expect(obj(warning.moderation_warning)).toMatchObject({
      action: "delete_statuses",
      text: "Be kind.",
    });
    expect(warning.payment_amount).toBeNull();
    const payment = obj(
      (
        await call(app, "POST", "/__demo/notifications", {
          body: {
            to: "alice",
            from: "bob",
            type: "payment_anonymous",
            payment_amount: 1_500_000_000,
          },
        })
      ).body,
    );
    expect(payment).toMatchObject({ type: "payment_anonymous", payment_amount: 1_500_000_000 });
    expect(payment).not.toHaveProperty("moderation_warning");
  });

  it("refuses the new types on 3.10 and adds no new fields there", async () => {
    const app = createDemoApp({ server: "3.10" });
    const refused = await call(app, "POST", "/__demo/notifications", {
      body: { to: "alice", from: "bob", type: "payment_anonymous" },
    });
    expect(refused.status).toBe(400);
    const follow = obj(
      (
        await call(app, "POST", "/__demo/notifications", {
          body: { to: "alice", from: "bob", type: "follow", payment_amount: 5 },
        })
      ).body,
    );
    expect(follow).not.toHaveProperty("payment_amount");
  });
});

describe("Mitra 5.9: hidden and quote", () => {
  it("marks a muted author's posts hidden and carries quotes in both forms", async () => {
    const app = createDemoApp({ server: "5.9" });
    const state = obj((await call(app, "GET", "/__demo/state")).body);
    const fixtures = obj(state.fixtures);
    const heidi = String(fixtures["account:heidi@pleroma.example"]);
    const posts = list(
      (await call(app, "GET", `/api/v1/accounts/${heidi}/statuses`, { token: ALICE })).body,
    );
    expect(posts.length).toBeGreaterThan(0);
    expect(posts.every((post) => post.hidden === true)).toBe(true);
    const asGuest = list((await call(app, "GET", `/api/v1/accounts/${heidi}/statuses`)).body);
    expect(asGuest.every((post) => post.hidden === false)).toBe(true);

    const quoting = obj(
      (await call(app, "GET", `/api/v1/statuses/${String(fixtures.quotePost)}`, { token: ALICE }))
        .body,
    );
    const quote = obj(quoting.quote);
    expect(quote.state).toBe("accepted");
    expect(obj(quote.quoted_status).id).toBe(fixtures.ipfsPost);
    expect(obj(obj(quoting.pleroma).quote).id).toBe(fixtures.ipfsPost);
  });

  it("sends neither field on 3.10", async () => {
    const app = createDemoApp({ server: "3.10" });
    const fixtures = obj(obj((await call(app, "GET", "/__demo/state")).body).fixtures);
    const quoting = obj(
      (await call(app, "GET", `/api/v1/statuses/${String(fixtures.quotePost)}`, { token: ALICE }))
        .body,
    );
    expect(quoting).not.toHaveProperty("quote");
    expect(quoting).not.toHaveProperty("hidden");
  });
});
