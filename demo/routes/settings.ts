/**
 * Account settings: client config, password, aliases, export and import of
 * follows, moving followers, and deleting the account.
 */
import { requireViewer, type Ctx } from "../http/context.ts";
import { json, noContent, notFound, textResponse, validationError } from "../http/responses.ts";
import { isRecord, optString, reqString } from "../http/params.ts";
import type { AccountRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { actorId, serializeCredentialAccount } from "../entities/serialize.ts";
import { aliasesOf } from "./accounts.ts";
import { viewFor } from "./helpers.ts";

const CLIENT_CONFIG_LIMIT = 20_000;

function credentials(ctx: Ctx, viewer: AccountRecord): Response {
  return json(serializeCredentialAccount(viewFor(ctx, viewer), viewer));
}

/** Full addresses ("user@host") of accounts, one per line, as the server exports them. */
function csv(ctx: Ctx, accounts: AccountRecord[]): Response {
  const lines = accounts.map((account) =>
    account.domain === null ? `${account.username}@${ctx.host}` : ctx.store.acct(account),
  );
  return textResponse(lines.map((line) => `${line}\n`).join(""), "text/csv");
}

/** The addresses in a CSV: first column, blank lines and headers skipped. */
function addresses(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => (line.split(",")[0] ?? "").trim().replace(/^@/, ""))
    .filter((line) => line !== "" && line.includes("@") && !/\s/.test(line));
}

function removeAccount(ctx: Ctx, account: AccountRecord): void {
  const { store } = ctx;
  store.accounts.delete(account.id);
  for (const status of [...store.statuses.values()]) {
    if (status.accountId === account.id) store.forgetStatus(status.id);
  }
  store.follows = store.follows.filter(
    (item) => item.followerId !== account.id && item.targetId !== account.id,
  );
  store.followRequests = store.followRequests.filter(
    (item) => item.fromId !== account.id && item.toId !== account.id,
  );
  store.mutes = store.mutes.filter(
    (item) => item.ownerId !== account.id && item.targetId !== account.id,
  );
  store.notifications = store.notifications.filter(
    (item) => item.recipientId !== account.id && item.fromId !== account.id,
  );
  store.lists = store.lists.filter((list) => list.ownerId !== account.id);
  for (const [token, record] of store.tokens) {
    if (record.accountId === account.id) store.tokens.delete(token);
  }
}

