import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

let app: DemoApp;
let postId: string;

const ALICE = "demo-token-alice";
const BOB = "demo-token-bob";

beforeEach(async () => {
  app = createDemoApp({ server: "3.10" });
  // A fresh post of bob's, so no seeded reaction gets in the way.
  const created = await call(app, "POST", "/api/v1/statuses", {
    token: BOB,
    body: { status: "React to me", visibility: "public" },
  });
  postId = String(obj(created.body).id);
});

/** PUT or DELETE a reaction, the path segment encoded as the client sends it. */
function react(method: "PUT" | "DELETE", emoji: string, token = ALICE) {
  const segment = encodeURIComponent(emoji).replace(/%3A/gi, ":");
  return call(app, method, `/api/v1/pleroma/statuses/${postId}/reactions/${segment}`, { token });
}

function reactions(body: unknown): Record<string, unknown>[] {
  return list(obj(obj(body).pleroma).emoji_reactions);
}

describe("custom emoji reactions", () => {
  it.each(["blobcat", ":blobcat:"])(
    "adds one named %s, serialized by name with its url",
    async (emoji) => {
      const result = await react("PUT", emoji);
      expect(result.status).toBe(200);
      expect(reactions(result.body)).toEqual([
        {
          name: "blobcat",
          url: "http://demo.test/media/emoji-blobcat.png",
          count: 1,
          me: true,
          account_ids: [app.store.fixtures["account:alice"]],
        },
      ]);
    },
  );

  it("takes both spellings as the same reaction", async () => {
    expect((await react("PUT", "blobcat")).status).toBe(200);
    // The second spelling names the reaction already there.
    const again = await react("PUT", ":blobcat:");
    expect(again.status).toBe(400);
    expect(obj(again.body).error_description).toBe("reaction already exists");
    const post = await call(app, "GET", `/api/v1/statuses/${postId}`, { token: ALICE });
    expect(reactions(post.body)).toMatchObject([{ name: "blobcat", count: 1, me: true }]);
  });

  it.each([
    ["blobcat", ":blobcat:"],
    [":blobcat:", "blobcat"],
  ])("adds as %s and removes as %s", async (added, removed) => {
    await react("PUT", added);
    await react("PUT", "blobcat", BOB);
    const result = await react("DELETE", removed);
    expect(result.status).toBe(200);
    expect(reactions(result.body)).toMatchObject([{ name: "blobcat", count: 1, me: false }]);
    const gone = await react("DELETE", removed);
    expect(gone.status).toBe(404);
    expect(obj(gone.body).error).toBe("reaction not found");
  });

  it("tells the author, with the emoji's image", async () => {
    await react("PUT", "blobcat");
    const notifications = list(
      (await call(app, "GET", "/api/v1/notifications?limit=1", { token: BOB })).body,
    );
    expect(notifications[0]).toMatchObject({
      type: "pleroma:emoji_reaction",
      reaction: {
        content: ":blobcat:",
        emoji: { shortcode: "blobcat", url: "http://demo.test/media/emoji-blobcat.png" },
      },
    });
  });

  it.each(["nosuchemoji", ":nosuchemoji:"])(
    "answers 404 for an unknown emoji %s",
    async (emoji) => {
      const result = await react("PUT", emoji);
      expect(result.status).toBe(404);
      expect(obj(result.body).error).toBe("emoji not found");
      const status = obj(
        (await call(app, "GET", `/api/v1/statuses/${postId}`, { token: ALICE })).body,
      );
      expect(reactions(status)).toEqual([]);
      expect((await react("DELETE", emoji)).status).toBe(404);
    },
  );
});

describe("unicode reactions", () => {
  it("adds and removes an emoji as itself", async () => {
    const added = await react("PUT", "🎉");
    expect(reactions(added.body)).toMatchObject([{ name: "🎉", url: null, count: 1, me: true }]);
    const removed = await react("DELETE", "🎉");
    expect(reactions(removed.body)).toEqual([]);
  });

  it("refuses a single character that is not an emoji", async () => {
    const result = await react("PUT", "a");
    expect(result.status).toBe(400);
    expect(obj(result.body).error).toBe("invalid emoji");
  });
});
