import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, obj, signIn } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "3.10" });
});

describe("tokens", () => {
  it("issues a bearer token for the password grant", async () => {
    const result = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "password", username: "alice", password: "mitra-demo" },
    });
    expect(result.status).toBe(200);
    expect(result.headers.get("content-type")).toBe("application/json");
    const body = obj(result.body);
    expect(body.token_type).toBe("Bearer");
    expect(typeof body.access_token).toBe("string");
    expect(typeof body.created_at).toBe("number");
  });

  it("refuses a wrong password with 400, an unknown user with 404", async () => {
    const wrong = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "password", username: "alice", password: "nope" },
    });
    expect(wrong.status).toBe(400);
    expect(obj(wrong.body)).toEqual({
      error: "incorrect password",
      error_description: "incorrect password",
    });
    const unknown = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "password", username: "nobody", password: "x" },
    });
    expect(unknown.status).toBe(404);
    expect(obj(unknown.body).error_description).toBe("user not found");
    const other = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "client_credentials" },
    });
    expect(obj(other.body).error_description).toBe("unsupported grant type");
    const noPassword = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "password", username: "alice" },
    });
    expect(obj(noPassword.body).error_description).toBe("password is required");
    const wallet = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "caip122_monero", message: "m", signature: "s" },
    });
    expect(obj(wallet.body).error_description).toBe("not supported by the demo instance");
  });

  it("answers 401 for a bad, a missing and a revoked token", async () => {
    const token = await signIn(app, "alice");
    expect((await call(app, "GET", "/api/v1/accounts/verify_credentials", { token })).status).toBe(
      200,
    );

    const bad = await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: "bogus" });
    expect(bad.status).toBe(401);
    expect(obj(bad.body).error_description).toBe("access token is invalid");
    // An invalid token fails even where a guest would be welcome.
    expect(
      (await call(app, "GET", "/api/v1/timelines/public?local=true", { token: "bogus" })).status,
    ).toBe(401);

    const missing = await call(app, "GET", "/api/v1/accounts/verify_credentials");
    expect(missing.status).toBe(401);

    const revoke = await call(app, "POST", "/oauth/revoke", { token, body: { token } });
    expect(revoke.status).toBe(200);
    expect(revoke.body).toEqual({});
    const after = await call(app, "GET", "/api/v1/accounts/verify_credentials", { token });
    expect(obj(after.body).error_description).toBe("access token is invalid");
  });

  it("does not let one user revoke another's token", async () => {
    const alice = await signIn(app, "alice");
    const bob = await signIn(app, "bob");
    const result = await call(app, "POST", "/oauth/revoke", { token: alice, body: { token: bob } });
    expect(result.status).toBe(403);
    expect(
      (await call(app, "GET", "/api/v1/accounts/verify_credentials", { token: bob })).status,
    ).toBe(200);
  });

  it("accepts the ready-made demo tokens", async () => {
    const result = await call(app, "GET", "/api/v1/accounts/verify_credentials", {
      token: "demo-token-admin",
    });
    expect(obj(obj(result.body).role).permissions).toContain("delete_any_profile");
  });

  it("refuses a body over the 40 MB payload limit as the server's readers do", async () => {
    const huge = "x".repeat(40_000_001);
    const post = (path: string) =>
      app.handle(
        new Request(`http://demo.test${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Authorization: "Bearer demo-token-alice" },
          body: huge,
        }),
      );
    // A JSON-only route: the JSON reader's own 400.
    const json = await post("/api/v1/settings/change_password");
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({
      error: "JSON payload (40000001 bytes) is larger than allowed (limit: 40000000 bytes).",
      error_description:
        "JSON payload (40000001 bytes) is larger than allowed (limit: 40000000 bytes).",
    });
    // A route that takes the body whole before trying JSON or a form: 413.
    const either = await post("/api/v1/statuses");
    expect(either.status).toBe(413);
    expect(either.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await either.text()).toBe("Payload reached size limit.");
  });
});
