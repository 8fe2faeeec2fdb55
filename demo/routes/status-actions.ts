/**
 * What a reader does to a post: like, repost, bookmark, react; and what an
 * author or admin does: pin, save to IPFS, load a remote conversation.
 */
import { hasPermission, isAdmin } from "../store/access.ts";
import { requireViewer, type Ctx } from "../http/context.ts";
import {
  ApiError,
  json,
  noContent,
  notFound,
  operationError,
  permissionError,
  validationError,
} from "../http/responses.ts";
import { hashString } from "../store/ids.ts";
import { CUSTOM_EMOJIS } from "../media/catalogue.ts";
import {
  repostRecord,
  type AccountRecord,
  type StatusRecord,
  type Visibility,
} from "../store/records.ts";
import { optString } from "../http/params.ts";
import type { Router } from "../http/router.ts";
import { serializeStatus } from "../entities/status.ts";
import { findStatus, statusResponse, viewFor } from "./helpers.ts";

/** The post acted on: a repost stands for its original, as on Mastodon. */
function target(ctx: Ctx, viewer: AccountRecord): StatusRecord {
  const status = findStatus(ctx, viewer, ctx.params.id);
  return status.reblogOfId === null ? status : findStatus(ctx, viewer, status.reblogOfId);
}

/** A made-up but well-formed CIDv1 (raw, sha2-256, base32), stable per post. */
function fakeCid(id: string): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz234567";
  let seed = hashString(id);
  let out = "bafkrei";
  while (out.length < 59) {
    seed = Math.imul(seed ^ (seed >>> 15), 0x2c1b3c6d) >>> 0;
    out += alphabet[seed % 32] ?? "a";
  }
  return out;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * The reaction a path names. A single grapheme must be a unicode emoji (no
 * letters, digits or spaces) and stands for itself; anything longer names a
 * custom emoji, as `name` or `:name:` (the server takes both spellings, to add
 * and to remove), and is stored as `:name:`.
 */
function namedReaction(raw: string): { content: string; shortcode: string | null } {
  if (Array.from(graphemes.segment(raw)).length === 1) {
    if (/[\p{L}\p{N}\s]/u.test(raw)) throw validationError("invalid emoji");
    return { content: raw, shortcode: null };
  }
  const shortcode = /^:(.*):$/.exec(raw)?.[1] ?? raw;
  return { content: `:${shortcode}:`, shortcode };
}

/**
 * A repost's audience [4.3.0]: `visibility` in the body, public when absent
 * (and on versions that read no body); only public and followers-only
 * reposts are taken.
 */
function repostVisibility(ctx: Ctx): Visibility {
  const given = optString(ctx.body, "visibility");
  if (given === null) return "public";
  const read = given === "unlisted" ? "public" : given;
  if (!["public", "private", "subscribers", "direct", "conversation"].includes(read)) {
    throw validationError("invalid visibility parameter");
  }
  if (read !== "public" && read !== "private") throw validationError("invalid repost visibility");
  return read;
}

