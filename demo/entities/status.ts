/**
 * Posts as served: their counts and the viewer's marks, reactions, quotes,
 * and the fields a version adds (poll, title, language, group, conversation).
 */
import { canView, isMuted } from "../store/access.ts";
import type { ApiEmojiReaction, ApiStatus } from "./types.ts";
import type { StatusRecord } from "../store/records.ts";
import { groupOf } from "../store/groups.ts";
import { escapeHtml } from "../markup/render.ts";
import { features } from "../store/versions.ts";
import { serializeAccount } from "./account.ts";
import { serializeAttachment } from "./attachment.ts";
import { conversationOf, trackingOf } from "./conversation.ts";
import { serializePoll } from "./poll.ts";
import { customEmoji, emojiList, iso, profileUrl, withBase, type View } from "./view.ts";

function reactionsOf(view: View, status: StatusRecord): ApiEmojiReaction[] {
  const groups = new Map<string, string[]>();
  for (const reaction of view.store.reactions.get(status.id) ?? []) {
    const authors = groups.get(reaction.content) ?? [];
    authors.push(reaction.accountId);
    groups.set(reaction.content, authors);
  }
  return [...groups].map(([content, authors]) => {
    const custom = /^:([A-Za-z0-9_]+):$/.exec(content)?.[1];
    const emoji = custom === undefined ? null : customEmoji(view, custom);
    return {
      name: emoji ? emoji.shortcode : content,
      url: emoji ? emoji.url : null,
      count: authors.length,
      me: view.viewer !== null && authors.includes(view.viewer.id),
      account_ids: authors,
    };
  });
}

/** The status's own uri/url: remote ones keep theirs, local ones live at this origin. */
export function statusUri(view: View, status: StatusRecord): string {
  return status.remoteUri ?? `${view.base}/objects/${status.id}`;
}

function statusUrl(view: View, status: StatusRecord): string {
  return status.remoteUri ?? `${view.base}/post/${status.id}`;
}

/**
 * `depth` limits nesting: a quoted post or a repost's original is serialized
 * without its own quote, as the server does.
 */
export function serializeStatus(view: View, status: StatusRecord, depth = 0): ApiStatus {
  const { store, viewer } = view;
  const author = store.accounts.get(status.accountId);
  if (!author) throw new Error(`status ${status.id} has no author`);
  const parent = status.inReplyToId === null ? undefined : store.statuses.get(status.inReplyToId);
  const parentAuthor = parent ? store.accounts.get(parent.accountId) : undefined;
  const original = status.reblogOfId === null ? undefined : store.statuses.get(status.reblogOfId);
  const linked =
    depth > 0
      ? []
      : status.linkIds.flatMap((id) => {
          const target = store.statuses.get(id);
          return target && canView(store, viewer, target) ? [target] : [];
        });
  const links = linked.map((target) => serializeStatus(view, target, depth + 1));
  const viewerId = viewer?.id ?? null;
  const out: ApiStatus = {
    id: status.id,
    uri: statusUri(view, status),
    url: statusUrl(view, status),
    created_at: iso(status.createdAt),
    edited_at: status.editedAt === null ? null : iso(status.editedAt),
    account: serializeAccount(view, author),
    content: withBase(view, titled(status)),
    in_reply_to_id: status.inReplyToId,
    in_reply_to_account_id: parentAuthor?.id ?? null,
    visibility: status.visibility,
    sensitive: status.sensitive,
    spoiler_text: "",
    pinned: status.pinned,
    replies_count: store.repliesTo(status.id).length,
    favourites_count: store.favourites.get(status.id)?.size ?? 0,
    reblogs_count: store.reblogsOf(status.id).length,
    media_attachments: status.mediaIds.flatMap((id) => {
      const attachment = store.attachments.get(id);
      return attachment ? [serializeAttachment(view, attachment)] : [];
    }),
    mentions: status.mentionIds.flatMap((id) => {
      const account = store.accounts.get(id);
      if (!account) return [];
      return [
        {
          id,
          username: account.username,
          acct: store.acct(account),
          url: profileUrl(view, account),
        },
      ];
    }),
    tags: status.tags.map((name) => ({
      name,
      url: `${view.base}/tag/${encodeURIComponent(name)}`,
    })),
    emojis: emojiList(view, status.emojis, status.foreignEmojis),
    favourited: viewerId !== null && (store.favourites.get(status.id)?.has(viewerId) ?? false),
    reblogged:
      viewerId !== null && store.reblogsOf(status.id).some((item) => item.accountId === viewerId),
    bookmarked:
      viewerId !== null &&
      store.bookmarks.some((item) => item.accountId === viewerId && item.statusId === status.id),
    pleroma: {
      emoji_reactions: reactionsOf(view, status),
      in_reply_to_account_acct: parentAuthor ? store.acct(parentAuthor) : null,
      parent_visible:
        status.inReplyToId === null || (parent !== undefined && canView(store, viewer, parent)),
      quote: links[0] ?? null,
      quote_visible: links.length > 0,
    },
    ipfs_cid: status.ipfsCid,
    links,
  };
  if (original) out.reblog = serializeStatus(view, original, depth + 1);
  const served = features(store);
  if (served.polls) {
    const poll = store.polls.get(status.id);
    out.poll = poll ? serializePoll(view, status.id, poll) : null;
  }
  // Muted authors' posts still come where they are linked or asked for,
  // marked so the client can fold them.
  if (served.statusHidden) out.hidden = isMuted(store, viewer, status.accountId);
  if (served.mastodonQuote) {
    out.quote = links[0] ? { state: "accepted", quoted_status: links[0] } : null;
  }
  if (served.postTitles) out.title = status.title;
  if (served.postLanguage) out.language = status.language ?? null;
  const group = groupOf(store, status);
  if (served.statusGroup) out.group = group ? serializeAccount(view, group) : null;
  if (served.conversationTracking) out.conversation_tracking = trackingOf(view, status);
  if (served.statusConversation) out.conversation = conversationOf(view, status, group);
  return out;
}

/** The content as served: a title comes first, as an escaped heading. */
function titled(status: StatusRecord): string {
  if (status.title === null) return status.content;
  return `<h1>${escapeHtml(status.title)}</h1>${status.content}`;
}
