import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "3.10" });
});

const ALICE = "demo-token-alice";

describe("client_config", () => {
  it("replaces the given client's config whole, keeping the other clients'", async () => {
    await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: { "mitra-web": { theme: "dark" } },
    });
    const result = await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: { "mitra-web": { locale: "de" } },
    });
    expect(result.status).toBe(200);
    // Not a merge: the theme set before is gone.
    expect(obj(result.body).client_config).toEqual({ "mitra-web": { locale: "de" } });
    await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: { other: [1, 2] },
    });
    const user = obj(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).body,
    );
    expect(user.client_config).toEqual({ "mitra-web": { locale: "de" }, other: [1, 2] });
  });

  it("takes exactly one client key, within 20 000 bytes with what is stored", async () => {
    const two = await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: { a: {}, b: {} },
    });
    expect(two.status).toBe(400);
    expect(obj(two.body).error_description).toBe("can't update more than one config");
    const none = await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: {},
    });
    expect(obj(none.body).error_description).toBe("can't update more than one config");
    // Stored {} (2 bytes) and the update together count: 19 999 bytes are too many.
    const big = (size: number) => ({ a: "x".repeat(size - '{"a":""}'.length) });
    const over = await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: big(19_999),
    });
    expect(obj(over.body).error_description).toBe("client config size exceeds limit");
    const fits = await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: big(19_998),
    });
    expect(fits.status).toBe(200);
  });
});

describe("profile and account settings", () => {
  it("updates the profile partially", async () => {
    const result = await call(app, "PATCH", "/api/v1/accounts/update_credentials", {
      token: ALICE,
      body: {
        display_name: "Alice L.",
        fields_attributes: [
          { name: " Site ", value: "https://a.example" },
          { name: "", value: "dropped" },
        ],
      },
    });
    const user = obj(result.body);
    expect(user.display_name).toBe("Alice L.");
    expect(user.locked).toBe(false);
    expect(list(user.fields)).toHaveLength(1);
    expect(list(obj(user.source).fields)[0]).toEqual({ name: "Site", value: "https://a.example" });
  });

  it("moves local followers to a remote profile that declared this account its alias", async () => {
    const refused = await call(app, "POST", "/api/v1/settings/move_followers", {
      token: ALICE,
      body: { target_acct: "carol@remote.example" },
    });
    expect(obj(refused.body).error_description).toBe("target is not an alias");
    const before = obj(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).body,
    );
    const localFollowers = app.store.follows.filter(
      (item) =>
        item.targetId === before.id && app.store.accounts.get(item.followerId)?.domain === null,
    ).length;
    expect(localFollowers).toBeGreaterThan(0);
    // Erin lists alice among her aliases.
    const moved = await call(app, "POST", "/api/v1/settings/move_followers", {
      token: ALICE,
      body: { target_acct: "erin@mastodon.example" },
    });
    expect(moved.status).toBe(200);
    // The answer is the account as read before the move; the move shows after.
    expect(obj(moved.body).followers_count).toBe(before.followers_count);
    const after = obj(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).body,
    );
    expect(after.followers_count).toBe(Number(before.followers_count) - localFollowers);
  });

  it("forgets added aliases on reset and in a new demo", async () => {
    await call(app, "POST", "/api/v1/settings/aliases", {
      token: ALICE,
      body: { acct: "carol@remote.example" },
    });
    const declared = async (demo: DemoApp) => {
      const me = obj(
        (await call(demo, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).body,
      );
      const all = obj(
        (await call(demo, "GET", `/api/v1/accounts/${String(me.id)}/aliases/all`)).body,
      );
      return list(all.declared_all).map((item) => item.id);
    };
    expect(await declared(app)).toHaveLength(2);
    expect(await declared(createDemoApp({ server: "3.10" }))).toEqual([
      "https://social.example/users/alice_old",
    ]);
    app.reset();
    expect(await declared(app)).toEqual(["https://social.example/users/alice_old"]);
  });

  it("exports CSV and deletes the account", async () => {
    const exported = await call(app, "GET", "/api/v1/settings/export_follows", { token: ALICE });
    expect(exported.headers.get("content-type")).toBe("text/csv");
    expect(String(exported.body)).toContain("carol@remote.example\n");
    expect(
      (await call(app, "POST", "/api/v1/settings/delete_account", { token: ALICE })).status,
    ).toBe(204);
    expect((await call(app, "GET", "/api/v1/accounts/lookup?acct=alice")).status).toBe(404);
  });
});
