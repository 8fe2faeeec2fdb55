/**
 * Profiles: lookup, search, the directory, a profile's posts, followers,
 * following, subscribers, aliases and feeds.
 */
import { canView, isAdmin } from "../store/access.ts";
import { requireViewer, viewerOf, type Ctx } from "../http/context.ts";
import {
  ApiError,
  json,
  noContent,
  notFound,
  permissionError,
  validationError,
} from "../http/responses.ts";
import { compareIds } from "../store/ids.ts";
import { maxIdNumber, maxIdString, pageByKey } from "../http/paging.ts";
import { queryBool, queryInt, queryLimit } from "../http/params.ts";
import type { AccountRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { serializeAccount } from "../entities/account.ts";
import { serializeList } from "../entities/list.ts";
import { actorId, iso, type View } from "../entities/view.ts";
import type { Store } from "../store/store.ts";
import { resolveUnseen } from "../seed/unseen.ts";
import { retryInMessage } from "../http/ratelimit.ts";
import { parseAddress } from "./addresses.ts";
import { accountJson, findAccount, pageResponse, statusPage, viewFor } from "./helpers.ts";
import { features } from "../store/versions.ts";

/** Accounts matching a query by acct, username or display name (local first). */
function searchAccounts(store: Store, host: string, query: string): AccountRecord[] {
  const q = query.trim().replace(/^@/, "").toLowerCase();
  if (q === "") return [];
  const exact = store.accountByAcct(q, host);
  const matches = [...store.accounts.values()].filter((account) => {
    const acct = store.acct(account).toLowerCase();
    return (
      acct.startsWith(q) ||
      account.username.toLowerCase().startsWith(q) ||
      (account.displayName ?? "").toLowerCase().includes(q)
    );
  });
  matches.sort(
    (a, b) =>
      Number(b.id === exact?.id) - Number(a.id === exact?.id) ||
      Number(a.domain !== null) - Number(b.domain !== null) ||
      a.username.localeCompare(b.username),
  );
  return matches;
}

/**
 * The actor ids a profile declared as its aliases. The seed names a local
 * actor by its path ("/users/alice"), as its origin is the request's.
 */
export function declaredAliases(view: View, account: AccountRecord): string[] {
  return account.aliases.map((id) => (id.startsWith("/") ? `${view.base}${id}` : id));
}

export function aliasesOf(view: View, account: AccountRecord): unknown {
  const { store } = view;
  const known = [...store.accounts.values()];
  const declared = declaredAliases(view, account);
  const declaredAll = declared.map((id) => {
    const match = known.find((item) => actorId(view, item) === id);
    return { id, account: match ? serializeAccount(view, match) : null };
  });
  // Verified: accounts that list this one among their aliases too.
  const verified = known.filter(
    (item) =>
      declared.includes(actorId(view, item)) &&
      declaredAliases(view, item).includes(actorId(view, account)),
  );
  return {
    declared: declaredAll.flatMap((item) => (item.account ? [item.account] : [])),
    declared_all: declaredAll,
    verified: verified.map((item) => serializeAccount(view, item)),
  };
}

function accountStatuses(ctx: Ctx): Response {
  const viewer = viewerOf(ctx);
  const account = findAccount(ctx, ctx.params.id);
  const url = ctx.url;
  const excludeReplies = queryBool(url, "exclude_replies", true);
  const excludeReblogs = queryBool(url, "exclude_reblogs", false);
  const pinned = queryBool(url, "pinned", false);
  const onlyMedia = queryBool(url, "only_media", false);
  const statuses = ctx.store.statusesNewestFirst().filter((status) => {
    if (status.accountId !== account.id || !canView(ctx.store, viewer, status)) return false;
    if (pinned && !status.pinned) return false;
    if (excludeReplies && status.inReplyToId !== null) return false;
    if ((excludeReblogs || onlyMedia) && status.reblogOfId !== null) return false;
    if (onlyMedia && status.mediaIds.length === 0) return false;
    return true;
  });
  const page = pageByKey(statuses, (status) => status.id, maxIdString(ctx), queryLimit(ctx, 20));
  return statusPage(ctx, viewer, page);
}

/**
 * The social graph is hidden: followers, following and subscribers of a
 * profile are listed to its owner only; anyone else (admins too) gets `[]`.
 */
function ownGraph(ctx: Ctx): { viewer: AccountRecord; account: AccountRecord } | null {
  const viewer = requireViewer(ctx);
  const account = findAccount(ctx, ctx.params.id);
  return account.id === viewer.id ? { viewer, account } : null;
}

function followList(ctx: Ctx, direction: "followers" | "following"): Response {
  const own = ownGraph(ctx);
  if (!own) return json([]);
  const { viewer, account } = own;
  const follows = ctx.store.follows
    .filter((item) => (direction === "followers" ? item.targetId : item.followerId) === account.id)
    .sort((a, b) => b.id - a.id);
  const page = pageByKey(follows, (item) => item.id, maxIdNumber(ctx), queryLimit(ctx, 40));
  const toJson = accountJson(ctx, viewer);
  return pageResponse(ctx, page, (item) => {
    const other = ctx.store.accounts.get(
      direction === "followers" ? item.followerId : item.targetId,
    );
    if (!other) throw new ApiError(500, "internal error");
    return toJson(other);
  });
}

export function accountRoutes(router: Router): void {
  router.get("/api/v1/accounts/lookup", (ctx) => {
    const given = ctx.url.searchParams.get("acct");
    if (given === null) throw validationError("Query deserialize error: missing field `acct`");
    // The exact acct only ("alice", "carol@remote.example"), or any address,
    // a full local one ("alice@thishost") too.
    let acct = given;
    if (features(ctx.store).lookupReadsAnyAddress) {
      const { username, host } = parseAddress(
        given.includes("@") ? given : `${given}@${ctx.host}`,
        ctx.host,
      );
      acct = host === ctx.host ? username : `${username}@${host}`;
    }
    const account = ctx.store.accountByExactAcct(acct);
    if (!account) throw notFound("profile");
    return json(serializeAccount(viewFor(ctx, null), account));
  });

  router.get("/api/v1/accounts/search", (ctx) => {
    const viewer = viewerOf(ctx);
    // A visitor's resolving search (a WebFinger query) is rate-limited.
    if (!viewer && queryBool(ctx.url, "resolve", false) && ctx.rateLimitWait !== null) {
      throw new ApiError(429, retryInMessage(ctx.rateLimitWait));
    }
    const q = ctx.url.searchParams.get("q") ?? "";
    const limit = queryLimit(ctx, 40);
    const offset = queryInt(ctx.url, "offset", 0);
    // resolve=true fetches a remote person named by full address (seed/unseen.ts).
    if (queryBool(ctx.url, "resolve", false)) resolveUnseen(ctx.store, q);
    const guestLimit = features(ctx.store).guestSearchLimit;
    const allowed = viewer === null && guestLimit !== null ? Math.min(limit, guestLimit) : limit;
    const found = searchAccounts(ctx.store, ctx.host, q).slice(offset, offset + allowed);
    return json(found.map(accountJson(ctx, viewer)));
  });

  router.get("/api/v1/accounts/search_did", (ctx) => {
    const viewer = viewerOf(ctx);
    const did = ctx.url.searchParams.get("did") ?? "";
    if (!did.startsWith("did:")) throw validationError("invalid DID");
    const address = did.split(":").pop()?.toLowerCase() ?? "";
    const found = [...ctx.store.accounts.values()].filter((account) =>
      account.identityProofs.some((proof) => proof.value.toLowerCase() === address),
    );
    return json(found.map(accountJson(ctx, viewer)));
  });

  router.get("/api/v1/directory", (ctx) => {
    const viewer = viewerOf(ctx);
    const local = queryBool(ctx.url, "local", true);
    const offset = queryInt(ctx.url, "offset", 0);
    const limit = queryLimit(ctx, 40);
    // Most recently active first, as newer servers order it.
    const lastActive = new Map<string, string>();
    for (const status of ctx.store.statuses.values()) {
      const current = lastActive.get(status.accountId);
      if (current === undefined || compareIds(status.id, current) > 0)
        lastActive.set(status.accountId, status.id);
    }
    const accounts = [...ctx.store.accounts.values()]
      .filter((account) => !local || account.domain === null)
      .sort(
        (a, b) =>
          compareIds(lastActive.get(b.id) ?? b.id, lastActive.get(a.id) ?? a.id) ||
          a.username.localeCompare(b.username),
      );
    return json(accounts.slice(offset, offset + limit).map(accountJson(ctx, viewer)));
  });

  router.get("/api/v1/accounts/:id", (ctx) => {
    const viewer = viewerOf(ctx);
    return json(serializeAccount(viewFor(ctx, viewer), findAccount(ctx, ctx.params.id)));
  });

  router.get("/api/v1/accounts/:id/statuses", accountStatuses);
  router.get("/api/v1/accounts/:id/followers", (ctx) => followList(ctx, "followers"));
  router.get("/api/v1/accounts/:id/following", (ctx) => followList(ctx, "following"));

  router.get("/api/v1/accounts/:id/subscribers", (ctx) => {
    const own = ownGraph(ctx);
    if (!own) return json([]);
    const { viewer, account } = own;
    const includeExpired = queryBool(ctx.url, "include_expired", false);
    const now = ctx.store.now();
    const subscriptions = ctx.store.subscriptions
      .filter((item) => item.recipientId === account.id && (includeExpired || item.expiresAt > now))
      .sort((a, b) => b.id - a.id);
    const page = pageByKey(subscriptions, (item) => item.id, maxIdNumber(ctx), queryLimit(ctx, 40));
    const toJson = accountJson(ctx, viewer);
    const entity = (item: (typeof subscriptions)[number]) => {
      const sender = ctx.store.accounts.get(item.senderId);
      if (!sender) throw new ApiError(500, "internal error");
      return { id: item.id, sender: toJson(sender), expires_at: iso(item.expiresAt) };
    };
    if (!features(ctx.store).subscribersLinkHeader) return json(page.items.map(entity));
    return pageResponse(ctx, page, entity);
  });

  router.get("/api/v1/accounts/:id/aliases/all", (ctx) => {
    const viewer = viewerOf(ctx);
    return json(aliasesOf(viewFor(ctx, viewer), findAccount(ctx, ctx.params.id)));
  });

  router.get("/api/v1/accounts/:id/lists", (ctx) => {
    const viewer = requireViewer(ctx);
    const account = findAccount(ctx, ctx.params.id);
    const lists = ctx.store.lists.filter(
      (list) => list.ownerId === viewer.id && list.memberIds.includes(account.id),
    );
    return json(lists.map((list) => serializeList(ctx.store, list)));
  });

  router.post("/api/v1/accounts/:id/load_activities", (ctx) => {
    const viewer = requireViewer(ctx);
    if (features(ctx.store).loadActivitiesAdminOnly && !isAdmin(viewer)) throw permissionError();
    const account = findAccount(ctx, ctx.params.id);
    if (account.domain === null) throw notFound("profile");
    // A version that reads no body here (route-rules.ts) gets `{}`: the outbox.
    const collection = ctx.body.collection ?? "outbox";
    if (collection !== "outbox" && collection !== "featured") {
      throw validationError("invalid collection type");
    }
    return noContent();
  });
}
