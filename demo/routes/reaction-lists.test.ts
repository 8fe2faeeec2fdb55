import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

const ALICE = "demo-token-alice";
const BOB = "demo-token-bob";

const NO_HEADER = JSON.stringify({
  error: "auth header is not present",
  error_description: "auth header is not present",
});

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "5.9" });
});

const fixture = (name: string): string => {
  const id = app.store.fixtures[name];
  if (!id) throw new Error(`no fixture ${name}`);
  return id;
};

/** The path and query of a Link header's next page. */
function nextOf(headers: Headers): string | null {
  const link = headers.get("Link");
  if (!link) return null;
  const url = new URL(/^<([^>]+)>/.exec(link)?.[1] ?? "");
  return url.pathname + url.search;
}

/** Every page of a list, following its Link headers. */
async function allPages(path: string, token: string): Promise<Record<string, unknown>[][]> {
  const pages: Record<string, unknown>[][] = [];
  let next: string | null = path;
  while (next) {
    const answer = await call(app, "GET", next, { token });
    expect(answer.status).toBe(200);
    pages.push(list(answer.body));
    next = nextOf(answer.headers);
  }
  return pages;
}

const ids = (items: Record<string, unknown>[]) => items.map((item) => String(item.id));

describe("GET /api/v1/favourites", () => {
  it("pages the posts alice liked by the Link header, newest like first", async () => {
    const pages = await allPages("/api/v1/favourites", ALICE);
    expect(pages.map((page) => page.length)).toEqual([20, 6]);
    const posts = pages.flat();
    expect(posts.every((post) => post.favourited === true)).toBe(true);
    expect(new Set(ids(posts)).size).toBe(posts.length);
    // max_id names a like, not a post: the next page's link keeps the query.
    const first = await call(app, "GET", "/api/v1/favourites?limit=5", { token: ALICE });
    expect(nextOf(first.headers)).toMatch(/^\/api\/v1\/favourites\?limit=5&max_id=[0-9a-f-]{36}$/);
  });

  it("adds the posts alice reacted to with all_reactions, once per reaction", async () => {
    const likes = (await allPages("/api/v1/favourites", ALICE)).flat();
    const all = (await allPages("/api/v1/favourites?all_reactions=true", ALICE)).flat();
    expect(ids(likes)).not.toContain(fixture("reactedOnlyPost"));
    expect(ids(all)).toContain(fixture("reactedOnlyPost"));
    expect(all.length).toBeGreaterThan(likes.length);
    // A post she liked and reacted to comes once for each.
    const twice = ids(all).filter((id, index, every) => every.indexOf(id) !== index);
    expect(twice.length).toBeGreaterThan(0);
  });

  it("lists a new like first and forgets it when taken back", async () => {
    const post = fixture("latestPost");
    await call(app, "POST", `/api/v1/statuses/${post}/favourite`, { token: BOB });
    const first = list((await call(app, "GET", "/api/v1/favourites", { token: BOB })).body);
    expect(first[0]?.id).toBe(post);
    await call(app, "POST", `/api/v1/statuses/${post}/unfavourite`, { token: BOB });
    const after = list((await call(app, "GET", "/api/v1/favourites", { token: BOB })).body);
    expect(ids(after)).not.toContain(post);
  });

  it("needs a token, a boolean all_reactions, and is 404 on 3.10", async () => {
    const visitor = await call(app, "GET", "/api/v1/favourites");
    expect(visitor.status).toBe(401);
    expect(visitor.body).toBe(NO_HEADER);
    const bad = await call(app, "GET", "/api/v1/favourites?all_reactions=1", { token: ALICE });
    expect(bad.status).toBe(400);
    expect(obj(bad.body).error_description).toBe(
      "Query deserialize error: provided string was not `true` or `false`",
    );
    const old = createDemoApp({ server: "3.10" });
    expect((await call(old, "GET", "/api/v1/favourites", { token: ALICE })).status).toBe(404);
  });
});

