import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { parseServerVersion } from "../store/versions.ts";
import { call, list, obj } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "3.10" });
});

describe("test controls", () => {
  it("resets to the seed, with the same ids", async () => {
    const before = obj((await call(app, "GET", "/__demo/state")).body);
    await call(app, "POST", "/api/v1/statuses", {
      token: "demo-token-alice",
      body: { status: "temporary" },
    });
    await call(app, "POST", "/oauth/revoke", {
      token: "demo-token-alice",
      body: { token: "demo-token-alice" },
    });
    expect((await call(app, "POST", "/__demo/reset")).status).toBe(200);
    const after = obj((await call(app, "GET", "/__demo/state")).body);
    expect(after.statuses).toBe(before.statuses);
    expect(after.fixtures).toEqual(before.fixtures);
    expect(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: "demo-token-alice" }))
        .status,
    ).toBe(200);
  });

  it("deep-merges instance settings and rejects wrong types", async () => {
    await call(app, "PATCH", "/__demo/instance", {
      body: {
        registrations: false,
        allow_unauthenticated: { timeline_local: false },
        version: "4.0.0 (compatible; Mitra 5.9.1)",
      },
    });
    const instance = obj((await call(app, "GET", "/api/v1/instance")).body);
    expect(instance).toMatchObject({
      registrations: false,
      version: "4.0.0 (compatible; Mitra 5.9.1)",
    });
    expect(instance.allow_unauthenticated).toEqual({ timeline_local: false });
    expect(obj(obj(instance.configuration).statuses).max_characters).toBe(5000);
    expect((await call(app, "GET", "/api/v1/timelines/public?local=true")).status).toBe(401);
    expect(
      (await call(app, "PATCH", "/__demo/instance", { body: { registrations: "no" } })).status,
    ).toBe(400);
  });

  it("restricts the federated timeline to admins when asked", async () => {
    await call(app, "PATCH", "/__demo/instance", { body: { federated_timeline_restricted: true } });
    expect(
      (await call(app, "GET", "/api/v1/timelines/public", { token: "demo-token-alice" })).status,
    ).toBe(403);
    expect(
      (await call(app, "GET", "/api/v1/timelines/public", { token: "demo-token-admin" })).status,
    ).toBe(200);
  });

  it("injects JSON and plain-text failures for the next matching requests", async () => {
    await call(app, "POST", "/__demo/fail", {
      body: {
        method: "GET",
        path: "/api/v1/instance",
        status: 500,
        error_description: "database error",
        times: 2,
      },
    });
    for (let i = 0; i < 2; i++) {
      const failed = await call(app, "GET", "/api/v1/instance");
      expect(failed.status).toBe(500);
      expect(obj(failed.body).error_description).toBe("database error");
    }
    expect((await call(app, "GET", "/api/v1/instance")).status).toBe(200);

    await call(app, "POST", "/__demo/fail", {
      body: { path: "/api/v1/accounts/lookup", status: 429 },
    });
    const response = await app.handle(
      new Request("http://demo.test/api/v1/accounts/lookup?acct=alice"),
    );
    expect(response.status).toBe(429);
    expect(response.statusText).toBe("Too Many Requests");
    expect(response.headers.get("content-type")).toBe("text/plain");

    await call(app, "POST", "/__demo/fail", {
      body: { path: "/api/v1/instance", status: 502, text: "" },
    });
    const blank = await app.handle(new Request("http://demo.test/api/v1/instance"));
    expect(blank.statusText).toBe("");
  });

  it("delivers a fresh notification", async () => {
    const post = app.store.fixtures.latestPost;
    const created = obj(
      (
        await call(app, "POST", "/__demo/notifications", {
          body: { to: "alice", from: "carol@remote.example", type: "favourite", status_id: post },
        })
      ).body,
    );
    expect(created).toMatchObject({ type: "favourite" });
    const newest = list(
      (await call(app, "GET", "/api/v1/notifications?limit=1", { token: "demo-token-alice" })).body,
    );
    expect(newest[0]?.id).toBe(created.id);
    expect(obj(newest[0]?.status).id).toBe(post);
    const bad = await call(app, "POST", "/__demo/notifications", {
      body: { to: "alice", from: "bob", type: "nope" },
    });
    expect(bad.status).toBe(400);
  });

  it("summarises the state", async () => {
    const state = obj((await call(app, "GET", "/__demo/state")).body);
    expect(Number(state.accounts)).toBeGreaterThanOrEqual(10);
    expect(Number(state.statuses)).toBeGreaterThanOrEqual(220);
    expect(Number(state.active_tokens)).toBe(5);
  });
});

