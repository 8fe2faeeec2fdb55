/**
 * Follows, follow requests and mutes, and the relationships they add up to.
 */
import { hasPermission } from "../store/access.ts";
import { requireViewer, type Ctx } from "../http/context.ts";
import { json, notFound, permissionError, validationError } from "../http/responses.ts";
import { compareIds } from "../store/ids.ts";
import { maxIdNumber, maxIdString, pageByKey } from "../http/paging.ts";
import { optBool, queryArray, queryLimit } from "../http/params.ts";
import type { AccountRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { serializeRelationship } from "../entities/relationship.ts";
import { accountJson, findAccount, pageResponse, viewFor } from "./helpers.ts";

function relationship(ctx: Ctx, viewer: AccountRecord, targetId: string): Response {
  return json(serializeRelationship(viewFor(ctx, viewer), targetId));
}

/** The target of following or muting, which is refused for oneself (undoing either is not). */
function otherAccount(ctx: Ctx, viewer: AccountRecord): AccountRecord {
  const target = findAccount(ctx, ctx.params.id);
  if (target.id === viewer.id) throw validationError("target is current user");
  return target;
}

export function relationshipRoutes(router: Router): void {
  router.get("/api/v1/accounts/relationships", (ctx) => {
    const viewer = requireViewer(ctx);
    // id[]=…, id[0]=…&id[1]=… (the web client) and id=… all work; duplicates once.
    const ids = [...new Set(queryArray(ctx.url, "id"))];
    const view = viewFor(ctx, viewer);
    return json(
      ids.filter((id) => ctx.store.accounts.has(id)).map((id) => serializeRelationship(view, id)),
    );
  });

  router.post("/api/v1/accounts/:id/follow", (ctx) => {
    const viewer = requireViewer(ctx);
    if (!hasPermission(viewer, "create_follow_request")) throw permissionError();
    const target = otherAccount(ctx, viewer);
    const { store } = ctx;
    const reblogs = optBool(ctx.body, "reblogs");
    const replies = optBool(ctx.body, "replies");
    const existing = store.follow(viewer.id, target.id);
    if (existing) {
      if (reblogs !== null) existing.reblogs = reblogs;
      if (replies !== null) existing.replies = replies;
    } else if (target.locked) {
      // Locked accounts approve followers by hand: the follow waits as a request.
      if (!store.followRequest(viewer.id, target.id)) {
        const now = store.now();
        store.followRequests.push({
          id: store.newId(),
          fromId: viewer.id,
          toId: target.id,
          createdAt: now,
        });
        store.addNotification({
          recipientId: target.id,
          fromId: viewer.id,
          type: "follow_request",
          createdAt: now,
        });
      }
    } else {
      const now = store.now();
      const follow = store.addFollow(viewer.id, target.id, now);
      follow.reblogs = reblogs ?? true;
      follow.replies = replies ?? true;
      store.addNotification({
        recipientId: target.id,
        fromId: viewer.id,
        type: "follow",
        createdAt: now,
      });
    }
    return relationship(ctx, viewer, target.id);
  });

  router.post("/api/v1/accounts/:id/unfollow", (ctx) => {
    const viewer = requireViewer(ctx);
    const target = findAccount(ctx, ctx.params.id);
    const { store } = ctx;
    store.follows = store.follows.filter(
      (item) => !(item.followerId === viewer.id && item.targetId === target.id),
    );
    store.followRequests = store.followRequests.filter(
      (item) => !(item.fromId === viewer.id && item.toId === target.id),
    );
    return relationship(ctx, viewer, target.id);
  });

  router.post("/api/v1/accounts/:id/remove_from_followers", (ctx) => {
    const viewer = requireViewer(ctx);
    const target = findAccount(ctx, ctx.params.id);
    ctx.store.follows = ctx.store.follows.filter(
      (item) => !(item.followerId === target.id && item.targetId === viewer.id),
    );
    return relationship(ctx, viewer, target.id);
  });

  router.post("/api/v1/accounts/:id/mute", (ctx) => {
    const viewer = requireViewer(ctx);
    const target = otherAccount(ctx, viewer);
    if (!ctx.store.mute(viewer.id, target.id)) {
      ctx.store.mutes.push({
        id: ctx.store.nextSequence("mute"),
        ownerId: viewer.id,
        targetId: target.id,
      });
    }
    return relationship(ctx, viewer, target.id);
  });

  router.post("/api/v1/accounts/:id/unmute", (ctx) => {
    const viewer = requireViewer(ctx);
    const target = findAccount(ctx, ctx.params.id);
    ctx.store.mutes = ctx.store.mutes.filter(
      (item) => !(item.ownerId === viewer.id && item.targetId === target.id),
    );
    return relationship(ctx, viewer, target.id);
  });

  router.get("/api/v1/mutes", (ctx) => {
    const viewer = requireViewer(ctx);
    const mutes = ctx.store.mutes
      .filter((item) => item.ownerId === viewer.id)
      .sort((a, b) => b.id - a.id);
    const page = pageByKey(mutes, (item) => item.id, maxIdNumber(ctx), queryLimit(ctx, 40));
    const toJson = accountJson(ctx, viewer);
    return pageResponse(ctx, page, (item) => toJson(findAccount(ctx, item.targetId)));
  });

  router.get("/api/v1/follow_requests", (ctx) => {
    const viewer = requireViewer(ctx);
    const requests = ctx.store.followRequests
      .filter((item) => item.toId === viewer.id)
      .sort((a, b) => compareIds(b.id, a.id));
    const page = pageByKey(requests, (item) => item.id, maxIdString(ctx), queryLimit(ctx, 40));
    const toJson = accountJson(ctx, viewer);
    return pageResponse(ctx, page, (item) => toJson(findAccount(ctx, item.fromId)));
  });

  // The viewer's own requests still waiting for an answer; one is taken
  // back by unfollowing its account.
  router.get("/api/v1/follow_requests/outgoing", (ctx) => {
    const viewer = requireViewer(ctx);
    const requests = ctx.store.followRequests
      .filter((item) => item.fromId === viewer.id)
      .sort((a, b) => compareIds(b.id, a.id));
    const page = pageByKey(requests, (item) => item.id, maxIdString(ctx), queryLimit(ctx, 40));
    const toJson = accountJson(ctx, viewer);
    return pageResponse(ctx, page, (item) => toJson(findAccount(ctx, item.toId)));
  });

  const answerRequest = (ctx: Ctx, accept: boolean): Response => {
    const viewer = requireViewer(ctx);
    const requester = findAccount(ctx, ctx.params.id);
    const { store } = ctx;
    const request = store.followRequest(requester.id, viewer.id);
    if (!request) throw notFound("follow request");
    store.followRequests = store.followRequests.filter((item) => item !== request);
    if (accept) store.addFollow(requester.id, viewer.id, store.now());
    return relationship(ctx, viewer, requester.id);
  };
  router.post("/api/v1/follow_requests/:id/authorize", (ctx) => answerRequest(ctx, true));
  router.post("/api/v1/follow_requests/:id/reject", (ctx) => answerRequest(ctx, false));
}
