import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

const ALICE = "demo-token-alice";
const BOB = "demo-token-bob";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "5.9" });
});

function fixture(name: string): string {
  const id = app.store.fixtures[name];
  if (!id) throw new Error(`no fixture ${name}`);
  return id;
}

const refusal = (message: string) => ({ error: message, error_description: message });
const publish = (body: Record<string, unknown>, token = ALICE) =>
  call(app, "POST", "/api/v1/statuses", { token, body });
const status = async (id: string, token?: string) =>
  obj((await call(app, "GET", `/api/v1/statuses/${id}`, { token })).body);
const groupTimeline = (id: string, query = "", token = ALICE) =>
  call(app, "GET", `/api/v1/timelines/group/${id}${query}`, { token });

describe("GET /api/v1/timelines/group/:id", () => {
  it("needs a token", async () => {
    const answer = await groupTimeline(fixture("account:fediverse-cafe"), "", "");
    expect(answer.status).toBe(401);
  });

  it("pages the group's top-level posts, newest first, 20 at a time with a Link header", async () => {
    const cafe = fixture("account:fediverse-cafe");
    const first = await groupTimeline(cafe, "", BOB);
    const posts = list(first.body);
    expect(posts).toHaveLength(20);
    expect(posts[0]?.id).toBe(fixture("groupTitledPost"));
    const ids = posts.map((post) => String(post.id));
    expect([...ids].sort().reverse()).toEqual(ids);
    for (const post of posts) {
      expect(obj(post.group).id).toBe(cafe);
      expect(post.in_reply_to_id).toBeNull();
      expect(post.reblog).toBeUndefined();
    }
    const link = first.headers.get("link") ?? "";
    expect(link).toBe(
      `<http://demo.test/api/v1/timelines/group/${cafe}?max_id=${ids[19] ?? ""}>; rel="next"`,
    );
    const pages = [...ids];
    let next: string | undefined = ids[19];
    while (next) {
      const page = list((await groupTimeline(cafe, `?max_id=${next}`, BOB)).body);
      pages.push(...page.map((post) => String(post.id)));
      next = page.length === 20 ? String(page[19]?.id) : undefined;
    }
    expect(pages).toHaveLength(44);
  });

  it("leaves out the posts of people the viewer muted", async () => {
    const cafe = fixture("account:fediverse-cafe");
    const heidi = fixture("account:heidi@pleroma.example");
    const everything = async (token: string) =>
      list((await groupTimeline(cafe, "?limit=200", token)).body);
    expect((await everything(BOB)).filter((post) => obj(post.account).id === heidi)).toHaveLength(
      2,
    );
    expect((await everything(ALICE)).filter((post) => obj(post.account).id === heidi)).toEqual([]);
  });

  it("is empty for an id that is not a group's", async () => {
    const bob = await groupTimeline(fixture("account:bob"));
    expect(bob).toMatchObject({ status: 200, body: [] });
  });
});

describe("posting to a group", () => {
  it("refuses group_id on a reply, and an id that is not a group's", async () => {
    const garden = fixture("account:alice-garden");
    const reply = await publish({
      status: "Me too",
      in_reply_to_id: fixture("groupThread"),
      group_id: garden,
    });
    expect(reply).toMatchObject({
      status: 400,
      body: refusal("group_id can't be specified for a reply"),
    });
    for (const id of [fixture("account:bob"), "01900000-0000-7000-8000-000000000000"]) {
      const answer = await publish({ status: "Hello", group_id: id });
      expect(answer).toMatchObject({ status: 400, body: refusal("invalid group ID") });
    }
  });

  it("addresses the post to the group, which announces it to its members", async () => {
    const cafe = fixture("account:fediverse-cafe");
    const made = await publish({ status: "Hello, café!", group_id: cafe });
    expect(made.status).toBe(200);
    const post = obj(made.body);
    expect(obj(post.group)).toMatchObject({ id: cafe, is_group: true });
    const top = list((await groupTimeline(cafe, "", BOB)).body)[0];
    expect(top?.id).toBe(post.id);
    // bob is a member: the group's announce reaches his home.
    const home = list((await call(app, "GET", "/api/v1/timelines/home", { token: BOB })).body);
    const announce = home.find((item) => obj(item.reblog ?? {}).id === post.id);
    expect(obj(announce?.account).id).toBe(cafe);
    // A reply stays in the group.
    const reply = await publish({ status: "Welcome!", in_reply_to_id: post.id }, BOB);
    expect(obj(obj(reply.body).group).id).toBe(cafe);
    expect(obj(obj(reply.body).conversation).root_id).toBe(post.id);
  });

  it("takes a title: the field, and an escaped heading at the start of the content", async () => {
    const made = obj((await publish({ status: "Body text", title: "Fish & <chips>" })).body);
    expect(made.title).toBe("Fish & <chips>");
    expect(made.content).toBe("<h1>Fish &amp; &lt;chips&gt;</h1><p>Body text</p>");
    const plain = obj((await publish({ status: "No title" })).body);
    expect(plain.title).toBeNull();
    expect(plain.content).toBe("<p>No title</p>");
    const long = await publish({ status: "x", title: "t".repeat(301) });
    expect(long).toMatchObject({ status: 400, body: refusal("title is too long") });
  });

  it("sets the title anew on an edit", async () => {
    const made = obj((await publish({ status: "Draft", title: "First" })).body);
    const path = `/api/v1/statuses/${String(made.id)}`;
    const renamed = obj(
      (await call(app, "PUT", path, { token: ALICE, body: { status: "Draft", title: "Second" } }))
        .body,
    );
    expect(renamed.title).toBe("Second");
    const untitled = obj(
      (await call(app, "PUT", path, { token: ALICE, body: { status: "Draft" } })).body,
    );
    expect(untitled.title).toBeNull();
    expect(untitled.content).toBe("<p>Draft</p>");
  });
});

