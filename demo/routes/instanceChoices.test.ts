import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

const alice = "demo-token-alice";

/** The instance's own choices and the wider network, as each release answers them. */
describe("the demo's instance choices, blocklist, peers and one server's timeline", () => {
  it("sends like_emoji and favorite_emojis in the v2 instance from 5.3.0 only", async () => {
    const v2 = async (server: "4.20" | "5.3") =>
      obj((await call(createDemoApp({ server }), "GET", "/api/v2/instance")).body);
    const before = await v2("4.20");
    expect(before).not.toHaveProperty("like_emoji");
    expect(before).not.toHaveProperty("favorite_emojis");
    const now = await v2("5.3");
    expect(now.like_emoji).toBe("thumbs_up");
    expect(now.favorite_emojis).toEqual(["❤️", "😆", "🤔", "😢", "😡", "🎉", "💯", "👀"]);
  });

  it("serves the admin's configured choices, never in the v1 instance", async () => {
    const app = createDemoApp({ server: "5.9" });
    await call(app, "PATCH", "/__demo/instance", {
      body: { like_emoji: "heart", favorite_emojis: ["🦊", "🌻"] },
    });
    const v2 = obj((await call(app, "GET", "/api/v2/instance")).body);
    expect(v2.like_emoji).toBe("heart");
    expect(v2.favorite_emojis).toEqual(["🦊", "🌻"]);
    const v1 = obj((await call(app, "GET", "/api/v1/instance")).body);
    expect(v1).not.toHaveProperty("like_emoji");
    expect(v1).not.toHaveProperty("blocked_domains");
    expect(v1).not.toHaveProperty("filter_blocklist_public");
  });

  it("sends configuration.accounts field limits from 4.20.0 and name and bio lengths from 5.7.0", async () => {
    const accounts = async (server: "4.19" | "4.20" | "5.7") => {
      const body = obj((await call(createDemoApp({ server }), "GET", "/api/v1/instance")).body);
      return obj(body.configuration).accounts;
    };
    expect(await accounts("4.19")).toBeUndefined();
    expect(await accounts("4.20")).toEqual({
      max_profile_fields: 10,
      profile_field_name_limit: 500,
      profile_field_value_limit: 5000,
    });
    expect(obj(await accounts("5.7"))).toMatchObject({
      max_display_name_length: 200,
      max_note_length: 10000,
    });
  });

  it("refuses a bio over the limit on save, in the server's words", async () => {
    const app = createDemoApp({ server: "5.9" });
    const saved = await call(app, "PATCH", "/api/v1/accounts/update_credentials", {
      token: alice,
      body: { note: "x".repeat(10001) },
    });
    expect(saved.status).toBe(400);
    expect(obj(saved.body).error).toBe("bio is too long");
  });

  it("counts a bio in characters (code points), as the server does", async () => {
    const app = createDemoApp({ server: "5.9" });
    const saved = await call(app, "PATCH", "/api/v1/accounts/update_credentials", {
      token: alice,
      body: { note: "🦊".repeat(10000) },
    });
    expect(saved.status).toBe(200);
  });

  it("has no domain_blocks before 4.12.0", async () => {
    const app = createDemoApp({ server: "4.5" });
    const blocks = await call(app, "GET", "/api/v1/instance/domain_blocks", { token: alice });
    expect(blocks.status).toBe(404);
  });

  it("lists blocked servers to a signed-in user, and to a visitor only when the list is public", async () => {
    const app = createDemoApp({ server: "5.9" });
    const signedIn = await call(app, "GET", "/api/v1/instance/domain_blocks", { token: alice });
    expect(signedIn.status).toBe(200);
    expect(list(signedIn.body).map((block) => block.domain)).toEqual([
      "spam.example",
      "harassment.example",
    ]);
    expect(list(signedIn.body)[0]).toMatchObject({ severity: "suspend", comment: null });
    expect(list(signedIn.body)[0]?.digest).toMatch(/^[0-9a-f]{64}$/);

    const visitor = await call(app, "GET", "/api/v1/instance/domain_blocks");
    expect(visitor.status).toBe(401);
    expect(obj(visitor.body).error).toBe("authentication required");

    await call(app, "PATCH", "/__demo/instance", { body: { filter_blocklist_public: true } });
    const publicList = await call(app, "GET", "/api/v1/instance/domain_blocks");
    expect(publicList.status).toBe(200);
    expect(list(publicList.body)).toHaveLength(2);
  });

  it("lists the servers it has met as peers, on every version", async () => {
    for (const server of ["3.10", "5.9"] as const) {
      const peers = await call(createDemoApp({ server }), "GET", "/api/v1/instance/peers");
      expect(peers.body).toEqual(expect.arrayContaining(["remote.example", "social.example"]));
    }
  });

  it("filters the public timeline by instance= from 5.4.0 and ignores it before", async () => {
    const hosts = async (server: "5.3" | "5.4") => {
      const app = createDemoApp({ server });
      const page = await call(app, "GET", "/api/v1/timelines/public?instance=social.example", {
        token: alice,
      });
      expect(page.status).toBe(200);
      return new Set(list(page.body).map((post) => String(obj(post.account).acct).split("@")[1]));
    };
    expect([...(await hosts("5.4"))]).toEqual(["social.example"]);
    expect((await hosts("5.3")).size).toBeGreaterThan(1);
  });

  it("keeps a server's timeline from visitors, and from non-admins when the federated timeline is restricted", async () => {
    const app = createDemoApp({ server: "5.9" });
    const path = "/api/v1/timelines/public?instance=social.example";
    const visitor = await call(app, "GET", path);
    expect(visitor.status).toBe(401);
    await call(app, "PATCH", "/__demo/instance", { body: { federated_timeline_restricted: true } });
    expect((await call(app, "GET", path, { token: alice })).status).toBe(403);
    expect((await call(app, "GET", path, { token: "demo-token-admin" })).status).toBe(200);
  });
});
