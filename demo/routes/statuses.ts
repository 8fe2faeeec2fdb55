/**
 * Posts: create (with Idempotency-Key), read, edit, delete, source, preview,
 * and the thread around a post.
 */
import { canView, hasPermission } from "../store/access.ts";
import { quoteLine, readDraft, readLanguage, readTitle, renderDraft } from "./compose.ts";
import { announceInGroup, asGroup } from "../store/groups.ts";
import { requireViewer, viewerOf, type Ctx } from "../http/context.ts";
import { json, notFound, permissionError, validationError } from "../http/responses.ts";
import { optString, reqString } from "../http/params.ts";
import {
  VISIBILITIES,
  type AccountRecord,
  type StatusRecord,
  type Visibility,
} from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { serializeStatus } from "../entities/status.ts";
import { customEmoji, withBase } from "../entities/view.ts";
import { findStatus, statusResponse, viewFor } from "./helpers.ts";
import { readPoll } from "./polls.ts";
import { features } from "../store/versions.ts";

function ownStatus(ctx: Ctx, viewer: AccountRecord): StatusRecord {
  const status = ctx.store.statuses.get(ctx.params.id ?? "");
  if (!status || !canView(ctx.store, viewer, status)) throw notFound("post");
  if (status.accountId !== viewer.id) throw permissionError();
  return status;
}

function readVisibility(ctx: Ctx, parent: StatusRecord | null): Visibility {
  const given = optString(ctx.body, "visibility");
  if (given === null) return parent && parent.visibility !== "public" ? "direct" : "public";
  // "unlisted" is public to the server.
  if (given === "unlisted") return "public";
  if (!VISIBILITIES.includes(given as Visibility))
    throw validationError("invalid visibility parameter");
  if (given === "conversation" && !parent && features(ctx.store).conversationNeedsParent) {
    throw validationError("top-level post can't have conversation visibility");
  }
  return given as Visibility;
}

/** A post the new one replies to or quotes: 400 when the author cannot see it. */
function linkedStatus(
  ctx: Ctx,
  viewer: AccountRecord,
  id: string,
  role: "parent" | "quoted",
): StatusRecord {
  const status = ctx.store.statuses.get(id);
  if (!status || !canView(ctx.store, viewer, status)) {
    throw validationError(`${role} post does not exist`);
  }
  return status;
}

/**
 * The group a new post is addressed to (`group_id`, on versions with
 * groups): never with a reply, and only a group.
 */
function addressedGroup(ctx: Ctx, parent: StatusRecord | null): AccountRecord | null {
  if (!features(ctx.store).groups) return null;
  const groupId = optString(ctx.body, "group_id");
  if (groupId === null) return null;
  if (parent) throw validationError("group_id can't be specified for a reply");
  const group = asGroup(ctx.store.accounts.get(groupId));
  if (!group) throw validationError("invalid group ID");
  return group;
}

/** Ancestors (root first) as far as the viewer can see, then descendants depth-first. */
function threadAround(
  ctx: Ctx,
  viewer: AccountRecord | null,
  target: StatusRecord,
): { ancestors: StatusRecord[]; descendants: StatusRecord[] } {
  const { store } = ctx;
  const ancestors: StatusRecord[] = [];
  let current = target;
  while (current.inReplyToId !== null) {
    const parent = store.statuses.get(current.inReplyToId);
    if (!parent || !canView(store, viewer, parent) || ancestors.includes(parent)) break;
    ancestors.unshift(parent);
    current = parent;
  }
  const descendants: StatusRecord[] = [];
  const walk = (status: StatusRecord): void => {
    for (const reply of store.repliesTo(status.id)) {
      if (!canView(store, viewer, reply)) continue;
      descendants.push(reply);
      walk(reply);
    }
  };
  walk(target);
  return { ancestors, descendants };
}