describe("a post's conversation", () => {
  it("names its root, and tells a signed-in viewer whether they moderate its group", async () => {
    const thread = fixture("groupThread");
    const reply = fixture("groupThreadReply");
    const asAlice = obj((await status(reply, ALICE)).conversation);
    expect(asAlice).toMatchObject({ root_id: thread, tracking: "normal", can_moderate: true });
    expect(obj((await status(thread, ALICE)).conversation).id).toBe(asAlice.id);
    expect(asAlice.id).not.toBe(thread);
    expect(obj((await status(reply, BOB)).conversation).can_moderate).toBe(false);
    expect(obj((await status(reply)).conversation)).toMatchObject({
      root_id: thread,
      tracking: null,
      can_moderate: null,
    });
    // Outside any group nobody moderates it.
    const plain = obj((await status(fixture("latestPost"), ALICE)).conversation);
    expect(plain).toMatchObject({ root_id: fixture("latestPost"), can_moderate: false });
  });
});

describe("DELETE /api/v1/statuses/:id/thread", () => {
  const remove = (id: string, token = ALICE) =>
    call(app, "DELETE", `/api/v1/statuses/${id}/thread`, { token });

  it("needs a token", async () => {
    expect((await remove(fixture("groupThread"), "")).status).toBe(401);
  });

  it("answers 404 for a post in no group, and for one the viewer cannot see", async () => {
    expect(await remove(fixture("latestPost"))).toMatchObject({
      status: 404,
      body: refusal("post not found"),
    });
    expect(await remove(fixture("groupAnnounce"))).toMatchObject({
      status: 404,
      body: refusal("post not found"),
    });
    expect((await remove("01900000-0000-7000-8000-000000000000")).status).toBe(404);
  });

  it("is for the group's admins only", async () => {
    expect(await remove(fixture("groupThread"), BOB)).toMatchObject({
      status: 403,
      body: refusal("permission error"),
    });
    // alice is a member of the café, not its admin.
    expect((await remove(fixture("groupTitledPost"))).status).toBe(403);
  });

  it("removes the post and its replies, and warns the local author", async () => {
    const thread = fixture("groupThread");
    const context = await call(app, "GET", `/api/v1/statuses/${thread}/context`, { token: ALICE });
    const replies = list(obj(context.body).descendants);
    expect(replies.length).toBe(4);
    const answer = await remove(thread);
    expect(answer.status).toBe(204);
    for (const id of [thread, ...replies.map((reply) => String(reply.id))]) {
      expect((await call(app, "GET", `/api/v1/statuses/${id}`, { token: ALICE })).status).toBe(404);
    }
    const garden = fixture("account:alice-garden");
    const timeline = list((await groupTimeline(garden)).body);
    expect(timeline.some((post) => post.id === thread)).toBe(false);
    const notes = list((await call(app, "GET", "/api/v1/notifications", { token: BOB })).body);
    const warning = notes[0];
    expect(warning).toMatchObject({ type: "moderation_warning", payment_amount: null });
    expect(obj(warning?.account).acct).toBe("alice");
    expect(obj(warning?.moderation_warning)).toMatchObject({ action: "delete_statuses", text: "" });
  });

  it("removes only a reply's own branch", async () => {
    const reply = fixture("groupThreadReply");
    expect((await remove(reply)).status).toBe(204);
    const thread = obj(
      (await call(app, "GET", `/api/v1/statuses/${fixture("groupThread")}`, { token: ALICE })).body,
    );
    expect(thread.replies_count).toBe(2);
  });
});

describe("3.10 posts", () => {
  it("have no title, group or conversation, ignore title and group_id, and cannot lose a thread", async () => {
    const old = createDemoApp({ server: "3.10" });
    const made = await call(old, "POST", "/api/v1/statuses", {
      token: ALICE,
      body: { status: "Plain", title: "Ignored", group_id: "01900000-0000-7000-8000-000000000000" },
    });
    expect(made.status).toBe(200);
    const post = obj(made.body);
    expect(post.content).toBe("<p>Plain</p>");
    for (const key of ["title", "group", "conversation"]) expect(key in post).toBe(false);
    const home = list((await call(old, "GET", "/api/v1/timelines/home", { token: ALICE })).body);
    for (const item of home) {
      for (const key of ["title", "group", "conversation"]) expect(key in item).toBe(false);
    }
    const removed = await call(old, "DELETE", `/api/v1/statuses/${String(post.id)}/thread`, {
      token: ALICE,
    });
    expect(removed).toMatchObject({ status: 404, body: "" });
  });
});
