import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "3.10" });
});

const ALICE = "demo-token-alice";
const BOB = "demo-token-bob";

function fixture(name: string): string {
  const id = app.store.fixtures[name];
  if (!id) throw new Error(`no fixture ${name}`);
  return id;
}

describe("posting", () => {
  it("honours Idempotency-Key per user", async () => {
    const before = app.store.statuses.size;
    const post = (token: string) =>
      call(app, "POST", "/api/v1/statuses", {
        token,
        body: { status: "Once only", content_type: "text/markdown", visibility: "public" },
        headers: { "Idempotency-Key": "0123456789abcdef0123" },
      });
    const first = obj((await post(ALICE)).body);
    const second = obj((await post(ALICE)).body);
    expect(second.id).toBe(first.id);
    expect(app.store.statuses.size).toBe(before + 1);
    const other = obj((await post("demo-token-admin")).body);
    expect(other.id).not.toBe(first.id);
  });

  it("renders markdown with linked mentions, hashtags and emoji", async () => {
    const result = await call(app, "POST", "/api/v1/statuses", {
      token: ALICE,
      body: {
        status: "Hi @bob and @carol@remote.example #Demo :blobcat:\n>quoted",
        content_type: "text/markdown",
      },
    });
    expect(result.status).toBe(200);
    const status = obj(result.body);
    const content = String(status.content);
    expect(content).toContain(
      '<span class="h-card"><a class="u-url mention" href="http://demo.test/users/bob">@<span>bob</span></a></span>',
    );
    expect(content).toContain(
      '<a class="hashtag" href="http://demo.test/tag/demo" rel="tag">#<span>Demo</span></a>',
    );
    expect(content).toContain("<br>&gt;quoted");
    expect(list(status.mentions).map((mention) => mention.acct)).toEqual([
      "bob",
      "carol@remote.example",
    ]);
    expect(list(status.tags).map((tag) => tag.name)).toEqual(["demo"]);
    expect(list(status.emojis).map((emoji) => emoji.shortcode)).toEqual(["blobcat"]);
    const bobsNotifications = list(
      (await call(app, "GET", "/api/v1/notifications?limit=1", { token: BOB })).body,
    );
    expect(bobsNotifications[0]?.type).toBe("mention");
  });

  it("validates posts and permissions", async () => {
    const empty = await call(app, "POST", "/api/v1/statuses", {
      token: ALICE,
      body: { status: " " },
    });
    expect(empty.status).toBe(400);
    const long = await call(app, "POST", "/api/v1/statuses", {
      token: ALICE,
      body: { status: "x".repeat(5001) },
    });
    expect(obj(long.body).error_description).toBe("post is too long");
    const readOnly = await call(app, "POST", "/api/v1/statuses", {
      token: "demo-token-reader",
      body: { status: "hi" },
    });
    expect(readOnly.status).toBe(403);
    expect(obj(readOnly.body).error_description).toBe("permission error");
    const notMine = await call(app, "DELETE", `/api/v1/statuses/${fixture("longPost")}`, {
      token: ALICE,
    });
    expect(notMine.status).toBe(403);
  });

  it("edits, shows the source, and deletes", async () => {
    const created = obj(
      (await call(app, "POST", "/api/v1/statuses", { token: ALICE, body: { status: "first" } }))
        .body,
    );
    const id = String(created.id);
    const edited = obj(
      (
        await call(app, "PUT", `/api/v1/statuses/${id}`, {
          token: ALICE,
          body: { status: "second" },
        })
      ).body,
    );
    expect(edited.edited_at).not.toBeNull();
    const source = obj(
      (await call(app, "GET", `/api/v1/statuses/${id}/source`, { token: ALICE })).body,
    );
    expect(source).toMatchObject({ id, text: "second", content_type: "text/markdown" });
    expect(source).not.toHaveProperty("title");
    const deleted = obj(
      (await call(app, "DELETE", `/api/v1/statuses/${id}`, { token: ALICE })).body,
    );
    expect(deleted.text).toBe("second");
    expect((await call(app, "GET", `/api/v1/statuses/${id}`)).status).toBe(404);
  });
});