describe("GET /api/v1/statuses/:id/favourited_by", () => {
  it("pages everyone who liked alice's popular post for her, the author", async () => {
    const post = fixture("popularPost");
    const status = obj((await call(app, "GET", `/api/v1/statuses/${post}`, { token: ALICE })).body);
    const pages = await allPages(`/api/v1/statuses/${post}/favourited_by?limit=20`, ALICE);
    expect(pages[0]).toHaveLength(20);
    expect(pages.length).toBeGreaterThan(1);
    const likers = pages.flat();
    expect(likers).toHaveLength(Number(status.favourites_count));
    expect(new Set(ids(likers)).size).toBe(likers.length);
  });

  it("shows another reader only the remote likers and their own like", async () => {
    const post = fixture("popularPost");
    const asBob = (await allPages(`/api/v1/statuses/${post}/favourited_by`, BOB)).flat();
    const accts = asBob.map((account) => String(account.acct));
    // A local like is addressed to the author: bob sees his own, not admin's.
    expect(accts).toContain("bob");
    expect(accts).not.toContain("admin");
    expect(accts).toContain("carol@remote.example");
    const local = (acct: string) => !acct.includes("@") && !acct.includes("://");
    expect(accts.filter(local)).toEqual(["bob"]);
  });

  it("keeps the likes among a page of reactions: fewer than the limit, and no next page", async () => {
    const post = fixture("latestPost");
    // Newest first: oliver's like, erin's like, carol's reaction, bob's like…
    const answer = await call(app, "GET", `/api/v1/statuses/${post}/favourited_by?limit=3`, {
      token: ALICE,
    });
    const likers = list(answer.body);
    expect(likers.length).toBeLessThan(3);
    expect(answer.headers.get("Link")).toBeNull();
  });

  it("answers a visitor an empty list, and an unknown post 404", async () => {
    const post = fixture("popularPost");
    const visitor = await call(app, "GET", `/api/v1/statuses/${post}/favourited_by`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual([]);
    const missing = await call(
      app,
      "GET",
      "/api/v1/statuses/00000000-0000-7000-8000-000000000000/favourited_by",
      { token: ALICE },
    );
    expect(missing.status).toBe(404);
    expect(obj(missing.body).error_description).toBe("post not found");
    const old = createDemoApp({ server: "3.10" });
    const path = `/api/v1/statuses/${post}/favourited_by`;
    expect((await call(old, "GET", path, { token: ALICE })).status).toBe(404);
  });
});

describe("GET /api/v1/statuses/:id/reblogged_by", () => {
  it("lists who reposted, newest first, paged by the repost's id", async () => {
    const post = fixture("latestPost");
    await call(app, "POST", `/api/v1/statuses/${post}/reblog`, { token: BOB });
    const first = await call(app, "GET", `/api/v1/statuses/${post}/reblogged_by?limit=1`, {
      token: ALICE,
    });
    expect(list(first.body).map((account) => account.acct)).toEqual(["bob"]);
    const next = nextOf(first.headers);
    expect(next).not.toBeNull();
    const second = await call(app, "GET", next ?? "", { token: ALICE });
    expect(list(second.body).map((account) => account.acct)).toEqual(["dave@social.example"]);
  });

  it("answers a visitor an empty list", async () => {
    const post = fixture("latestPost");
    const visitor = await call(app, "GET", `/api/v1/statuses/${post}/reblogged_by`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual([]);
  });
});

describe("GET /api/v1/pleroma/statuses/:id/reactions", () => {
  it("groups the people per emoji, newest first, with custom emoji by name and url", async () => {
    const post = fixture("latestPost");
    const answer = await call(app, "GET", `/api/v1/pleroma/statuses/${post}/reactions`, {
      token: BOB,
    });
    expect(answer.status).toBe(200);
    const entries = list(answer.body);
    expect(entries.map(({ name, url, count, me }) => ({ name, url, count, me }))).toEqual([
      { name: "blobcat", url: "http://demo.test/media/emoji-blobcat.png", count: 1, me: false },
      { name: "❤️", url: null, count: 1, me: false },
    ]);
    expect(list(entries[0]?.accounts).map((account) => account.acct)).toEqual([
      "carol@remote.example",
    ]);
  });

  it("says which one is the viewer's, and leaves likes out", async () => {
    const post = fixture("latestPost");
    await call(
      app,
      "PUT",
      `/api/v1/pleroma/statuses/${post}/reactions/${encodeURIComponent("❤️")}`,
      {
        token: BOB,
      },
    );
    await call(app, "POST", `/api/v1/statuses/${post}/favourite`, { token: BOB });
    const entries = list(
      (await call(app, "GET", `/api/v1/pleroma/statuses/${post}/reactions`, { token: BOB })).body,
    );
    expect(entries.map(({ name, count, me }) => ({ name, count, me }))).toEqual([
      { name: "❤️", count: 2, me: true },
      { name: "blobcat", count: 1, me: false },
    ]);
  });

  it("needs a token, and is 404 on 3.10", async () => {
    const post = fixture("latestPost");
    const visitor = await call(app, "GET", `/api/v1/pleroma/statuses/${post}/reactions`);
    expect(visitor.status).toBe(401);
    expect(visitor.body).toBe(NO_HEADER);
    const old = createDemoApp({ server: "3.10" });
    const path = `/api/v1/pleroma/statuses/${post}/reactions`;
    expect((await call(old, "GET", path, { token: ALICE })).status).toBe(404);
  });
});
