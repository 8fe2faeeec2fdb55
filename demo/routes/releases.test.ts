import { describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import type { ServerVersion } from "../store/versions.ts";
import { call, list, obj } from "../testing.ts";

/** What the releases between 3.10 and 5.9 do differently, bugs included. */

const ALICE = "demo-token-alice";
const BOB = "demo-token-bob";
const NEWSBOT = "demo-token-newsbot";

function fixture(app: DemoApp, name: string): string {
  const id = app.store.fixtures[name];
  if (!id) throw new Error(`no fixture ${name}`);
  return id;
}

const refusal = (message: string) => ({ error: message, error_description: message });

async function bobsPost(app: DemoApp): Promise<string> {
  const made = await call(app, "POST", "/api/v1/statuses", {
    token: BOB,
    body: { status: "A post to repost" },
  });
  return String(obj(made.body).id);
}

describe("the repost call's body", () => {
  it("is not read before 4.3.0, required on 4.3.0 (400 Content type error), optional from 4.3.1", async () => {
    const answers: Record<string, number> = {};
    for (const server of ["4.2", "4.3.0", "4.3.1", "5.9"] as const) {
      const app = createDemoApp({ server });
      const answer = await call(app, "POST", `/api/v1/statuses/${await bobsPost(app)}/reblog`, {
        token: ALICE,
      });
      answers[server] = answer.status;
      if (server === "4.3.0") expect(answer.body).toEqual(refusal("Content type error"));
    }
    expect(answers).toEqual({ "4.2": 200, "4.3.0": 400, "4.3.1": 200, "5.9": 200 });
    const app = createDemoApp({ server: "4.3.0" });
    const withBody = await call(app, "POST", `/api/v1/statuses/${await bobsPost(app)}/reblog`, {
      token: ALICE,
      body: { visibility: "public" },
    });
    expect(withBody.status).toBe(200);
  });
});

describe("the automated-account mark", () => {
  async function saveWithoutBot(server: ServerVersion): Promise<unknown> {
    const app = createDemoApp({ server });
    const saved = await call(app, "PATCH", "/api/v1/accounts/update_credentials", {
      token: NEWSBOT,
      body: { display_name: "News bot" },
    });
    expect(saved.status).toBe(200);
    return obj(saved.body).bot;
  }

  it("is cleared by a save without `bot` on 3.22–4.1, kept from 4.2 (and never read on 3.10)", async () => {
    expect(await saveWithoutBot("3.10")).toBe(true);
    expect(await saveWithoutBot("3.22")).toBe(false);
    expect(await saveWithoutBot("3.23")).toBe(false);
    expect(await saveWithoutBot("4.2")).toBe(true);
  });
});

describe("groups on 5.6", () => {
  it("creates a group from its name only, dropping a description; 5.7 keeps it", async () => {
    for (const [server, kept] of [
      ["5.6", ""],
      ["5.7", "What we do"],
    ] as const) {
      const app = createDemoApp({ server });
      const made = await call(app, "POST", "/api/v1/groups", {
        token: ALICE,
        body: { name: "gardeners", description: "What we do" },
      });
      expect(made.status).toBe(200);
      expect(obj(made.body).note).toBe(kept === "" ? "" : "<p>What we do</p>");
    }
  });

  it("has no group editing (404) until 5.7", async () => {
    const app = createDemoApp({ server: "5.6" });
    const cafe = fixture(app, "account:fediverse-cafe");
    for (const [method, path] of [
      ["PATCH", `/api/v1/groups/${cafe}`],
      ["DELETE", `/api/v1/groups/${cafe}`],
      ["GET", `/api/v1/groups/${cafe}/source`],
    ] as const) {
      const body = method === "PATCH" ? {} : undefined;
      expect((await call(app, method, path, { token: ALICE, body })).status).toBe(404);
    }
  });

  it("stores a post to a remote group and still answers 404 account not found; 5.7 answers the post", async () => {
    for (const server of ["5.6", "5.7"] as const) {
      const app = createDemoApp({ server });
      const before = app.store.statuses.size;
      const answer = await call(app, "POST", "/api/v1/statuses", {
        token: ALICE,
        body: {
          status: "To the film club",
          group_id: fixture(app, "account:film-club@remote.example"),
        },
      });
      expect(app.store.statuses.size).toBeGreaterThan(before);
      if (server === "5.6")
        expect(answer).toMatchObject({ status: 404, body: refusal("account not found") });
      else expect(answer.status).toBe(200);
    }
  });
});

describe("a post's title", () => {
  const cyrillic = "ж".repeat(200);

  it("is counted in UTF-8 bytes on 5.6–5.8 (200 Cyrillic letters are 400 bytes), in characters from 5.9", async () => {
    for (const [server, status] of [
      ["5.6", 400],
      ["5.8", 400],
      ["5.9", 200],
    ] as const) {
      const answer = await call(createDemoApp({ server }), "POST", "/api/v1/statuses", {
        token: ALICE,
        body: { status: "Body", title: cyrillic },
      });
      expect(answer.status).toBe(status);
      if (status === 400) expect(answer.body).toEqual(refusal("title is too long"));
    }
  });

  it("is in the post's source, so an edit can keep it", async () => {
    const app = createDemoApp({ server: "5.9" });
    const made = await call(app, "POST", "/api/v1/statuses", {
      token: ALICE,
      body: { status: "Body", title: "A headline" },
    });
    const source = await call(app, "GET", `/api/v1/statuses/${String(obj(made.body).id)}/source`, {
      token: ALICE,
    });
    expect(obj(source.body).title).toBe("A headline");
    const old = createDemoApp({ server: "3.10" });
    const plain = await call(old, "GET", `/api/v1/statuses/${fixture(old, "latestPost")}/source`, {
      token: ALICE,
    });
    expect(obj(plain.body)).not.toHaveProperty("title");
  });
});

describe("following a conversation", () => {
  it("is told as the top-level conversation_tracking from 4.16 (5.9 adds conversation.tracking)", async () => {
    for (const server of ["4.16.1", "5.8", "5.9"] as const) {
      const app = createDemoApp({ server });
      const id = await bobsPost(app);
      const followed = await call(app, "POST", `/api/v1/statuses/${id}/conversation_tracking`, {
        token: ALICE,
        body: { status: "follow" },
      });
      expect(followed.status).toBe(200);
      const post = obj((await call(app, "GET", `/api/v1/statuses/${id}`, { token: ALICE })).body);
      expect(post.conversation_tracking).toBe("follow");
      const conversation = post.conversation as Record<string, unknown> | undefined;
      if (server === "4.16.1") expect(conversation).toBeUndefined();
      if (server === "5.8") expect(conversation).not.toHaveProperty("tracking");
      if (server === "5.9") expect(conversation?.tracking).toBe("follow");
    }
    const before = createDemoApp({ server: "4.15" });
    const id = await bobsPost(before);
    const post = obj((await call(before, "GET", `/api/v1/statuses/${id}`, { token: ALICE })).body);
    expect(post).not.toHaveProperty("conversation_tracking");
  });
});

describe("who liked a post", () => {
  it("leaves out the viewer's own like on 4.5–4.16 unless they wrote the post", async () => {
    for (const [server, listed] of [
      ["4.5", false],
      ["4.16.1", false],
      ["4.17", true],
    ] as const) {
      const app = createDemoApp({ server });
      const id = await bobsPost(app);
      await call(app, "POST", `/api/v1/statuses/${id}/favourite`, { token: ALICE });
      const alice = app.store.localAccount("alice")?.id;
      const likers = list(
        (await call(app, "GET", `/api/v1/statuses/${id}/favourited_by`, { token: ALICE })).body,
      );
      expect(likers.some((account) => account.id === alice)).toBe(listed);
      const forAuthor = list(
        (await call(app, "GET", `/api/v1/statuses/${id}/favourited_by`, { token: BOB })).body,
      );
      expect(forAuthor.some((account) => account.id === alice)).toBe(true);
    }
  });
});

describe("routes by the release that added them", () => {
  it("answers 404 before the release and the call from it", async () => {
    const cases: [string, string, ServerVersion, ServerVersion][] = [
      ["GET", "/api/v1/favourites", "4.16.1", "4.17"],
      ["GET", "/api/v1/conversations", "4.19", "4.20"],
      ["GET", "/api/v1/follow_requests/outgoing", "4.17", "4.19"],
      ["GET", "/api/v1/settings/sessions", "4.5", "4.14"],
      ["POST", "/api/v1/notifications/clear", "3.10", "3.22"],
      ["GET", "/api/v1/preferences", "4.16.1", "4.17"],
      ["GET", "/api/v1/groups/followed", "4.20", "5.5"],
    ];
    for (const [method, path, before, from] of cases) {
      const missing = await call(createDemoApp({ server: before }), method, path, { token: ALICE });
      const present = await call(createDemoApp({ server: from }), method, path, { token: ALICE });
      expect([path, missing.status, present.status]).toEqual([path, 404, 200]);
    }
  });

  it("hands out the identity claim at identity_proof until 5.0 and at identity_claim from 4.16", async () => {
    const claim =
      "/api/v1/accounts/identity_claim?proof_type=ethereum&signer=0x1234567890abcdef1234567890abcdef12345678";
    const old = claim.replace("identity_claim", "identity_proof");
    expect(
      (await call(createDemoApp({ server: "4.15" }), "GET", claim, { token: ALICE })).status,
    ).toBe(404);
    expect(
      (await call(createDemoApp({ server: "4.20" }), "GET", old, { token: ALICE })).status,
    ).not.toBe(404);
    expect(
      (await call(createDemoApp({ server: "5.3" }), "GET", old, { token: ALICE })).status,
    ).toBe(404);
  });
});
