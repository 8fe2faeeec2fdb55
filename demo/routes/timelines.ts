/**
 * Timelines (home, local/federated, tag, custom feed, group, direct) and bookmarks.
 */
import { canView, hasPermission, isMuted } from "../store/access.ts";
import { requireViewer, viewerOf, type Ctx } from "../http/context.ts";
import { ApiError, notFound, permissionError } from "../http/responses.ts";
import { maxIdNumber, maxIdString, pageByKey, pageByPosition } from "../http/paging.ts";
import { queryBool, queryLimit } from "../http/params.ts";
import type { AccountRecord, BookmarkRecord, StatusRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { statusPage } from "./helpers.ts";
import { features } from "../store/versions.ts";

function timeline(
  ctx: Ctx,
  viewer: AccountRecord | null,
  include: (status: StatusRecord) => boolean,
): Response {
  const { store } = ctx;
  const statuses = store.statusesNewestFirst().filter((status) => {
    if (!include(status) || !canView(store, viewer, status)) return false;
    // Muted people disappear from timelines, also when someone reposts them.
    if (isMuted(store, viewer, status.accountId)) return false;
    const original = status.reblogOfId === null ? undefined : store.statuses.get(status.reblogOfId);
    return !(original && isMuted(store, viewer, original.accountId));
  });
  const page = pageByKey(statuses, (status) => status.id, maxIdString(ctx), queryLimit(ctx, 20));
  return statusPage(ctx, viewer, page);
}

export function timelineRoutes(router: Router): void {
  router.get("/api/v1/timelines/home", (ctx) => {
    const viewer = requireViewer(ctx);
    const { store } = ctx;
    return timeline(ctx, viewer, (status) => {
      if (status.accountId === viewer.id) return true;
      if (status.mentionIds.includes(viewer.id)) return true;
      const follow = store.follow(viewer.id, status.accountId);
      if (!follow) return false;
      if (status.reblogOfId !== null) return follow.reblogs;
      if (status.inReplyToId !== null && !follow.replies) return false;
      return true;
    });
  });

  router.get("/api/v1/timelines/public", (ctx) => {
    const viewer = viewerOf(ctx);
    const local = queryBool(ctx.url, "local", false);
    const settings = ctx.store.instance;
    if (!viewer && !(local && settings.allow_unauthenticated.timeline_local)) {
      throw new ApiError(401, "authentication required");
    }
    // A restricted federated timeline is for those who may delete any post.
    if (
      !local &&
      settings.federated_timeline_restricted &&
      !(viewer && hasPermission(viewer, "delete_any_post"))
    )
      throw permissionError();
    // One server's posts: its authors' host [5.4.0]; before, the parameter is ignored.
    const host = features(ctx.store).publicTimelineInstance
      ? (ctx.url.searchParams.get("instance") ?? null)
      : null;
    return timeline(ctx, viewer, (status) => {
      if (status.visibility !== "public" || status.reblogOfId !== null) return false;
      const author = ctx.store.accounts.get(status.accountId);
      if (host !== null && author?.domain !== host) return false;
      return !local || author?.domain === null;
    });
  });

  router.get("/api/v1/timelines/tag/:tag", (ctx) => {
    const viewer = viewerOf(ctx);
    const tag = (ctx.params.tag ?? "").replace(/^#/, "").toLowerCase();
    return timeline(
      ctx,
      viewer,
      (status) =>
        status.visibility === "public" && status.reblogOfId === null && status.tags.includes(tag),
    );
  });

  router.get("/api/v1/timelines/list/:id", (ctx) => {
    const viewer = requireViewer(ctx);
    const list = ctx.store.lists.find(
      (item) => String(item.id) === ctx.params.id && item.ownerId === viewer.id,
    );
    if (!list) throw notFound("custom feed");
    return timeline(ctx, viewer, (status) => list.memberIds.includes(status.accountId));
  });

  // A group's top-level posts (route-rules.ts: Mitra 5.9 only); an id that
  // is not a group's has none.
  router.get("/api/v1/timelines/group/:id", (ctx) => {
    const viewer = requireViewer(ctx);
    const groupId = ctx.params.id ?? "";
    return timeline(
      ctx,
      viewer,
      (status) =>
        status.groupId === groupId && status.inReplyToId === null && status.reblogOfId === null,
    );
  });

  router.get("/api/v1/timelines/direct", (ctx) => {
    const viewer = requireViewer(ctx);
    return timeline(ctx, viewer, (status) => status.visibility === "direct");
  });

  router.get("/api/v1/bookmarks", (ctx) => {
    const viewer = requireViewer(ctx);
    const { store } = ctx;
    const bookmarks = store.bookmarks
      .filter((item) => item.accountId === viewer.id)
      .sort((a, b) => b.createdAt - a.createdAt || b.id - a.id);
    const viewable = (item: BookmarkRecord): StatusRecord[] => {
      const status = store.statuses.get(item.statusId);
      return status && canView(store, viewer, status) ? [status] : [];
    };
    if (features(store).bookmarksByNumber) {
      // By the bookmark's own number (an integer max_id).
      const page = pageByKey(bookmarks, (item) => item.id, maxIdNumber(ctx), queryLimit(ctx, 20));
      return statusPage(ctx, viewer, { items: page.items.flatMap(viewable), next: page.next });
    }
    // Newest bookmark first; max_id names the last post seen (a status id, as the contract types it).
    const statuses = bookmarks.flatMap(viewable);
    const page = pageByPosition(
      statuses,
      (status) => status.id,
      maxIdString(ctx),
      queryLimit(ctx, 20),
    );
    return statusPage(ctx, viewer, page);
  });
}
