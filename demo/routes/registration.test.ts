import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, list, obj, signIn } from "../testing.ts";

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "3.10" });
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

  it("checks the username as the server does, then the password, then uniqueness", async () => {
    const messages = async (body: Record<string, unknown>, server: "3.10" | "5.9" = "3.10") => {
      const demo = server === "3.10" ? app : createDemoApp({ server });
      const result = await call(demo, "POST", "/api/v1/accounts", { body });
      return obj(result.body).error_description;
    };
    expect(await messages({ username: "Bad Name", password: "x" })).toBe("invalid username");
    expect(await messages({ username: "", password: "x" })).toBe("username is empty");
    expect(await messages({ username: "Bob-1", password: "x" })).toBe("invalid username");
    expect(await messages({ username: "bob.1", password: "x" }, "5.9")).toBe(
      "only letters, numbers, hyphens, and underscores are allowed in usernames",
    );
    expect(await messages({ username: "a".repeat(31), password: "x" })).toBe(
      "username is too long",
    );
    expect(await messages({ username: "nopassword" })).toBe("password is required");
    expect(await messages({ username: "alice", password: "x" })).toBe("user already exists");
    // Any password, an empty one too.
    expect((await register({ username: "emptypass", password: "" })).status).toBe(201);
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
