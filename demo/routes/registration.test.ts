import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj, signIn } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp();
});

const register = (body: Record<string, unknown>) => call(app, "POST", "/api/v1/accounts", { body });

describe("registration", () => {
  it("creates a user (201) who can then sign in", async () => {
    const result = await register({
      username: "newbie",
      password: "secret",
      authentication_method: "password",
    });
    expect(result.status).toBe(201);
    const account = obj(result.body);
    expect(account.username).toBe("newbie");
    expect(obj(account.role).name).toBe("user");
    expect(account.authentication_methods).toEqual(["password"]);
    expect(String(account.avatar)).toContain("/api/v1/accounts/identicon?input=");
    expect(await signIn(app, "newbie", "secret")).toBeTruthy();
    const signUps = list(
      (await call(app, "GET", "/api/v1/notifications?limit=1", { token: "demo-token-admin" })).body,
    );
    expect(signUps[0]?.type).toBe("admin.sign_up");
  });

  it("checks the username pattern and uniqueness", async () => {
    const invalid = await register({ username: "Bad Name", password: "x" });
    expect(invalid.status).toBe(400);
    expect(obj(invalid.body).error_description).toBe("invalid username");
    const taken = await register({ username: "alice", password: "x" });
    expect(obj(taken.body).error_description).toBe("user already exists");
    expect((await register({ username: "nopassword" })).status).toBe(400);
  });

  it("requires the (reusable) invite code when registrations are closed", async () => {
    await call(app, "PATCH", "/__demo/instance", { body: { registrations: false } });
    const missing = await register({ username: "u1", password: "x" });
    expect(obj(missing.body).error_description).toBe("invite code is required");
    const wrong = await register({ username: "u1", password: "x", invite_code: "nope" });
    expect(obj(wrong.body).error_description).toBe("invalid invite code");
    expect(
      (await register({ username: "u1", password: "x", invite_code: "DEMO-INVITE-2026" })).status,
    ).toBe(201);
    expect(
      (await register({ username: "u2", password: "x", invite_code: "DEMO-INVITE-2026" })).status,
    ).toBe(201);
  });

  it("refuses Monero sign-up in the demo", async () => {
    const result = await register({
      username: "walletuser",
      authentication_method: "caip122_monero",
      message: "m",
      signature: "s",
    });
    expect(obj(result.body).error_description).toBe("not supported by the demo instance");
  });
});