describe("per-user flags", () => {
  it("computes favourited, reblogged, bookmarked and reactions for the requester", async () => {
    const id = fixture("upgradePost");
    await call(app, "POST", `/api/v1/statuses/${id}/unfavourite`, { token: ALICE });
    const liked = obj(
      (await call(app, "POST", `/api/v1/statuses/${id}/favourite`, { token: ALICE })).body,
    );
    expect(liked.favourited).toBe(true);
    const asBob = obj((await call(app, "GET", `/api/v1/statuses/${id}`, { token: BOB })).body);
    expect(asBob.favourited).toBe(false);
    expect(asBob.favourites_count).toBe(liked.favourites_count);

    const repost = obj(
      (await call(app, "POST", `/api/v1/statuses/${id}/reblog`, { token: ALICE })).body,
    );
    expect(obj(repost.reblog).id).toBe(id);
    expect(obj(repost.reblog).reblogged).toBe(true);
    await call(app, "POST", `/api/v1/statuses/${id}/unreblog`, { token: ALICE });

    const marked = obj(
      (await call(app, "POST", `/api/v1/statuses/${id}/bookmark`, { token: ALICE })).body,
    );
    expect(marked.bookmarked).toBe(true);

    const reacted = obj(
      (
        await call(
          app,
          "PUT",
          `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent(":mitra:")}`,
          { token: ALICE },
        )
      ).body,
    );
    const mitra = list(obj(reacted.pleroma).emoji_reactions).find(
      (reaction) => reaction.name === "mitra",
    );
    expect(mitra).toMatchObject({ me: true, url: "http://demo.test/media/emoji-mitra.png" });
    const removed = await call(
      app,
      "DELETE",
      `/api/v1/pleroma/statuses/${id}/reactions/${encodeURIComponent(":mitra:")}`,
      { token: ALICE },
    );
    expect(removed.status).toBe(200);
  });

  it("hides a parent the reader may not see, and says so", async () => {
    const child = fixture("hiddenParentChild");
    const status = obj(
      (await call(app, "GET", `/api/v1/statuses/${child}`, { token: ALICE })).body,
    );
    expect(obj(status.pleroma).parent_visible).toBe(false);
    expect(
      (await call(app, "GET", `/api/v1/statuses/${fixture("hiddenParentRoot")}`, { token: ALICE }))
        .status,
    ).toBe(404);
    const thread = list(
      (await call(app, "GET", `/api/v1/statuses/${child}/thread`, { token: ALICE })).body,
    );
    expect(thread[0]?.id).toBe(child);
    expect(thread.length).toBeGreaterThan(1);
  });

  it("returns a deep thread flat, root first", async () => {
    const leaf = fixture("deepThreadLeaf");
    const thread = list((await call(app, "GET", `/api/v1/statuses/${leaf}/thread`)).body);
    expect(thread[0]?.id).toBe(fixture("deepThreadRoot"));
    expect(thread.at(-1)?.id).toBe(leaf);
    const context = obj((await call(app, "GET", `/api/v1/statuses/${leaf}/context`)).body);
    expect(list(context.ancestors)).toHaveLength(7);
  });
});

describe("a post's source on 5.9", () => {
  it("serves its title (null when none), so an edit keeps it", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const post = async (body: Record<string, string>) =>
      String(obj((await call(demo, "POST", "/api/v1/statuses", { token: ALICE, body })).body).id);
    const source = async (id: string) =>
      obj((await call(demo, "GET", `/api/v1/statuses/${id}/source`, { token: ALICE })).body);
    expect(await source(await post({ status: "Sunday at three", title: "Meetup" }))).toMatchObject({
      text: "Sunday at three",
      title: "Meetup",
    });
    expect(await source(await post({ status: "Untitled" }))).toMatchObject({ title: null });
  });
});
