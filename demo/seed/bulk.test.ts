import { describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, TEST_ORIGIN } from "../testing.ts";

const TOKEN = "demo-token-alice";

/** Follows the home timeline's Link header for `pages` pages; returns the posts. */
async function pageHome(app: DemoApp, pages: number): Promise<Record<string, unknown>[]> {
  const posts: Record<string, unknown>[] = [];
  let path: string | null = "/api/v1/timelines/home";
  for (let i = 0; i < pages; i++) {
    expect(path, `page ${i + 1} has a Link`).not.toBeNull();
    const result = await call(app, "GET", path ?? "", { token: TOKEN });
    expect(result.status).toBe(200);
    const items = list(result.body);
    expect(items).toHaveLength(20);
    posts.push(...items);
    const next = /^<([^>]+)>; rel="next"$/.exec(result.headers.get("link") ?? "")?.[1] ?? null;
    path = next === null ? null : next.replace(TEST_ORIGIN, "");
  }
  return posts;
}

async function homeCount(app: DemoApp): Promise<number> {
  let count = 0;
  let maxId = "";
  for (;;) {
    const query = maxId ? `?limit=200&max_id=${maxId}` : "?limit=200";
    const items = list(
      (await call(app, "GET", `/api/v1/timelines/home${query}`, { token: TOKEN })).body,
    );
    count += items.length;
    if (items.length < 200) return count;
    maxId = String(items[199]?.id);
  }
}

describe("bulk posts (createDemoApp({ bulkPosts }))", () => {
  it("gives alice a home timeline of 50 full pages, newest first, with unique ids", async () => {
    const app = createDemoApp({ server: "3.10", bulkPosts: 1200 });
    const posts = await pageHome(app, 50);
    const ids = posts.map((post) => String(post.id));
    expect(new Set(ids).size).toBe(1000);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it("adds exactly that many varied posts, the same ones every time, and keeps them on reset", async () => {
    const plain = createDemoApp({ server: "3.10" });
    const app = createDemoApp({ server: "3.10", bulkPosts: 1200 });
    const before = await homeCount(plain);
    expect(await homeCount(app)).toBe(before + 1200);
    // The regular seed is untouched: same notifications, same newest page.
    expect(app.store.notifications.length).toBe(plain.store.notifications.length);
    expect((await pageHome(app, 1)).map((post) => post.id)).toEqual(
      (await pageHome(plain, 1)).map((post) => post.id),
    );

    const bulk = (await pageHome(app, 60)).slice(before);
    expect(bulk.some((post) => post.reblog)).toBe(true);
    expect(bulk.some((post) => list(post.media_attachments).length > 0)).toBe(true);
    expect(bulk.some((post) => list(post.mentions).length > 0)).toBe(true);
    expect(bulk.some((post) => list(post.tags).length > 0)).toBe(true);
    expect(new Set(bulk.map((post) => String(post.content).length)).size).toBeGreaterThan(50);

    const again = createDemoApp({ server: "3.10", bulkPosts: 1200 });
    const ids = (await pageHome(app, 60)).map((post) => post.id);
    expect((await pageHome(again, 60)).map((post) => post.id)).toEqual(ids);
    app.reset();
    expect(await homeCount(app)).toBe(before + 1200);
  });
});
