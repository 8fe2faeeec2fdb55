import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "3.10" });
});

function nextUrl(headers: Headers): string | null {
  const link = headers.get("link");
  if (!link) return null;
  return /^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null;
}

/** Follows Link headers to the end and returns every item id. */
async function collect(path: string, token?: string): Promise<string[]> {
  const ids: string[] = [];
  let url: string | null = path;
  while (url) {
    const result = await call(app, "GET", url.replace("http://demo.test", ""), { token });
    expect(result.status).toBe(200);
    ids.push(...list(result.body).map((item) => String(item.id)));
    url = nextUrl(result.headers);
  }
  return ids;
}

describe("max_id paging and the Link header", () => {
  it("links the next page only when the page is full, keeping the rest of the query", async () => {
    const first = await call(app, "GET", "/api/v1/timelines/public?local=true&limit=5");
    const items = list(first.body);
    expect(items).toHaveLength(5);
    const last = String(items[4]?.id);
    expect(first.headers.get("link")).toBe(
      `<http://demo.test/api/v1/timelines/public?local=true&limit=5&max_id=${last}>; rel="next"`,
    );
    const all = await collect("/api/v1/timelines/public?local=true&limit=200");
    const paged = await collect("/api/v1/timelines/public?local=true&limit=7");
    expect(paged).toEqual(all);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it("drops the old max_id and keeps bracketed parameters byte for byte", async () => {
    const alice = obj((await call(app, "GET", "/api/v1/accounts/lookup?acct=alice")).body);
    const path = `/api/v1/accounts/${String(alice.id)}/statuses?exclude_replies=false&only_media=true&limit=2`;
    const first = await call(app, "GET", path);
    const next = nextUrl(first.headers) ?? "";
    const second = await call(app, "GET", next.replace("http://demo.test", ""));
    const nextAgain = nextUrl(second.headers) ?? "";
    expect(nextAgain.match(/max_id=/g)).toHaveLength(1);
    expect(nextAgain).toContain("?exclude_replies=false&only_media=true&limit=2&max_id=");
    for (const status of list(second.body))
      expect(list(status.media_attachments).length).toBeGreaterThan(0);
  });

  it("uses the forwarded host as the base, so links work behind a proxy", async () => {
    const result = await call(app, "GET", "/api/v1/timelines/public?local=true&limit=1", {
      headers: { "X-Forwarded-Host": "client.example:5173", "X-Forwarded-Proto": "https" },
    });
    expect(result.headers.get("link")).toMatch(
      /^<https:\/\/client\.example:5173\/api\/v1\/timelines\/public\?local=true&limit=1&max_id=/,
    );
    const instance = obj(
      (
        await call(app, "GET", "/api/v1/instance", {
          headers: { "X-Forwarded-Host": "client.example:5173" },
        })
      ).body,
    );
    expect(instance.uri).toBe("client.example:5173");
  });

  it("pages notifications by 20 with integer ids", async () => {
    const first = await call(app, "GET", "/api/v1/notifications", { token: "demo-token-alice" });
    const items = list(first.body);
    expect(items).toHaveLength(20);
    const lastId = Number(items[19]?.id);
    expect(first.headers.get("link")).toBe(
      `<http://demo.test/api/v1/notifications?max_id=${lastId}>; rel="next"`,
    );
    const all = await collect("/api/v1/notifications", "demo-token-alice");
    expect(all.length).toBeGreaterThanOrEqual(45);
    expect(all.map(Number)).toEqual([...all.map(Number)].sort((a, b) => b - a));
  });

  it("has no Link on a short last page (bookmarks: 20, then the rest)", async () => {
    const first = await call(app, "GET", "/api/v1/bookmarks", { token: "demo-token-alice" });
    expect(list(first.body)).toHaveLength(20);
    const next = nextUrl(first.headers);
    expect(next).not.toBeNull();
    const second = await call(app, "GET", (next ?? "").replace("http://demo.test", ""), {
      token: "demo-token-alice",
    });
    expect(list(second.body).length).toBeGreaterThan(0);
    expect(list(second.body).length).toBeLessThan(20);
    expect(second.headers.get("link")).toBeNull();
  });

  it("takes a limit up to 200, and refuses more or nonsense in the server's words", async () => {
    const big = await call(app, "GET", "/api/v1/timelines/public?limit=200", {
      token: "demo-token-alice",
    });
    // Fewer than 200 posts qualify, so the page is not full: no Link.
    expect(list(big.body).length).toBeGreaterThan(100);
    expect(list(big.body).length).toBeLessThanOrEqual(200);
    expect(big.headers.get("link")).toBeNull();
    const refused = async (query: string) =>
      obj(
        (await call(app, "GET", `/api/v1/timelines/public?${query}`, { token: "demo-token-alice" }))
          .body,
      ).error_description;
    expect(await refused("limit=201")).toBe(
      "Query deserialize error: expected an integer between 0 and 201",
    );
    // 3.10 refuses an empty page too.
    expect(await refused("limit=0")).toBe(
      "Query deserialize error: expected an integer between 0 and 201",
    );
    expect(await refused("limit=abc")).toBe(
      "Query deserialize error: invalid digit found in string",
    );
    expect(await refused("local=yes")).toBe(
      "Query deserialize error: provided string was not `true` or `false`",
    );
  });

  it("pages the directory by offset: 20 local profiles, then the rest", async () => {
    const token = "demo-token-alice";
    const first = list(
      (await call(app, "GET", "/api/v1/directory?offset=0&limit=20", { token })).body,
    );
    const second = list(
      (await call(app, "GET", "/api/v1/directory?offset=20&limit=20", { token })).body,
    );
    expect(first).toHaveLength(20);
    expect(second.length).toBeGreaterThan(0);
    expect([...first, ...second].every((account) => !String(account.acct).includes("@"))).toBe(
      true,
    );
  });
});
