import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

const ADMIN = "demo-token-admin";
const ALICE = "demo-token-alice";
const UNKNOWN = "00000000-0000-0000-0000-000000000000";

describe("an admin's moderation as Mitra answers it", () => {
  const app = createDemoApp({ server: "5.9" });
  const fixture = (name: string): string => {
    const id = app.store.fixtures[name];
    if (!id) throw new Error(`no fixture ${name}`);
    return id;
  };
  const postBy = (acct: string): string => {
    const accountId = fixture(`account:${acct}`);
    const post = [...app.store.statuses.values()].find(
      (status) => status.accountId === accountId && status.reblogOfId === null,
    );
    if (!post) throw new Error(`no post by ${acct}`);
    return post.id;
  };

  it("deletes a remote post with its reposts for the admin only (204)", async () => {
    app.reset();
    const id = postBy("carol@remote.example");
    const denied = await call(app, "DELETE", `/api/v1/admin/posts/${id}`, { token: ALICE });
    expect(denied.status).toBe(403);
    expect(obj(denied.body).error_description).toBe("permission error");
    expect(app.store.statuses.has(id)).toBe(true);
    const done = await call(app, "DELETE", `/api/v1/admin/posts/${id}`, { token: ADMIN });
    expect(done.status).toBe(204);
    expect(app.store.statuses.has(id)).toBe(false);
    expect([...app.store.statuses.values()].some((s) => s.reblogOfId === id)).toBe(false);
    const again = await call(app, "DELETE", `/api/v1/admin/posts/${id}`, { token: ADMIN });
    expect(again.status).toBe(404);
    expect(obj(again.body).error_description).toBe("post not found");
  });

  it("tells a local author with a moderation warning on 5.9", async () => {
    app.reset();
    const id = postBy("alice");
    await call(app, "DELETE", `/api/v1/admin/posts/${id}`, { token: ADMIN });
    const notifications = list(
      (await call(app, "GET", "/api/v1/notifications", { token: ALICE })).body,
    );
    expect(notifications[0]).toMatchObject({ type: "moderation_warning" });
  });

  it("deletes a profile from this server, refusing others and unknown ids", async () => {
    app.reset();
    const carol = fixture("account:carol@remote.example");
    const denied = await call(app, "DELETE", `/api/v1/admin/accounts/${carol}`, { token: ALICE });
    expect([denied.status, obj(denied.body).error]).toEqual([403, "permission error"]);
    const done = await call(app, "DELETE", `/api/v1/admin/accounts/${carol}`, { token: ADMIN });
    expect(done.status).toBe(204);
    expect(app.store.accounts.has(carol)).toBe(false);
    expect([...app.store.statuses.values()].some((s) => s.accountId === carol)).toBe(false);
    const unknown = await call(app, "DELETE", `/api/v1/admin/accounts/${UNKNOWN}`, {
      token: ADMIN,
    });
    expect([unknown.status, obj(unknown.body).error]).toEqual([404, "profile not found"]);
  });

  it("lists the local accounts with role, type and last sign-in, for the admin only", async () => {
    app.reset();
    const denied = await call(app, "GET", "/api/v2/admin/accounts", { token: ALICE });
    expect(denied.status).toBe(403);
    const visitor = await call(app, "GET", "/api/v2/admin/accounts");
    expect(visitor.status).toBe(401);
    const accounts = list(
      (await call(app, "GET", "/api/v2/admin/accounts", { token: ADMIN })).body,
    );
    const byAcct = new Map(accounts.map((item) => [obj(item.account).acct, item]));
    expect(byAcct.has("carol@remote.example")).toBe(false);
    expect(byAcct.get("admin")).toMatchObject({
      id: fixture("account:admin"),
      account_type: "user",
      role: { name: "admin", permissions: "1" },
    });
    expect(typeof byAcct.get("admin")?.last_login_at).toBe("string");
    expect(byAcct.get("fediverse-cafe")).toMatchObject({
      account_type: "group",
      role: null,
      last_login_at: null,
    });
    const created = accounts.map((item) => Date.parse(String(obj(item.account).created_at)));
    expect(created).toEqual([...created].sort((a, b) => b - a));
  });

  it("has none of these routes on 3.10, and the deletes without the list on 4.14", async () => {
    const old = createDemoApp({ server: "3.10" });
    const id = [...old.store.statuses.keys()][0] ?? "";
    for (const [method, path] of [
      ["DELETE", `/api/v1/admin/posts/${id}`],
      ["DELETE", `/api/v1/admin/accounts/${UNKNOWN}`],
      ["GET", "/api/v2/admin/accounts"],
    ] as const) {
      const answer = await call(old, method, path, { token: ADMIN });
      expect([path, answer.status, answer.body]).toEqual([path, 404, ""]);
    }
    const middle = createDemoApp({ server: "4.14" });
    expect((await call(middle, "GET", "/api/v2/admin/accounts", { token: ADMIN })).status).toBe(
      404,
    );
    const remove = await call(middle, "DELETE", `/api/v1/admin/accounts/${UNKNOWN}`, {
      token: ADMIN,
    });
    expect(obj(remove.body).error).toBe("profile not found");
  });
});