export function statusActionRoutes(router: Router): void {
  // Favourites and bookmarks are idempotent: again is no error, nor is
  // taking back one that is not there.
  router.post("/api/v1/statuses/:id/favourite", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = target(ctx, viewer);
    ctx.store.addFavourite(status, viewer.id, ctx.store.now());
    return statusResponse(ctx, viewer, status);
  });

  router.post("/api/v1/statuses/:id/unfavourite", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = target(ctx, viewer);
    ctx.store.favourites.get(status.id)?.delete(viewer.id);
    return statusResponse(ctx, viewer, status);
  });

  router.post("/api/v1/statuses/:id/reblog", (ctx) => {
    const viewer = requireViewer(ctx);
    if (!hasPermission(viewer, "create_post")) throw permissionError();
    const status = target(ctx, viewer);
    // Only public posts can be reposted (the contract answers 404 otherwise).
    if (status.visibility !== "public") throw notFound("post");
    const visibility = repostVisibility(ctx);
    const { store } = ctx;
    // One repost per person and post: a second one is refused, as the
    // server's unique constraint refuses it.
    if (store.reblogsOf(status.id).some((item) => item.accountId === viewer.id)) {
      throw validationError("post already exists");
    }
    const now = store.now();
    const repost = repostRecord({
      id: store.newId(),
      accountId: viewer.id,
      createdAt: now,
      reblogOfId: status.id,
      remoteUri: null,
    });
    repost.visibility = visibility;
    store.statuses.set(repost.id, repost);
    store.addNotification({
      recipientId: status.accountId,
      fromId: viewer.id,
      type: "reblog",
      statusId: status.id,
      createdAt: now,
    });
    return statusResponse(ctx, viewer, repost);
  });

  router.post("/api/v1/statuses/:id/unreblog", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = target(ctx, viewer);
    const reposts = ctx.store.reblogsOf(status.id).filter((item) => item.accountId === viewer.id);
    if (reposts.length === 0) throw notFound("post");
    for (const repost of reposts) ctx.store.forgetStatus(repost.id);
    return statusResponse(ctx, viewer, status);
  });

  router.post("/api/v1/statuses/:id/bookmark", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = target(ctx, viewer);
    const { store } = ctx;
    if (
      !store.bookmarks.some((item) => item.accountId === viewer.id && item.statusId === status.id)
    ) {
      store.bookmarks.push({
        id: store.nextSequence("bookmark"),
        accountId: viewer.id,
        statusId: status.id,
        createdAt: store.now(),
      });
    }
    return statusResponse(ctx, viewer, status);
  });

  router.post("/api/v1/statuses/:id/unbookmark", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = target(ctx, viewer);
    ctx.store.bookmarks = ctx.store.bookmarks.filter(
      (item) => !(item.accountId === viewer.id && item.statusId === status.id),
    );
    return statusResponse(ctx, viewer, status);
  });

  // Only one's own public posts can be pinned, or unpinned.
  const setPinned = (ctx: Ctx, pinned: boolean): Response => {
    const viewer = requireViewer(ctx);
    const status = findStatus(ctx, viewer, ctx.params.id);
    if (
      status.accountId !== viewer.id ||
      status.visibility !== "public" ||
      status.reblogOfId !== null
    ) {
      throw operationError(pinned ? "can't pin post" : "can't unpin post");
    }
    status.pinned = pinned;
    return statusResponse(ctx, viewer, status);
  };
  router.post("/api/v1/statuses/:id/pin", (ctx) => setPinned(ctx, true));
  router.post("/api/v1/statuses/:id/unpin", (ctx) => setPinned(ctx, false));

  router.post("/api/v1/statuses/:id/make_permanent", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = findStatus(ctx, viewer, ctx.params.id);
    // In the server's order: saved already, not one's own public post, no IPFS.
    if (status.ipfsCid !== null) throw operationError("post already saved to IPFS");
    if (
      status.accountId !== viewer.id ||
      status.visibility !== "public" ||
      status.reblogOfId !== null
    ) {
      throw permissionError();
    }
    if (!ctx.store.instance.ipfs_gateway_url) throw new ApiError(418, "operation not supported");
    status.ipfsCid = fakeCid(status.id);
    return statusResponse(ctx, viewer, status);
  });

  router.post("/api/v1/statuses/:id/load_conversation", (ctx) => {
    const viewer = requireViewer(ctx);
    if (!isAdmin(viewer)) throw permissionError();
    const status = findStatus(ctx, viewer, ctx.params.id);
    // 5.5.0: `use_context: true` loads the whole conversation, a local one
    // quietly; without it (the legacy mode, and a version that reads no body
    // here: route-rules.ts) only a remote post's replies.
    const useContext = ctx.body.use_context === true;
    if (!useContext && status.remoteUri === null) throw notFound("post");
    return noContent();
  });

  router.put("/api/v1/pleroma/statuses/:id/reactions/:content", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = target(ctx, viewer);
    const { content, shortcode } = namedReaction(ctx.params.content ?? "");
    // Only this instance's own custom emoji can be added.
    if (shortcode !== null && !CUSTOM_EMOJIS.some((emoji) => emoji.shortcode === shortcode)) {
      throw notFound("emoji");
    }
    const { store } = ctx;
    const reactions = store.reactions.get(status.id) ?? [];
    // The same reaction twice is refused (a favourite again is not: see above).
    if (reactions.some((item) => item.accountId === viewer.id && item.content === content)) {
      throw validationError("reaction already exists");
    }
    const now = store.now();
    reactions.push({ id: store.reactionId(now), accountId: viewer.id, content, createdAt: now });
    store.reactions.set(status.id, reactions);
    store.addNotification({
      recipientId: status.accountId,
      fromId: viewer.id,
      type: "pleroma:emoji_reaction",
      statusId: status.id,
      reaction: content,
      createdAt: now,
    });
    return json(serializeStatus(viewFor(ctx, viewer), status));
  });

  router.delete("/api/v1/pleroma/statuses/:id/reactions/:content", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = target(ctx, viewer);
    const { content } = namedReaction(ctx.params.content ?? "");
    const reactions = ctx.store.reactions.get(status.id) ?? [];
    const remaining = reactions.filter(
      (item) => !(item.accountId === viewer.id && item.content === content),
    );
    if (remaining.length === reactions.length) throw notFound("reaction");
    ctx.store.reactions.set(status.id, remaining);
    return statusResponse(ctx, viewer, status);
  });
}
