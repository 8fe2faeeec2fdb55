import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, obj } from "../testing.ts";
import type { ServerVersion } from "../store/versions.ts";

beforeEach(() => {
  // The limits count time: it stands still unless a test moves it.
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date("2026-03-01T12:00:00Z"));
});
afterEach(() => {
  vi.useRealTimers();
});

async function post(
  app: DemoApp,
  path: string,
  body: unknown,
  ip = "203.0.113.7",
  token?: string,
): Promise<Response> {
  const headers = new Headers({ "Content-Type": "application/json" });
  if (token) headers.set("Authorization", `Bearer ${token}`);
  return app.handle(
    new Request(`http://demo.test${path}`, { method: "POST", headers, body: JSON.stringify(body) }),
    { ip },
  );
}

const signIn = (app: DemoApp, ip?: string, password = "mitra-demo") =>
  post(app, "/oauth/token", { grant_type: "password", username: "alice", password }, ip);

describe.each<ServerVersion>(["3.10", "5.9"])("rate limits on %s", (server) => {
  it("allows 5 sign-ins per IP, then answers the limiter's plain-text 429", async () => {
    const app = createDemoApp({ server, rateLimits: true });
    // Failed sign-ins count too, and so do wallet ones.
    expect((await signIn(app, undefined, "wrong")).status).toBe(400);
    await post(app, "/oauth/token", { grant_type: "eip4361", message: "m", signature: "s" });
    for (let i = 0; i < 3; i++) expect((await signIn(app)).status).toBe(200);
    const refused = await signIn(app);
    expect(refused.status).toBe(429);
    expect(refused.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await refused.text()).toBe("Too many requests, retry in 120s");
    expect(refused.headers.get("x-ratelimit-after")).toBe("120");
    expect(refused.headers.get("retry-after")).toBe(server === "3.10" ? null : "120");
    // Another address has its own count.
    expect((await signIn(app, "198.51.100.1")).status).toBe(200);
    // One more each 2 minutes.
    vi.setSystemTime(Date.now() + 90_000);
    expect(await (await signIn(app)).text()).toBe("Too many requests, retry in 30s");
    vi.setSystemTime(Date.now() + 30_000);
    expect((await signIn(app)).status).toBe(200);
    expect((await signIn(app)).status).toBe(429);
  });

  it("allows 2 registrations per 5 minutes", async () => {
    const app = createDemoApp({ server, rateLimits: true });
    const register = (username: string) =>
      post(app, "/api/v1/accounts", { username, password: "pw", invite_code: "DEMO-INVITE-2026" });
    expect((await register("newbie_one")).status).toBe(201);
    expect((await register("newbie_two")).status).toBe(201);
    const refused = await register("newbie_three");
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe("Too many requests, retry in 300s");
  });

  it("limits a visitor's resolving account search with a JSON 'retry in'", async () => {
    const app = createDemoApp({ server, rateLimits: true });
    const search = (query: string, token?: string) =>
      call(app, "GET", `/api/v1/accounts/search?q=carol&${query}`, token ? { token } : {});
    // Every search counts, a signed-in one too; only a visitor's resolving one is refused.
    expect((await search("resolve=true", "demo-token-alice")).status).toBe(200);
    expect((await search("resolve=true")).status).toBe(200);
    const refused = await search("resolve=true");
    expect(refused.status).toBe(429);
    // The server prints the whole seconds to wait as milliseconds.
    expect(refused.body).toEqual({
      error: "retry in 30.00ms",
      error_description: "retry in 30.00ms",
    });
    expect((await search("resolve=false")).status).toBe(200);
    expect((await search("resolve=true", "demo-token-alice")).status).toBe(200);
  });

  it("is off by default, and switched by the test control until the next reset", async () => {
    const app = createDemoApp({ server });
    for (let i = 0; i < 8; i++) expect((await signIn(app)).status).toBe(200);
    const on = await call(app, "POST", "/__demo/rate-limits", { body: { enabled: true } });
    expect(on.body).toEqual({ ok: true, enabled: true });
    for (let i = 0; i < 5; i++) expect((await signIn(app)).status).toBe(200);
    expect((await signIn(app)).status).toBe(429);
    app.reset();
    expect(obj((await call(app, "GET", "/__demo/state")).body).rate_limits).toBe(false);
    for (let i = 0; i < 8; i++) expect((await signIn(app)).status).toBe(200);
  });
});

describe("loading a profile's posts", () => {
  it("is rate-limited on 5.9 (6 per 5 minutes), for anyone signed in", async () => {
    const app = createDemoApp({ server: "5.9", rateLimits: true });
    const carol = app.store.fixtures["account:carol@remote.example"] ?? "";
    const load = () =>
      post(app, `/api/v1/accounts/${carol}/load_activities`, {}, undefined, "demo-token-alice");
    for (let i = 0; i < 6; i++) expect((await load()).status).toBe(204);
    const refused = await load();
    expect(refused.status).toBe(429);
    expect(await refused.text()).toBe("Too many requests, retry in 300s");
  });

  it("is not on 3.10, where only admins may", async () => {
    const app = createDemoApp({ server: "3.10", rateLimits: true });
    const carol = app.store.fixtures["account:carol@remote.example"] ?? "";
    for (let i = 0; i < 8; i++) {
      const answer = await app.handle(
        new Request(`http://demo.test/api/v1/accounts/${carol}/load_activities`, {
          method: "POST",
          headers: { Authorization: "Bearer demo-token-admin" },
        }),
      );
      expect(answer.status).toBe(204);
    }
  });
});
