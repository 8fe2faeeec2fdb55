/**
 * Account settings: client config, password, aliases, export and import of
 * follows, moving followers, and deleting the account.
 */
import { requireViewer, type Ctx } from "../http/context.ts";
import { json, noContent, notFound, textResponse, validationError } from "../http/responses.ts";
import { reqString } from "../http/params.ts";
import type { AccountRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { serializeCredentialAccount } from "../entities/account.ts";
import { actorId } from "../entities/view.ts";
import { aliasesOf, declaredAliases } from "./accounts.ts";
import { parseAddressList } from "./addresses.ts";
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

/** Both serialized as the server's compact JSON: how big a client config is. */
function jsonSize(value: unknown): number {
  return new TextEncoder().encode(JSON.stringify(value)).length;
}

/** A profile by its exact acct ("name", "name@host"); 404 'profile not found'. */
function profileByAcct(ctx: Ctx, acct: string): AccountRecord {
  const account = ctx.store.accountByExactAcct(acct);
  if (!account) throw notFound("profile");
  return account;
}

/** Whether two profiles share an identity proof (the server's verified aliases). */
function sharesIdentityProof(a: AccountRecord, b: AccountRecord): boolean {
  return a.identityProofs.some((proof) =>
    b.identityProofs.some((other) => other.value.toLowerCase() === proof.value.toLowerCase()),
  );
}

export function settingsRoutes(router: Router): void {
  // The user's unexpired sessions, the one asking marked current.
  router.get("/api/v1/settings/sessions", (ctx) => {
    const viewer = requireViewer(ctx);
    const { store } = ctx;
    const current = ctx.token === null ? undefined : store.tokens.get(ctx.token);
    const sessions = [...store.tokens.values()]
      .filter((record) => record.accountId === viewer.id && !store.tokenExpired(record.createdAt))
      .sort((a, b) => a.sessionId - b.sessionId)
      .map((record) => ({
        id: record.sessionId,
        client_name: record.clientName,
        created_at: new Date(record.createdAt).toISOString(),
        is_current: record.sessionId === current?.sessionId,
      }));
    return json(sessions);
  });

  // Ends one of the user's sessions (the current one too); 204.
  router.delete("/api/v1/settings/sessions/:id", (ctx) => {
    const viewer = requireViewer(ctx);
    const { store } = ctx;
    for (const [token, record] of store.tokens) {
      if (record.accountId === viewer.id && String(record.sessionId) === ctx.params.id) {
        store.tokens.delete(token);
        return noContent();
      }
    }
    throw notFound("oauth token");
  });

  // One client's config per request; its value replaces what that client
  // had stored (the other clients' values stay).
  router.post("/api/v1/settings/client_config", (ctx) => {
    const viewer = requireViewer(ctx);
    const user = viewer.user;
    if (!user) throw validationError("not a local user");
    const entries = Object.entries(ctx.body);
    if (entries.length !== 1) throw validationError("can't update more than one config");
    // The size limit counts what is stored and the update together.
    if (jsonSize(user.clientConfig) + jsonSize(ctx.body) > CLIENT_CONFIG_LIMIT) {
      throw validationError("client config size exceeds limit");
    }
    const [key, value] = entries[0] ?? ["", null];
    user.clientConfig = { ...user.clientConfig, [key]: value };
    return credentials(ctx, viewer);
  });

  router.post("/api/v1/settings/change_password", (ctx) => {
    const viewer = requireViewer(ctx);
    // Any new password is taken, an empty one too (the server checks none).
    const password = reqString(ctx.body, "new_password");
    if (viewer.user) viewer.user.password = password;
    return credentials(ctx, viewer);
  });

  router.post("/api/v1/settings/aliases", (ctx) => {
    const viewer = requireViewer(ctx);
    const target = profileByAcct(ctx, reqString(ctx.body, "acct"));
    if (target.id === viewer.id) throw validationError("alias must differ from current account");
    if (target.domain === null) throw validationError("alias must be on another server");
    const view = viewFor(ctx, viewer);
    const id = actorId(view, target);
    if (viewer.aliases.includes(id)) throw validationError("alias already exists");
    if (viewer.aliases.length >= 10) throw validationError("at most 10 aliases are allowed");
    viewer.aliases.push(id);
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
    const list = parseAddressList(reqString(ctx.body, "follows_csv"), ctx.host);
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
    if (viewer.identityProofs.length === 0) throw validationError("identity proof is required");
    const view = viewFor(ctx, viewer);
    const from = reqString(ctx.body, "from_actor_id");
    if (from.startsWith(ctx.base)) throw validationError("can't move from local actor");
    // An old profile the server knows must be a verified alias (one that
    // shares an identity proof); an unknown one may have been deleted.
    const known = [...ctx.store.accounts.values()].find(
      (account) => account.domain !== null && actorId(view, account) === from,
    );
    if (known && !sharesIdentityProof(viewer, known)) {
      throw validationError("old profile is not an alias");
    }
    const list = parseAddressList(reqString(ctx.body, "followers_csv"), ctx.host);
    const now = ctx.store.now();
    for (const address of list) {
      const follower = ctx.store.accountByAcct(address, ctx.host);
      if (follower && follower.id !== viewer.id) ctx.store.addFollow(follower.id, viewer.id, now);
    }
    return credentials(ctx, viewer);
  });

  router.post("/api/v1/settings/move_followers", (ctx) => {
    const viewer = requireViewer(ctx);
    const view = viewFor(ctx, viewer);
    const target = profileByAcct(ctx, reqString(ctx.body, "target_acct"));
    // The target must have declared this account as its alias.
    if (!declaredAliases(view, target).includes(actorId(view, viewer))) {
      throw validationError("target is not an alias");
    }
    if (target.domain === null) throw validationError("can't move followers to a local actor");
    // The answer is the account as it was read before the move.
    const answer = credentials(ctx, viewer);
    const { store } = ctx;
    const now = store.now();
    // Local followers follow the target now; remote ones get the Move
    // activity and are left to their servers.
    for (const follow of store.follows.filter((item) => item.targetId === viewer.id)) {
      const follower = store.accounts.get(follow.followerId);
      if (!follower || follower.domain !== null || follower.id === target.id) continue;
      store.follows = store.follows.filter((item) => item !== follow);
      store.addFollow(follower.id, target.id, now);
      store.addNotification({
        recipientId: follower.id,
        fromId: target.id,
        type: "move",
        createdAt: now,
      });
    }
    return answer;
  });

  router.post("/api/v1/settings/delete_account", (ctx) => {
    const viewer = requireViewer(ctx);
    ctx.store.forgetAccount(viewer.id);
    return noContent();
  });
}
