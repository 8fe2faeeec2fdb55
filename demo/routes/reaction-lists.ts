/**
 * The lists of likes and reactions: the posts the user liked (or reacted
 * to), and who liked, reposted or reacted to a post. Likes and reactions are
 * one kind of record on the server (a like is a reaction without an emoji),
 * ordered and paged by their own ids.
 */
import { canView } from "../store/access.ts";
import { requireViewer, viewerOf, type Ctx } from "../http/context.ts";
import { json } from "../http/responses.ts";
import { compareIds } from "../store/ids.ts";
import { linkHeaders, maxIdString, pageByKey } from "../http/paging.ts";
import { queryBool, queryLimit } from "../http/params.ts";
import type { AccountRecord, StatusRecord } from "../store/records.ts";
import type { Store } from "../store/store.ts";
import type { Router } from "../http/router.ts";
import { serializeAccount } from "../entities/account.ts";
import { serializeStatus } from "../entities/status.ts";
import { customEmoji } from "../entities/view.ts";
import { features } from "../store/versions.ts";
import { findAccount, findStatus, viewFor } from "./helpers.ts";

/** A like (content null) or an emoji reaction, with the post it is on. */
interface Reaction {
  id: string;
  statusId: string;
  accountId: string;
  content: string | null;
}

/** Every like and reaction on a post, newest first. */
function reactionsOn(store: Store, statusId: string): Reaction[] {
  const likes = [...(store.favourites.get(statusId) ?? [])].map(([accountId, id]) => ({
    id,
    statusId,
    accountId,
    content: null,
  }));
  const emoji = (store.reactions.get(statusId) ?? []).map((item) => ({
    id: item.id,
    statusId,
    accountId: item.accountId,
    content: item.content,
  }));
  return [...likes, ...emoji].sort((a, b) => compareIds(b.id, a.id));
}

/** Every like and reaction an account made, newest first. */
function reactionsBy(store: Store, accountId: string): Reaction[] {
  const statusIds = new Set([...store.favourites.keys(), ...store.reactions.keys()]);
  return [...statusIds]
    .flatMap((statusId) =>
      reactionsOn(store, statusId).filter((item) => item.accountId === accountId),
    )
    .sort((a, b) => compareIds(b.id, a.id));
}

/**
 * Whether the viewer may see who made a reaction. A local user's like or
 * reaction is addressed to the post's author only; a remote one is taken as
 * public (as the Likes of most servers are): its author, the post's author
 * and, when public, everyone see it. Before 4.17.0 the viewer's own like or
 * reaction is left out unless they wrote the post.
 */
function reactionVisible(
  store: Store,
  reaction: Reaction,
  viewer: AccountRecord,
  status: StatusRecord,
): boolean {
  const author = store.accounts.get(reaction.accountId);
  const isPublic = author !== undefined && author.domain !== null;
  if (status.accountId === viewer.id) return true;
  if (reaction.accountId === viewer.id) return !features(store).reactionListsOmitViewer;
  return isPublic;
}

/** The reactions on a post the viewer may see, newest first. */
function visibleReactions(ctx: Ctx, viewer: AccountRecord, status: StatusRecord): Reaction[] {
  return reactionsOn(ctx.store, status.id).filter((reaction) =>
    reactionVisible(ctx.store, reaction, viewer, status),
  );
}

export function reactionListRoutes(router: Router): void {
  // The posts the user liked; with all_reactions, the ones they reacted to
  // too (a post liked and reacted to comes once per reaction). Paged by the
  // reaction's id, so only the Link header leads to the next page.
  router.get("/api/v1/favourites", (ctx) => {
    const allReactions = queryBool(ctx.url, "all_reactions", false);
    const limit = queryLimit(ctx, 20);
    const viewer = requireViewer(ctx);
    const { store } = ctx;
    const mine = reactionsBy(store, viewer.id).filter(
      (reaction) => allReactions || reaction.content === null,
    );
    const page = pageByKey(mine, (reaction) => reaction.id, maxIdString(ctx), limit);
    const view = viewFor(ctx, viewer);
    const statuses = page.items.flatMap((reaction) => {
      const status = store.statuses.get(reaction.statusId);
      return status ? [serializeStatus(view, status)] : [];
    });
    return json(statuses, 200, linkHeaders(ctx, page));
  });

  // Who liked a post. The server takes a page of every reaction the viewer
  // may see and keeps the likes among them: a page can hold fewer likes than
  // the limit, and only a page of `limit` likes links to the next one.
  // A visitor is answered an empty list, once the post is found.
  router.get("/api/v1/statuses/:id/favourited_by", (ctx) => {
    const limit = queryLimit(ctx, 40);
    const viewer = viewerOf(ctx);
    const status = findStatus(ctx, viewer, ctx.params.id);
    if (!viewer) return json([]);
    const taken = pageByKey(
      visibleReactions(ctx, viewer, status),
      (reaction) => reaction.id,
      maxIdString(ctx),
      limit,
    ).items;
    const likes = taken.filter((reaction) => reaction.content === null);
    const last = likes[limit - 1];
    const view = viewFor(ctx, viewer);
    return json(
      likes.map((reaction) => serializeAccount(view, findAccount(ctx, reaction.accountId))),
      200,
      linkHeaders(ctx, { items: likes, next: last ? last.id : null }),
    );
  });

  // Who reposted a post: the reposts the viewer may see, paged by their ids.
  router.get("/api/v1/statuses/:id/reblogged_by", (ctx) => {
    const limit = queryLimit(ctx, 40);
    const viewer = viewerOf(ctx);
    const status = findStatus(ctx, viewer, ctx.params.id);
    if (!viewer) return json([]);
    const reposts = ctx.store
      .reblogsOf(status.id)
      .filter((repost) => canView(ctx.store, viewer, repost))
      .sort((a, b) => compareIds(b.id, a.id));
    const page = pageByKey(reposts, (repost) => repost.id, maxIdString(ctx), limit);
    const view = viewFor(ctx, viewer);
    return json(
      page.items.map((repost) => serializeAccount(view, findAccount(ctx, repost.accountId))),
      200,
      linkHeaders(ctx, page),
    );
  });

  // Who reacted to a post with which emoji, all at once (not paged): one
  // entry per emoji, in the order of its newest reaction, likes left out.
  router.get("/api/v1/pleroma/statuses/:id/reactions", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = findStatus(ctx, viewer, ctx.params.id);
    const view = viewFor(ctx, viewer);
    const entries: {
      name: string;
      url: string | null;
      count: number;
      accounts: unknown[];
      me: boolean;
    }[] = [];
    for (const reaction of visibleReactions(ctx, viewer, status)) {
      if (reaction.content === null) continue;
      const shortcode = /^:([A-Za-z0-9_]+):$/.exec(reaction.content)?.[1];
      const emoji = shortcode === undefined ? null : customEmoji(view, shortcode);
      const name = emoji ? emoji.shortcode : reaction.content;
      let entry = entries.find((item) => item.name === name);
      if (!entry) {
        entry = { name, url: emoji ? emoji.url : null, count: 0, accounts: [], me: false };
        entries.push(entry);
      }
      entry.count += 1;
      entry.accounts.push(serializeAccount(view, findAccount(ctx, reaction.accountId)));
      if (reaction.accountId === viewer.id) entry.me = true;
    }
    return json(entries);
  });
}
