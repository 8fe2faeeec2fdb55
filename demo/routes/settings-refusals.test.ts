import { describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, obj } from "../testing.ts";
import type { ServerVersion } from "../store/versions.ts";

const ALICE = "demo-token-alice";

function id(app: DemoApp, acct: string): string {
  const found = app.store.fixtures[`account:${acct}`];
  if (!found) throw new Error(`no account ${acct}`);
  return found;
}

async function refusal(
  app: DemoApp,
  path: string,
  body: Record<string, unknown>,
  token = ALICE,
): Promise<{ status: number; message: unknown }> {
  const result = await call(app, "POST", path, { token, body });
  return {
    status: result.status,
    message: typeof result.body === "object" ? obj(result.body).error_description : result.body,
  };
}

const addresses = (count: number) =>
  Array.from({ length: count }, (_, index) => `user${String(index)}@far.example`).join("\n");

describe.each<ServerVersion>(["3.10", "5.9"])("settings refusals on %s", (server) => {
  it("import_followers: an identity proof first, then an old profile that may be an alias", async () => {
    const app = createDemoApp({ server });
    const path = "/api/v1/settings/import_followers";
    const csv = "dave@social.example";
    expect(
      await refusal(
        app,
        path,
        { from_actor_id: "https://old.example/users/r", followers_csv: csv },
        "demo-token-reader",
      ),
    ).toEqual({ status: 400, message: "identity proof is required" });
    expect(
      await refusal(app, path, { from_actor_id: "http://demo.test/users/bob", followers_csv: csv }),
    ).toEqual({ status: 400, message: "can't move from local actor" });
    // A profile the server knows must share an identity proof with the user.
    expect(
      await refusal(app, path, {
        from_actor_id: "https://remote.example/users/carol",
        followers_csv: csv,
      }),
    ).toEqual({ status: 400, message: "old profile is not an alias" });
    // One it does not know may have been deleted: taken.
    const unknown = await call(app, "POST", path, {
      token: ALICE,
      body: { from_actor_id: "https://gone.example/users/alice", followers_csv: csv },
    });
    expect(unknown.status).toBe(200);
  });

  it("CSV imports refuse the whole list for one bad line, or for more than 500 addresses", async () => {
    const app = createDemoApp({ server });
    const follows = () => app.store.follows.length;
    const before = follows();
    const path = "/api/v1/settings/import_follows";
    expect(
      await refusal(app, path, { follows_csv: "grace@fedi.example\nnot an address\n" }),
    ).toEqual({ status: 400, message: "invalid webfinger address" });
    expect(await refusal(app, path, { follows_csv: "Grace@Fedi.Example" })).toEqual({
      status: 400,
      message: "invalid webfinger address",
    });
    expect(follows()).toBe(before);
    expect(await refusal(app, path, { follows_csv: addresses(501) })).toEqual({
      status: 400,
      message: "can't process more than 500 items at once",
    });
    // The header, empty lines, a leading @ and repeats are fine; 500 distinct addresses too.
    const fine = await call(app, "POST", path, {
      token: ALICE,
      body: {
        follows_csv: `Account address,Show boosts\n\n@grace@fedi.example,true\n${addresses(499)}\ngrace@fedi.example\n`,
      },
    });
    expect(fine.status).toBe(204);
    expect(
      await refusal(app, "/api/v1/settings/import_followers", {
        from_actor_id: "https://gone.example/users/alice",
        followers_csv: addresses(501),
      }),
    ).toEqual({ status: 400, message: "can't process more than 500 items at once" });
  });

  it("aliases: another server's profile, once, found by its exact acct", async () => {
    const app = createDemoApp({ server });
    const path = "/api/v1/settings/aliases";
    expect(await refusal(app, path, { acct: "alice" })).toEqual({
      status: 400,
      message: "alias must differ from current account",
    });
    expect(await refusal(app, path, { acct: "bob" })).toEqual({
      status: 400,
      message: "alias must be on another server",
    });
    expect(
      (await call(app, "POST", path, { token: ALICE, body: { acct: "carol@remote.example" } }))
        .status,
    ).toBe(200);
    expect(await refusal(app, path, { acct: "carol@remote.example" })).toEqual({
      status: 400,
      message: "alias already exists",
    });
    expect(await refusal(app, path, { acct: "@dave@social.example" })).toEqual({
      status: 404,
      message: "profile not found",
    });
    expect(
      await refusal(app, `${path}/remove`, { actor_id: "https://nowhere.example/users/x" }),
    ).toEqual({ status: 404, message: "alias not found" });
  });

  it("move_followers: the target must list this account, and be remote", async () => {
    const app = createDemoApp({ server });
    const path = "/api/v1/settings/move_followers";
    expect(await refusal(app, path, { target_acct: "carol@remote.example" })).toEqual({
      status: 400,
      message: "target is not an alias",
    });
    // A local profile that lists alice (the API cannot declare one; the store can).
    const bob = app.store.accounts.get(id(app, "bob"));
    bob?.aliases.push("/users/alice");
    expect(await refusal(app, path, { target_acct: "bob" })).toEqual({
      status: 400,
      message: "can't move followers to a local actor",
    });
    expect(await refusal(app, path, { target_acct: "@erin@mastodon.example" })).toEqual({
      status: 404,
      message: "profile not found",
    });
  });

  it("granting subscription time needs a follower or a subscriber", async () => {
    const app = createDemoApp({ server });
    const alice = id(app, "alice");
    const stranger = [...app.store.accounts.values()].find(
      (account) =>
        account.id !== alice &&
        !app.store.follow(account.id, alice) &&
        !app.store.activeSubscription(account.id, alice),
    );
    if (!stranger) throw new Error("everyone follows alice");
    expect(
      await refusal(app, "/api/v1/subscriptions", { subscriber_id: stranger.id, duration: 3600 }),
    ).toEqual({ status: 400, message: "account should be either follower or subscriber" });
    const follower = app.store.follows.find((item) => item.targetId === alice);
    const granted = await call(app, "POST", "/api/v1/subscriptions", {
      token: ALICE,
      body: { subscriber_id: follower?.followerId, duration: 3600 },
    });
    expect(granted.status).toBe(200);
  });
});