export function settingsRoutes(router: Router): void {
  router.post("/api/v1/settings/client_config", (ctx) => {
    const viewer = requireViewer(ctx);
    const user = viewer.user;
    if (!user) throw validationError("not a local user");
    const entries = Object.entries(ctx.body);
    // One client key per request; its map is merged into what is stored.
    if (entries.length !== 1) throw validationError("client config must contain exactly one key");
    const [key, value] = entries[0] ?? ["", null];
    if (!isRecord(value)) throw validationError("client config must be an object");
    const merged = { ...user.clientConfig, [key]: { ...(user.clientConfig[key] ?? {}), ...value } };
    if (JSON.stringify(merged).length > CLIENT_CONFIG_LIMIT) {
      throw validationError("client config size exceeds limit");
    }
    user.clientConfig = merged;
    return credentials(ctx, viewer);
  });

  router.post("/api/v1/settings/change_password", (ctx) => {
    const viewer = requireViewer(ctx);
    const password = optString(ctx.body, "new_password") ?? "";
    if (password === "") throw validationError("password can't be empty");
    if (viewer.user) viewer.user.password = password;
    return credentials(ctx, viewer);
  });

  router.post("/api/v1/settings/aliases", (ctx) => {
    const viewer = requireViewer(ctx);
    const acct = reqString(ctx.body, "acct", "acct is required");
    const target = ctx.store.accountByAcct(acct, ctx.host);
    if (!target) throw notFound("profile");
    if (target.id === viewer.id) throw validationError("alias is the same as current profile");
    const view = viewFor(ctx, viewer);
    const id = actorId(view, target);
    if (!viewer.aliases.includes(id)) {
      if (viewer.aliases.length >= 10) throw validationError("at most 10 aliases are allowed");
      viewer.aliases.push(id);
    }
    return json(aliasesOf(view, viewer));
  });

  router.post("/api/v1/settings/aliases/remove", (ctx) => {
    const viewer = requireViewer(ctx);
    const id = reqString(ctx.body, "actor_id", "actor_id is required");
    if (!viewer.aliases.includes(id)) throw notFound("alias");
    viewer.aliases = viewer.aliases.filter((item) => item !== id);
    return json(aliasesOf(viewFor(ctx, viewer), viewer));
  });

  router.get("/api/v1/settings/export_followers", (ctx) => {
    const viewer = requireViewer(ctx);
    const ids = ctx.store.follows
      .filter((item) => item.targetId === viewer.id)
      .map((item) => item.followerId);
    return csv(
      ctx,
      ids.flatMap((id) => ctx.store.accounts.get(id) ?? []),
    );
  });

  router.get("/api/v1/settings/export_follows", (ctx) => {
    const viewer = requireViewer(ctx);
    const ids = ctx.store.follows
      .filter((item) => item.followerId === viewer.id)
      .map((item) => item.targetId);
    return csv(
      ctx,
      ids.flatMap((id) => ctx.store.accounts.get(id) ?? []),
    );
  });

  router.post("/api/v1/settings/import_follows", (ctx) => {
    const viewer = requireViewer(ctx);
    const list = addresses(reqString(ctx.body, "follows_csv", "follows_csv is required"));
    if (list.length === 0) throw validationError("no addresses found");
    const now = ctx.store.now();
    // Unknown addresses are skipped, as a server would fail to resolve them.
    for (const address of list) {
      const target = ctx.store.accountByAcct(address, ctx.host);
      if (target && target.id !== viewer.id && !target.locked)
        ctx.store.addFollow(viewer.id, target.id, now);
    }
    return noContent();
  });

  router.post("/api/v1/settings/import_followers", (ctx) => {
    const viewer = requireViewer(ctx);
    const from = reqString(ctx.body, "from_actor_id", "from_actor_id is required");
    const list = addresses(reqString(ctx.body, "followers_csv", "followers_csv is required"));
    if (!viewer.aliases.includes(from)) throw validationError("old profile is not an alias");
    const now = ctx.store.now();
    for (const address of list) {
      const follower = ctx.store.accountByAcct(address, ctx.host);
      if (follower && follower.id !== viewer.id) ctx.store.addFollow(follower.id, viewer.id, now);
    }
    return credentials(ctx, viewer);
  });

  router.post("/api/v1/settings/move_followers", (ctx) => {
    const viewer = requireViewer(ctx);
    const acct = reqString(ctx.body, "target_acct", "target_acct is required").replace(/^@/, "");
    const target = ctx.store.accountByAcct(acct, ctx.host);
    if (!target) throw notFound("profile");
    if (target.id === viewer.id) throw validationError("target is current user");
    // Moving needs the target declared as an alias first.
    if (!viewer.aliases.includes(actorId(viewFor(ctx, viewer), target))) {
      throw validationError("target is not an alias");
    }
    const { store } = ctx;
    const now = store.now();
    for (const follow of store.follows.filter((item) => item.targetId === viewer.id)) {
      store.addFollow(follow.followerId, target.id, now);
      store.addNotification({
        recipientId: follow.followerId,
        fromId: target.id,
        type: "move",
        createdAt: now,
      });
    }
    store.follows = store.follows.filter((item) => item.targetId !== viewer.id);
    return credentials(ctx, viewer);
  });

  router.post("/api/v1/settings/delete_account", (ctx) => {
    const viewer = requireViewer(ctx);
    removeAccount(ctx, viewer);
    return noContent();
  });
}