describe("server version", () => {
  it("plays 3.10 unless told otherwise, and keeps the choice across a reset", async () => {
    expect(obj((await call(app, "GET", "/__demo/state")).body).server).toBe("3.10");
    const chosen = createDemoApp({ server: "3.10" });
    await call(chosen, "POST", "/__demo/reset");
    expect(chosen.store.server).toBe("3.10");
  });

  it("reads DEMO_SERVER, refusing a version it cannot play", () => {
    expect(parseServerVersion(undefined)).toBe("5.9");
    expect(parseServerVersion("3.10")).toBe("3.10");
    expect(() => parseServerVersion("2.0")).toThrow("DEMO_SERVER=2.0: the demo plays Mitra 3.10");
  });

  it("adds posts now, on top of the followers' home timelines", async () => {
    const answer = await call(app, "POST", "/__demo/posts", {
      body: { from: "carol@remote.example", count: 2, text: "Hello **home**" },
    });
    expect(answer.status).toBe(200);
    const ids = obj(answer.body).ids as string[];
    expect(ids).toHaveLength(2);
    const home = list(
      (await call(app, "GET", "/api/v1/timelines/home", { token: "demo-token-alice" })).body,
    );
    expect(home.slice(0, 2).map((post) => post.id)).toEqual([...ids].reverse());
    expect(home[0]?.content).toContain("<strong>home</strong>");
    expect(
      (await call(app, "POST", "/__demo/posts", { body: { from: "nobody", count: 1 } })).status,
    ).toBe(404);
    expect(
      (await call(app, "POST", "/__demo/posts", { body: { from: "bob", count: 0 } })).status,
    ).toBe(400);
  });

  it("adds a direct post that opens a conversation for the people it names", async () => {
    const app59 = createDemoApp({ server: "5.9" });
    const answer = await call(app59, "POST", "/__demo/posts", {
      body: { from: "bob", text: "@alice A private word", visibility: "direct" },
    });
    const [id] = obj(answer.body).ids as string[];
    const conversations = list(
      (await call(app59, "GET", "/api/v1/conversations", { token: "demo-token-alice" })).body,
    );
    expect(obj(conversations[0]?.last_status).id).toBe(id);
    const publicTimeline = list(
      (await call(app59, "GET", "/api/v1/timelines/public", { token: "demo-token-reader" })).body,
    );
    expect(publicTimeline.map((post) => post.id)).not.toContain(id);
    expect(
      (
        await call(app59, "POST", "/__demo/posts", {
          body: { from: "bob", visibility: "unlisted" },
        })
      ).status,
    ).toBe(400);
  });

  it("renames a profile", async () => {
    const long = `Someone${"x".repeat(200)}`;
    expect(
      (await call(app, "PATCH", "/__demo/accounts/bob", { body: { display_name: long } })).status,
    ).toBe(200);
    const bob = await call(app, "GET", "/api/v1/accounts/lookup?acct=bob");
    expect(obj(bob.body).display_name).toBe(long);
    expect(
      (await call(app, "PATCH", "/__demo/accounts/nobody", { body: { display_name: "x" } })).status,
    ).toBe(404);
  });
});