export function statusRoutes(router: Router): void {
  router.post("/api/v1/statuses", (ctx) => {
    const viewer = requireViewer(ctx);
    if (!hasPermission(viewer, "create_post")) throw permissionError();
    const { store } = ctx;
    // Same key from the same user: the same post, not a second one.
    const key = ctx.request.headers.get("idempotency-key");
    const idempotencyKey = key ? `${viewer.id} ${key}` : null;
    const earlier = idempotencyKey
      ? store.statuses.get(store.idempotency.get(idempotencyKey) ?? "")
      : undefined;
    if (earlier) return statusResponse(ctx, viewer, earlier);

    // In the server's order: the parent, the group, then the post itself.
    const replyToId = optString(ctx.body, "in_reply_to_id");
    const parent = replyToId === null ? null : linkedStatus(ctx, viewer, replyToId, "parent");
    const group = addressedGroup(ctx, parent);
    const title = readTitle(ctx);
    const language = readLanguage(ctx);
    const draft = readDraft(ctx, viewer);
    const poll = readPoll(ctx);
    if (poll && (draft.mediaIds ?? []).length > 0) {
      throw validationError("poll can not be combined with attachments");
    }
    const quoted =
      draft.quoteId === null ? null : linkedStatus(ctx, viewer, draft.quoteId, "quoted");
    const visibility = readVisibility(ctx, parent);
    const rendered = renderDraft(ctx, draft.text, draft.contentType);
    const mentionIds = [...rendered.mentionIds];
    // The author of the post replied to is always mentioned.
    if (parent && parent.accountId !== viewer.id && !mentionIds.includes(parent.accountId)) {
      mentionIds.push(parent.accountId);
    }
    const now = store.now();
    const status: StatusRecord = {
      id: store.newId(),
      accountId: viewer.id,
      createdAt: now,
      editedAt: null,
      content: rendered.html + (quoted ? quoteLine(quoted) : ""),
      source: { text: draft.text, contentType: draft.contentType },
      visibility,
      sensitive: draft.sensitive,
      inReplyToId: parent?.id ?? null,
      reblogOfId: null,
      linkIds: quoted ? [quoted.id] : [],
      mediaIds: draft.mediaIds ?? [],
      mentionIds,
      tags: rendered.tags,
      emojis: rendered.emojis,
      foreignEmojis: [],
      ipfsCid: null,
      pinned: false,
      remoteUri: null,
      title,
      language,
      // A reply stays in its conversation's group.
      groupId: parent ? parent.groupId : (group?.id ?? null),
    };
    store.statuses.set(status.id, status);
    if (group) announceInGroup(store, group, status, store.newId(), now);
    if (poll) store.polls.set(status.id, { ...poll, votes: new Map() });
    if (idempotencyKey) store.idempotency.set(idempotencyKey, status.id);
    for (const mentioned of mentionIds) {
      store.addNotification({
        recipientId: mentioned,
        fromId: viewer.id,
        type: "mention",
        subtype: mentioned === parent?.accountId ? "reply" : null,
        statusId: status.id,
        createdAt: now,
      });
    }
    // The post is stored and sent, and still the answer is a 404.
    if (group?.domain != null && features(store).remoteGroupPostNotFound) {
      throw notFound("account");
    }
    return statusResponse(ctx, viewer, status);
  });

  router.post("/api/v1/statuses/preview", (ctx) => {
    requireViewer(ctx);
    const text = reqString(ctx.body, "status", "status is required");
    const type =
      optString(ctx.body, "content_type") === "text/html" ? "text/html" : "text/markdown";
    const rendered = renderDraft(ctx, text, type);
    const view = viewFor(ctx, null);
    return json({
      content: withBase(view, rendered.html),
      emojis: rendered.emojis.flatMap((code) => customEmoji(view, code) ?? []),
    });
  });

  router.get("/api/v1/statuses/:id", (ctx) => {
    const viewer = viewerOf(ctx);
    return statusResponse(ctx, viewer, findStatus(ctx, viewer, ctx.params.id));
  });

  router.put("/api/v1/statuses/:id", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = ownStatus(ctx, viewer);
    if (status.reblogOfId !== null) throw validationError("reposts can not be edited");
    // An edit sets the title anew: one left out is removed.
    const title = readTitle(ctx);
    const language = readLanguage(ctx);
    const draft = readDraft(ctx, viewer);
    const quoted =
      draft.quoteId === null ? null : linkedStatus(ctx, viewer, draft.quoteId, "quoted");
    const rendered = renderDraft(ctx, draft.text, draft.contentType);
    status.content = rendered.html + (quoted ? quoteLine(quoted) : "");
    status.source = { text: draft.text, contentType: draft.contentType };
    const parentAuthor =
      status.inReplyToId === null
        ? undefined
        : ctx.store.statuses.get(status.inReplyToId)?.accountId;
    status.mentionIds = [...rendered.mentionIds];
    if (parentAuthor && parentAuthor !== viewer.id && !status.mentionIds.includes(parentAuthor)) {
      status.mentionIds.push(parentAuthor);
    }
    status.tags = rendered.tags;
    status.emojis = rendered.emojis;
    status.sensitive = draft.sensitive;
    status.linkIds = quoted ? [quoted.id] : [];
    if (draft.mediaIds !== null) status.mediaIds = draft.mediaIds;
    if (features(ctx.store).postTitles) status.title = title;
    if (features(ctx.store).postLanguage) status.language = language;
    status.editedAt = ctx.store.now();
    return statusResponse(ctx, viewer, status);
  });

  router.delete("/api/v1/statuses/:id", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = ownStatus(ctx, viewer);
    const body = {
      ...serializeStatus(viewFor(ctx, viewer), status),
      text: status.source?.text ?? "",
    };
    for (const repost of ctx.store.reblogsOf(status.id)) ctx.store.forgetStatus(repost.id);
    ctx.store.forgetStatus(status.id);
    return json(body);
  });

  router.get("/api/v1/statuses/:id/source", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = ownStatus(ctx, viewer);
    return json({
      id: status.id,
      text: status.source?.text ?? "",
      content_type: status.source?.contentType ?? "text/html",
      // Titles came with 5.6, which serves them here too (null when none).
      ...(features(ctx.store).postTitles ? { title: status.title } : {}),
      spoiler_text: "",
    });
  });

  router.get("/api/v1/statuses/:id/context", (ctx) => {
    const viewer = viewerOf(ctx);
    const target = findStatus(ctx, viewer, ctx.params.id);
    const { ancestors, descendants } = threadAround(ctx, viewer, target);
    const view = viewFor(ctx, viewer);
    return json({
      ancestors: ancestors.map((status) => serializeStatus(view, status)),
      descendants: descendants.map((status) => serializeStatus(view, status)),
    });
  });

  router.get("/api/v1/statuses/:id/thread", (ctx) => {
    const viewer = viewerOf(ctx);
    const target = findStatus(ctx, viewer, ctx.params.id);
    const { ancestors, descendants } = threadAround(ctx, viewer, target);
    const view = viewFor(ctx, viewer);
    return json(
      [...ancestors, target, ...descendants].map((status) => serializeStatus(view, status)),
    );
  });
}
