/**
 * Store records → API entities, as seen by one requesting user at one origin.
 */
import { canView, isMuted, ROLES } from "../store/access.ts";
import type {
  ApiAccount,
  ApiAttachment,
  ApiCredentialAccount,
  ApiCustomEmoji,
  ApiEmojiReaction,
  ApiField,
  ApiList,
  ApiNotification,
  ApiPaymentOption,
  ApiPoll,
  ApiRelationship,
  ApiRole,
  ApiStatus,
  ApiStatusConversation,
} from "./types.ts";
import { CUSTOM_EMOJIS, emojiFile } from "../media/catalogue.ts";
import {
  BASE_TOKEN,
  type AccountRecord,
  type AttachmentRecord,
  type FieldRecord,
  type ImageRef,
  type ListRecord,
  type NotificationRecord,
  type RoleName,
  type PollRecord,
  type StatusRecord,
} from "../store/records.ts";
import type { Store } from "../store/store.ts";
import { canModerateGroup, groupOf } from "../store/groups.ts";
import { createRandom, hashString, timeUuid } from "../store/ids.ts";
import { escapeHtml } from "../markup/render.ts";
import { features } from "../store/versions.ts";

/** The point of view of one response: who asks, and at which origin. */
export interface View {
  store: Store;
  base: string;
  viewer: AccountRecord | null;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function withBase(view: View, html: string): string {
  return html.split(BASE_TOKEN).join(view.base);
}

export function actorId(view: View, account: AccountRecord): string {
  return account.remoteActorId ?? `${view.base}/users/${account.username}`;
}

export function profileUrl(view: View, account: AccountRecord): string {
  return account.remoteUrl ?? actorId(view, account);
}

function identiconUrl(view: View, input?: string): string {
  const path = `${view.base}/api/v1/accounts/identicon`;
  return input === undefined ? path : `${path}?input=${encodeURIComponent(input)}`;
}

function imageUrl(view: View, account: AccountRecord, image: ImageRef): string {
  switch (image.kind) {
    case "media":
      return `${view.base}/media/${image.name}`;
    case "identicon":
      return identiconUrl(view, actorId(view, account));
    case "none":
      return identiconUrl(view);
    case "url":
      // A parsed URL percent-encodes what no URI may hold.
      return features(view.store).parsedRemoteImageUrls ? asUri(image.url) : image.url;
  }
}

function asUri(text: string): string {
  return text.replace(/[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/g, (char) => encodeURIComponent(char));
}

export function customEmoji(view: View, shortcode: string): ApiCustomEmoji | null {
  if (!CUSTOM_EMOJIS.some((emoji) => emoji.shortcode === shortcode)) return null;
  const url = `${view.base}/media/${emojiFile(shortcode)}`;
  return { shortcode, url, static_url: url, visible_in_picker: true };
}

function emojiList(
  view: View,
  shortcodes: readonly string[],
  foreign: readonly { shortcode: string; url: string }[],
): ApiCustomEmoji[] {
  const local = shortcodes.flatMap((code) => customEmoji(view, code) ?? []);
  const remote = foreign.map((emoji) => ({
    shortcode: emoji.shortcode,
    url: emoji.url,
    static_url: emoji.url,
    visible_in_picker: false,
  }));
  return [...local, ...remote];
}

function field(view: View, record: FieldRecord): ApiField {
  const out: ApiField = { name: record.name, value: withBase(view, record.value) };
  if (record.verifiedAt !== undefined) out.verified_at = iso(record.verifiedAt);
  return out;
}

export function serializeAccount(view: View, account: AccountRecord): ApiAccount {
  const { store } = view;
  const served = features(store);
  const payment_options = account.paymentOptions.map((option): ApiPaymentOption => {
    if (option.type === "link") return { type: "link", name: option.name, href: option.href };
    const out: ApiPaymentOption = {
      type: "monero-subscription",
      chain_id: option.chainId,
      price: option.price,
      object_id: option.objectId,
    };
    if (served.paymentOptionAmountMin) out.amount_min = paymentAmountMin(store, option.chainId);
    return out;
  });
  const now = store.now();
  const out: ApiAccount = {
    id: account.id,
    username: account.username,
    acct: store.acct(account),
    actor_id: actorId(view, account),
    url: profileUrl(view, account),
    display_name: account.displayName ?? served.missingDisplayName,
    created_at: iso(account.createdAt),
    note: withBase(view, account.note),
    avatar: imageUrl(view, account, account.avatar),
    header: imageUrl(view, account, account.header),
    locked: account.locked,
    bot: account.bot,
    mention_policy: account.mentionPolicy,
    identity_proofs: account.identityProofs.map((item) => ({
      ...field(view, item),
      is_legacy_proof: item.legacy ?? false,
    })),
    payment_options,
    fields: account.fields.map((item) => field(view, item)),
    emojis: emojiList(view, account.emojis, account.foreignEmojis),
    followers_count: store.follows.filter((item) => item.targetId === account.id).length,
    following_count: store.follows.filter((item) => item.followerId === account.id).length,
    subscribers_count: store.subscriptions.filter(
      (item) => item.recipientId === account.id && item.expiresAt > now,
    ).length,
    statuses_count: [...store.statuses.values()].filter(
      (status) => status.accountId === account.id && status.reblogOfId === null,
    ).length,
  };
  if (served.groups) out.is_group = account.group !== null;
  return out;
}

/**
 * The permission names in `permissions`, or a Mastodon-style bitmask string
 * there, in which only the delete-any permissions set a bit (1, Mastodon's
 * administrator) while creating and managing map to none, with the names in
 * `permissions_names`.
 */
function serializeRole(store: Store, role: RoleName): ApiRole {
  const { id, permissions } = ROLES[role];
  if (!features(store).permissionsBitmask) return { id, name: role, permissions: [...permissions] };
  const administrator = permissions.some((name) => name.startsWith("delete_any_"));
  return {
    id,
    name: role,
    permissions: administrator ? "1" : "0",
    permissions_names: [...permissions],
  };
}

/** The chain's smallest payment in atomic units, from the instance's metadata. */
function paymentAmountMin(store: Store, chainId: string): number | null {
  const chain = store.instance.blockchains.find((item) => item.chain_id === chainId);
  const min = chain?.chain_metadata?.payment_amount_min;
  return typeof min === "number" ? min : null;
}

export function serializeCredentialAccount(
  view: View,
  account: AccountRecord,
): ApiCredentialAccount {
  const user = account.user;
  if (!user) throw new Error(`${account.username} is not a local user`);
  const source: ApiCredentialAccount["source"] = {
    note: account.noteSource,
    fields: account.fields.map((item) => ({ name: item.name, value: item.valueSource })),
  };
  if (features(view.store).postingDefaults) {
    source.privacy = user.defaultVisibility ?? "public";
    source.sensitive = false;
    // The server sends `language: null` while none is set, but the latest
    // contract types it as a string only: the key is left out instead, so
    // every credential answer stays checked against the file (the client
    // reads a missing language and null alike).
    if (user.defaultLanguage !== undefined) source.language = user.defaultLanguage;
  }
  return {
    ...serializeAccount(view, account),
    source,
    role: serializeRole(view.store, user.role),
    authentication_methods: [...user.authenticationMethods],
    client_config: user.clientConfig,
  };
}

export function serializeAttachment(view: View, attachment: AttachmentRecord): ApiAttachment {
  const url = /^[a-z][a-z0-9+.-]*:/i.test(attachment.file)
    ? attachment.file
    : `${view.base}/media/${attachment.file}`;
  return {
    id: attachment.id,
    type: attachment.type,
    url,
    preview_url: url,
    description: attachment.description,
  };
}

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

/** A poll as the viewer sees it: the counts, and their own choices. */
export function serializePoll(view: View, statusId: string, poll: PollRecord): ApiPoll {
  const counts = poll.options.map(() => 0);
  for (const choices of poll.votes.values()) {
    for (const index of choices) counts[index] = (counts[index] ?? 0) + 1;
  }
  const own = view.viewer ? poll.votes.get(view.viewer.id) : undefined;
  const shortcodes = new Set(
    poll.options.flatMap((title) =>
      [...title.matchAll(/:([A-Za-z0-9_]+):/g)].flatMap((match) => match[1] ?? []),
    ),
  );
  return {
    id: statusId,
    expires_at: iso(poll.expiresAt),
    expired: view.store.now() >= poll.expiresAt,
    multiple: poll.multiple,
    votes_count: counts.reduce((sum, count) => sum + count, 0),
    voters_count: poll.votes.size,
    options: poll.options.map((title, index) => ({ title, votes_count: counts[index] ?? 0 })),
    emojis: [...shortcodes].flatMap((code) => customEmoji(view, code) ?? []),
    voted: own !== undefined,
    own_votes: own ?? [],
  };
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
  if (served.groups) out.group = group ? serializeAccount(view, group) : null;
  if (served.statusConversation) out.conversation = conversationOf(view, status, group);
  return out;
}

/** The content as served: a title comes first, as an escaped heading. */
function titled(status: StatusRecord): string {
  if (status.title === null) return status.content;
  return `<h1>${escapeHtml(status.title)}</h1>${status.content}`;
}

/** The first post of a status's conversation, as far up as its ancestors are stored. */
export function conversationRoot(store: Store, status: StatusRecord): StatusRecord {
  let root = status;
  const seen = new Set<string>([root.id]);
  while (root.inReplyToId !== null) {
    const parent = store.statuses.get(root.inReplyToId);
    if (!parent || seen.has(parent.id)) break;
    seen.add(parent.id);
    root = parent;
  }
  return root;
}

/**
 * A conversation's own id: a time-ordered UUID of the root post's moment,
 * stable per root (the demo keeps no conversation records).
 */
export function conversationId(rootId: string): string {
  const clock = parseInt(rootId.slice(0, 8) + rootId.slice(9, 13), 16);
  return timeUuid(clock, createRandom(hashString(`conversation ${rootId}`)));
}

/**
 * The post's conversation; a repost has none. What the viewer may do in it
 * is told to a signed-in viewer only: whether they follow it and whether
 * they moderate its group.
 */
function conversationOf(
  view: View,
  status: StatusRecord,
  group: AccountRecord | null,
): ApiStatusConversation | null {
  if (status.reblogOfId !== null) return null;
  const root = conversationRoot(view.store, status);
  const { viewer } = view;
  return {
    id: conversationId(root.id),
    root_id: root.id,
    tracking: viewer
      ? view.store.followedConversations.has(`${viewer.id} ${root.id}`)
        ? "follow"
        : "normal"
      : null,
    can_moderate: viewer ? group !== null && canModerateGroup(group, viewer.id) : null,
  };
}

export function serializeNotification(
  view: View,
  notification: NotificationRecord,
): ApiNotification | null {
  const { store } = view;
  const from = store.accounts.get(notification.fromId);
  if (!from) return null;
  const status =
    notification.statusId === null ? undefined : store.statuses.get(notification.statusId);
  if (notification.statusId !== null && !status) return null;
  const out: ApiNotification = {
    id: String(notification.id),
    type: notification.type,
    account: serializeAccount(view, from),
    reaction: null,
    created_at: iso(notification.createdAt),
  };
  if (notification.subtype) out.subtype = notification.subtype;
  if (status) out.status = serializeStatus(view, status);
  if (notification.reaction !== null) {
    const custom = /^:([A-Za-z0-9_]+):$/.exec(notification.reaction)?.[1];
    const emoji = custom === undefined ? null : customEmoji(view, custom);
    out.reaction = { content: notification.reaction, emoji };
    out.emoji = notification.reaction;
    out.emoji_url = emoji?.url ?? null;
  }
  if (features(store).paymentAndWarningNotifications) {
    out.payment_amount = notification.paymentAmount ?? null;
    const warning = notification.moderationWarning;
    if (warning) {
      out.moderation_warning = {
        id: warning.id,
        action: warning.action,
        text: warning.text,
        created_at: iso(warning.createdAt),
      };
    }
  }
  return out;
}

export function serializeRelationship(view: View, targetId: string): ApiRelationship {
  const { store, viewer } = view;
  const viewerId = viewer?.id ?? "";
  const follow = store.follow(viewerId, targetId);
  const muting = store.mute(viewerId, targetId) !== undefined;
  return {
    id: targetId,
    following: follow !== undefined,
    followed_by: store.follow(targetId, viewerId) !== undefined,
    requested: store.followRequest(viewerId, targetId) !== undefined,
    requested_by: store.followRequest(targetId, viewerId) !== undefined,
    rejected_by: false,
    subscription_to: store.activeSubscription(viewerId, targetId) !== undefined,
    subscription_from: store.activeSubscription(targetId, viewerId) !== undefined,
    showing_reblogs: follow?.reblogs ?? true,
    showing_replies: follow?.replies ?? true,
    muting,
    muting_notifications: muting,
    blocking: false,
    blocked_by: false,
  };
}

export function serializeList(store: Store, list: ListRecord): ApiList {
  const id = features(store).listIdsAsStrings ? String(list.id) : list.id;
  return { id, title: list.title, replies_policy: "followed", exclusive: false };
}
