import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp();
});

const ALICE = "demo-token-alice";

describe("client_config", () => {
  it("merges the given client's map and returns the user", async () => {
    await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: { "mitra-web": { theme: "dark" } },
    });
    const result = await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: { "mitra-web": { locale: "de" } },
    });
    expect(result.status).toBe(200);
    expect(obj(result.body).client_config).toEqual({
      "mitra-web": { theme: "dark", locale: "de" },
    });
    await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: { other: { a: 1 } },
    });
    const user = obj(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: ALICE })).body,
    );
    expect(user.client_config).toEqual({
      "mitra-web": { theme: "dark", locale: "de" },
      other: { a: 1 },
    });
  });

  it("takes exactly one client key", async () => {
    const result = await call(app, "POST", "/api/v1/settings/client_config", {
      token: ALICE,
      body: { a: {}, b: {} },
    });
    expect(result.status).toBe(400);
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

  it("moves followers only to a declared alias", async () => {
    const refused = await call(app, "POST", "/api/v1/settings/move_followers", {
      token: ALICE,
      body: { target_acct: "erin@mastodon.example" },
    });
    expect(obj(refused.body).error_description).toBe("target is not an alias");
    const aliases = obj(
      (
        await call(app, "POST", "/api/v1/settings/aliases", {
          token: ALICE,
          body: { acct: "erin@mastodon.example" },
        })
      ).body,
    );
    expect(list(aliases.declared).map((account) => account.acct)).toContain(
      "erin@mastodon.example",
    );
    const moved = await call(app, "POST", "/api/v1/settings/move_followers", {
      token: ALICE,
      body: { target_acct: "erin@mastodon.example" },
    });
    expect(moved.status).toBe(200);
    expect(obj(moved.body).followers_count).toBe(0);
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
    expect(await declared(createDemoApp())).toEqual(["https://social.example/users/alice_old"]);
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
