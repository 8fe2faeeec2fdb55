/**
 * Direct conversations and following a conversation (Mitra 4.16–4.20; the
 * route table leaves them out of 3.10).
 *
 * A conversation is listed for an account when its first post is direct and
 * written by or to them; it shows the newest direct post of it they wrote or
 * were named in (a conversation without one is left out), its participants
 * (the first post's author and the people it names, the viewer among them)
 * and `unread: false`, which the server does not track. The list is newest
 * conversation first, paged by the conversation's id.
 */
import { requireViewer, type Ctx } from "../http/context.ts";
import { json, validationError } from "../http/responses.ts";
import { linkHeaders, maxIdString, pageByKey } from "../http/paging.ts";
import { queryLimit } from "../http/params.ts";
import type { Router } from "../http/router.ts";
import type { AccountRecord, StatusRecord } from "../store/records.ts";
import { serializeAccount } from "../entities/account.ts";
import { conversationId, conversationRoot } from "../entities/conversation.ts";
import { serializeStatus } from "../entities/status.ts";
import { findStatus, statusResponse, viewFor } from "./helpers.ts";

const DEFAULT_LIMIT = 20;

function involves(status: StatusRecord, viewer: AccountRecord): boolean {
  return status.accountId === viewer.id || status.mentionIds.includes(viewer.id);
}

interface Conversation {
  id: string;
  root: StatusRecord;
  last: StatusRecord;
}

/** The viewer's direct conversations, newest first. */
function directConversations(ctx: Ctx, viewer: AccountRecord): Conversation[] {
  const { store } = ctx;
  const byRoot = new Map<string, Conversation>();
  for (const status of store.statuses.values()) {
    if (status.visibility !== "direct" || !involves(status, viewer)) continue;
    const root = conversationRoot(store, status);
    if (root.visibility !== "direct" || !involves(root, viewer)) continue;
    const known = byRoot.get(root.id);
    if (!known || status.createdAt > known.last.createdAt) {
      byRoot.set(root.id, { id: conversationId(root.id), root, last: status });
    }
  }
  return [...byRoot.values()].sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}

/** "follow" or "normal", the only values the server takes; null for any other. */
function trackingOf(value: unknown): boolean | null {
  if (value === "follow") return true;
  if (value === "normal") return false;
  return null;
}

export function conversationRoutes(router: Router): void {
  router.get("/api/v1/conversations", (ctx) => {
    const viewer = requireViewer(ctx);
    const { store } = ctx;
    const page = pageByKey(
      directConversations(ctx, viewer),
      (item) => item.id,
      maxIdString(ctx),
      queryLimit(ctx, DEFAULT_LIMIT),
    );
    const view = viewFor(ctx, viewer);
    const items = page.items.map(({ id, root, last }) => ({
      id,
      unread: false,
      accounts: [root.accountId, ...root.mentionIds]
        .filter((accountId, index, all) => all.indexOf(accountId) === index)
        .map((accountId) => store.accounts.get(accountId))
        .filter((account) => account !== undefined)
        .map((account) => serializeAccount(view, account)),
      last_status: serializeStatus(view, last),
    }));
    return json(items, 200, linkHeaders(ctx, page));
  });

  // The post's conversation is followed or no longer; answers the post.
  router.post("/api/v1/statuses/:id/conversation_tracking", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = findStatus(ctx, viewer, ctx.params.id);
    const follow = trackingOf(ctx.body.status);
    if (follow === null) throw validationError("invalid tracking status");
    const key = `${viewer.id} ${conversationRoot(ctx.store, status).id}`;
    if (follow) ctx.store.followedConversations.add(key);
    else ctx.store.followedConversations.delete(key);
    return statusResponse(ctx, viewer, status);
  });
}
