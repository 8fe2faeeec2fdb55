import { describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

const ALICE = "demo-token-alice";

async function fixtures(app: DemoApp): Promise<Record<string, unknown>> {
  return obj(obj((await call(app, "GET", "/__demo/state")).body).fixtures);
}

describe("GET /api/v1/conversations (5.9)", () => {
  it("lists alice's direct conversations, newest first, with their people and last message", async () => {
    const app = createDemoApp({ server: "5.9" });
    const result = await call(app, "GET", "/api/v1/conversations", { token: ALICE });
    expect(result.status).toBe(200);
    const conversations = list(result.body);
    expect(conversations.length).toBeGreaterThanOrEqual(4);
    const ids = conversations.map((item) => String(item.id));
    expect([...ids].sort().reverse()).toEqual(ids);
    // The server does not track reading: every one is "read".
    expect(conversations.every((item) => item.unread === false)).toBe(true);
    const seeded = await fixtures(app);
    const walk = conversations.find((item) => obj(item.last_status).id === seeded.groupMessageLast);
    // The first post's author and the people it names, alice among them.
    expect(list(walk?.accounts).map((account) => account.acct)).toEqual([
      "dave@social.example",
      "alice",
      "carol@remote.example",
    ]);
    expect(obj(walk?.last_status).visibility).toBe("direct");
  });

  it("pages by the conversation's id with a Link header", async () => {
    const app = createDemoApp({ server: "5.9" });
    const first = await call(app, "GET", "/api/v1/conversations?limit=2", { token: ALICE });
    const page = list(first.body);
    expect(page).toHaveLength(2);
    const link = first.headers.get("Link") ?? "";
    expect(link).toContain(`max_id=${String(page[1]?.id)}`);
    const next = await call(
      app,
      "GET",
      `/api/v1/conversations?limit=2&max_id=${String(page[1]?.id)}`,
      { token: ALICE },
    );
    const older = list(next.body);
    expect(older.length).toBeGreaterThan(0);
    expect(older.every((item) => String(item.id) < String(page[1]?.id))).toBe(true);
  });

  it("is for the people in them only, and needs a token", async () => {
    const app = createDemoApp({ server: "5.9" });
    const seeded = await fixtures(app);
    const reader = list(
      (await call(app, "GET", "/api/v1/conversations", { token: "demo-token-reader" })).body,
    );
    expect(reader.some((item) => obj(item.last_status).id === seeded.groupMessageLast)).toBe(false);
    expect((await call(app, "GET", "/api/v1/conversations")).status).toBe(401);
  });

  it("does not exist on 3.10, where the direct timeline has the messages", async () => {
    const app = createDemoApp({ server: "3.10" });
    expect((await call(app, "GET", "/api/v1/conversations", { token: ALICE })).status).toBe(404);
    const direct = list(
      (await call(app, "GET", "/api/v1/timelines/direct", { token: ALICE })).body,
    );
    expect(direct.length).toBeGreaterThan(0);
    expect(direct.every((status) => status.visibility === "direct")).toBe(true);
  });
});

describe("POST /api/v1/statuses/:id/conversation_tracking (5.9)", () => {
  it("follows the post's conversation and stops; every post of it says so", async () => {
    const app = createDemoApp({ server: "5.9" });
    const seeded = await fixtures(app);
    const last = String(seeded.groupMessageLast);
    const first = String(seeded.groupMessage);
    const followed = await call(app, "POST", `/api/v1/statuses/${last}/conversation_tracking`, {
      token: ALICE,
      body: { status: "follow" },
    });
    expect(followed.status).toBe(200);
    expect(obj(obj(followed.body).conversation).tracking).toBe("follow");
    const root = obj((await call(app, "GET", `/api/v1/statuses/${first}`, { token: ALICE })).body);
    expect(obj(root.conversation).tracking).toBe("follow");
    // Someone outside the conversation does not even see it.
    const stranger = await call(app, "GET", `/api/v1/statuses/${first}`, {
      token: "demo-token-reader",
    });
    expect(stranger.status).toBe(404);

    const stopped = await call(app, "POST", `/api/v1/statuses/${first}/conversation_tracking`, {
      token: ALICE,
      body: { status: "normal" },
    });
    expect(obj(obj(stopped.body).conversation).tracking).toBe("normal");
  });

  it("refuses what the server refuses, with its words", async () => {
    const app = createDemoApp({ server: "5.9" });
    const seeded = await fixtures(app);
    const path = `/api/v1/statuses/${String(seeded.groupMessageLast)}/conversation_tracking`;
    const bad = await call(app, "POST", path, { token: ALICE, body: { status: "mute" } });
    expect(bad.status).toBe(400);
    expect(obj(bad.body).error_description).toBe("invalid tracking status");
    const bare = await call(app, "POST", path, { token: ALICE });
    expect(bare.status).toBe(400);
    expect(obj(bare.body).error_description).toBe("Content type error");
    const missing = await call(app, "POST", path, { token: ALICE, body: {} });
    expect(missing.status).toBe(400);
    expect(String(obj(missing.body).error_description)).toContain("missing field `status`");
    const hidden = await call(app, "POST", path, {
      token: "demo-token-reader",
      body: { status: "follow" },
    });
    expect(hidden.status).toBe(404);
    expect(obj(hidden.body).error_description).toBe("post not found");
    const old = createDemoApp({ server: "3.10" });
    expect(
      (await call(old, "POST", path, { token: ALICE, body: { status: "follow" } })).status,
    ).toBe(404);
  });
});
