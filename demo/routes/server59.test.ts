import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

/** The ten breaking changes of 3.10 → 5.9, as each played server answers them. */
describe("the demo playing 5.9 beside 3.10", () => {
  const app310 = createDemoApp({ server: "3.10" });
  const app59 = createDemoApp({ server: "5.9" });

  it("sends permissions as a bitmask with the names beside it on 5.9 only", async () => {
    const role = async (app: typeof app59, user: string) =>
      obj(
        obj(
          (
            await call(app, "GET", "/api/v1/accounts/verify_credentials", {
              token: `demo-token-${user}`,
            })
          ).body,
        ).role,
      );
    expect((await role(app310, "alice")).permissions).toContain("create_post");
    expect((await role(app310, "alice")).permissions_names).toBeUndefined();
    const alice = await role(app59, "alice");
    expect(alice.permissions).toBe("0");
    expect(alice.permissions_names).toEqual([
      "create_follow_request",
      "create_post",
      "manage_subscription_options",
    ]);
    expect((await role(app59, "admin")).permissions).toBe("1");
    expect((await role(app59, "reader")).permissions_names).toEqual(["create_follow_request"]);
  });

  it("gives list ids as strings on 5.9 and takes only account_ids", async () => {
    const token = "demo-token-alice";
    const created59 = obj(
      (await call(app59, "POST", "/api/v1/lists", { token, body: { title: "Five" } })).body,
    );
    expect(typeof created59.id).toBe("string");
    const created310 = obj(
      (await call(app310, "POST", "/api/v1/lists", { token, body: { title: "Three" } })).body,
    );
    expect(typeof created310.id).toBe("number");
    const bob = obj((await call(app59, "GET", "/api/v1/accounts/lookup?acct=bob")).body);
    const path = `/api/v1/lists/${String(created59.id)}/accounts`;
    const old = await call(app59, "POST", path, { token, body: { "account_ids[]": [bob.id] } });
    expect(old.status).toBe(400);
    expect(obj(old.body).error_description).toMatch(/missing field `account_ids`/);
    const added = await call(app59, "POST", path, { token, body: { account_ids: [bob.id] } });
    expect(added.status).toBe(200);
    expect(list((await call(app59, "GET", path, { token })).body)).toHaveLength(1);
  });

  it("hands out identity claims at identity_claim on 5.9 and identity_proof on 3.10", async () => {
    const query = "?proof_type=ethereum&signer=0x70997970c51812dc3a010c7d01b50e0d17dc79c8";
    const token = "demo-token-bob";
    const get = (app: typeof app59, path: string) =>
      call(app, "GET", `/api/v1/accounts/${path}${query}`, { token });
    expect((await get(app59, "identity_claim")).status).toBe(200);
    expect((await get(app59, "identity_proof")).status).toBe(404);
    expect((await get(app310, "identity_proof")).status).toBe(200);
    expect((await get(app310, "identity_claim")).status).toBe(404);
  });

  it("sends an unknown display name as an empty string on 5.9", async () => {
    const zoe = obj((await call(app59, "GET", "/api/v1/accounts/lookup?acct=Zoe-Quinn")).body);
    expect(zoe.display_name).toBe("");
    expect((await call(app310, "GET", "/api/v1/accounts/lookup?acct=Zoe-Quinn")).status).toBe(404);
  });

  it("signs in a mixed-case username on 5.9", async () => {
    const response = await call(app59, "POST", "/oauth/token", {
      body: { grant_type: "password", username: "Zoe-Quinn", password: "mitra-demo" },
    });
    expect(response.status).toBe(200);
  });

  it("asks 5.9 prices of at least 0.001 XMR a month", async () => {
    const token = "demo-token-bob";
    const option = (price: number) => ({
      type: "monero",
      chain_id: "monero:76ee3cc98646292206cd3e86f74d88b4",
      price,
      payout_address:
        "5AYiNYCaKjiRhZkMZKhv9z11Pds9ZFKerQVJGEMRZjiqdi85m3tt6hw9yQcrCsznimFpZfPCSpRKX2xWdFk7QrrkJS9bCk4",
    });
    // 385 per second is 0.000998 XMR a month; 386 is 0.00100 XMR.
    const low = await call(app59, "POST", "/api/v1/subscriptions/options", {
      token,
      body: option(385),
    });
    expect(low.status).toBe(400);
    expect(obj(low.body).error_description).toBe("price is too low");
    const enough = { token, body: option(386) };
    expect((await call(app59, "POST", "/api/v1/subscriptions/options", enough)).status).toBe(200);
    const any = { token, body: option(1) };
    expect((await call(app310, "POST", "/api/v1/subscriptions/options", any)).status).toBe(200);
  });

  it("describes 5.9's limits and chain metadata in the instance", async () => {
    const v1 = obj((await call(app59, "GET", "/api/v1/instance")).body);
    const configuration = obj(v1.configuration);
    expect(obj(configuration.statuses).max_media_attachments).toBe(4);
    expect(obj(configuration.accounts).max_profile_fields).toBe(10);
    expect(v1.max_toot_chars).toBe(5000);
    expect(v1.federated_timeline_restricted).toBe(false);
    const chain = obj(list(v1.blockchains)[0]);
    expect(obj(chain.chain_metadata)).toMatchObject({
      is_forwarding_required: true,
      payment_amount_min: 1_000_000_000,
    });
    const v2 = obj((await call(app59, "GET", "/api/v2/instance")).body);
    expect(v2).not.toHaveProperty("federated_timeline_restricted");
    const old = obj((await call(app310, "GET", "/api/v1/instance")).body);
    expect(obj(obj(old.configuration).statuses).max_media_attachments).toBe(15);
    expect(old).not.toHaveProperty("max_toot_chars");
  });

  it("gives guests at most 2 accounts from a search on 5.9", async () => {
    const search = (app: typeof app59, token?: string) =>
      call(app, "GET", "/api/v1/accounts/search?q=a&limit=40", { token });
    expect(list((await search(app59)).body)).toHaveLength(2);
    expect(list((await search(app59, "demo-token-alice")).body).length).toBeGreaterThan(2);
    expect(list((await search(app310)).body).length).toBeGreaterThan(2);
  });

  it("pages bookmarks by the bookmark's integer id on 5.9, by the post's id on 3.10", async () => {
    const token = "demo-token-alice";
    const next = async (app: typeof app59) => {
      const answer = await call(app, "GET", "/api/v1/bookmarks?limit=1", { token });
      return /max_id=([^&>]+)/.exec(answer.headers.get("link") ?? "")?.[1] ?? null;
    };
    expect(await next(app59)).toMatch(/^\d+$/);
    expect(await next(app310)).toMatch(/^[0-9a-f-]{36}$/);
    const cursor = await next(app59);
    const older = await call(app59, "GET", `/api/v1/bookmarks?limit=1&max_id=${cursor ?? ""}`, {
      token,
    });
    expect(older.status).toBe(200);
    expect(list(older.body)).toHaveLength(1);
  });
});
