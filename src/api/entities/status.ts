import * as v from "valibot";
import { nullable, optional, tolerantArray, withDefault } from "@/api/schema";
import { AccountSchema } from "./account";
import { CustomEmojiSchema } from "./customEmoji";
import { MediaAttachmentSchema } from "./mediaAttachment";

/**
 * A post (Mitra 3.10's Status), with its mentions, tags, reactions and
 * visibility, and the posts it embeds. Apart from the account schemas so the
 * landing page's chunk does not carry it: schemas are built at import time
 * and never tree-shaken.
 */

const MentionSchema = v.object({
  id: v.string(),
  username: withDefault(v.string(), ""),
  acct: withDefault(v.string(), ""),
  url: withDefault(v.string(), ""),
});

const TagSchema = v.object({ name: v.string(), url: optional(v.string()) });

const EmojiReactionSchema = v.object({
  name: v.string(),
  url: nullable(v.string()),
  count: withDefault(v.number(), 0),
  me: withDefault(v.boolean(), false),
});
export type EmojiReaction = v.InferOutput<typeof EmojiReactionSchema>;

export const VisibilitySchema = v.picklist([
  "public",
  "private",
  "subscribers",
  "conversation",
  "direct",
]);
export type Visibility = v.InferOutput<typeof VisibilitySchema>;

/** Fields shared by a post and the posts it embeds (repost original, quotes). */
const statusShape = {
  id: v.string(),
  uri: withDefault(v.string(), ""),
  url: nullable(v.string()),
  created_at: v.string(),
  edited_at: nullable(v.string()),
  account: AccountSchema,
  content: withDefault(v.string(), ""),
  in_reply_to_id: nullable(v.string()),
  in_reply_to_account_id: nullable(v.string()),
  visibility: withDefault(VisibilitySchema, "public"),
  sensitive: withDefault(v.boolean(), false),
  pinned: withDefault(v.boolean(), false),
  replies_count: withDefault(v.number(), 0),
  favourites_count: withDefault(v.number(), 0),
  reblogs_count: withDefault(v.number(), 0),
  media_attachments: tolerantArray(MediaAttachmentSchema),
  mentions: tolerantArray(MentionSchema),
  tags: tolerantArray(TagSchema),
  emojis: tolerantArray(CustomEmojiSchema),
  favourited: withDefault(v.boolean(), false),
  reblogged: withDefault(v.boolean(), false),
  bookmarked: withDefault(v.boolean(), false),
  ipfs_cid: nullable(v.string()),
  // Absent on servers before 3.13. Read where a poll is shown (api/polls.ts),
  // so the start's chunk does not carry the poll schema.
  poll: optional(v.unknown()),
  // Mitra 4.6+: the author is muted by the viewer (the post comes folded).
  hidden: withDefault(v.boolean(), false),
  // Mitra 3.23+: the post's language (ISO 639-1), when its author named one.
  language: nullable(v.string()),
  // Mitra 5.6+: a headline; the server also puts it in `content` as its first <h1>.
  title: nullable(v.string()),
  // Mitra 5.7+: the group the post was addressed to.
  group: nullable(AccountSchema),
  // Mitra 4.16+, signed in: whether the viewer follows the post's
  // conversation ("follow" or "normal"); 5.9 says it in `conversation.tracking` too.
  conversation_tracking: nullable(v.string()),
  // Mitra 5.8+: the conversation; `can_moderate` (5.9+, signed in) says the
  // viewer may remove the thread from its group.
  conversation: nullable(
    v.object({
      id: v.string(),
      root_id: v.string(),
      tracking: nullable(v.string()),
      can_moderate: nullable(v.boolean()),
    }),
  ),
};

/** A quoted or reposted post, one level deep (the server does not nest further). */
const EmbeddedStatusSchema = v.object({
  ...statusShape,
  pleroma: withDefault(
    v.object({
      emoji_reactions: tolerantArray(EmojiReactionSchema),
      parent_visible: withDefault(v.boolean(), true),
    }),
    { emoji_reactions: [], parent_visible: true },
  ),
});
export type EmbeddedStatus = v.InferOutput<typeof EmbeddedStatusSchema>;

const RawStatusSchema = v.object({
  ...statusShape,
  reblog: nullable(EmbeddedStatusSchema),
  links: tolerantArray(EmbeddedStatusSchema),
  pleroma: withDefault(
    v.object({
      emoji_reactions: tolerantArray(EmojiReactionSchema),
      parent_visible: withDefault(v.boolean(), true),
      quote: nullable(EmbeddedStatusSchema),
    }),
    { emoji_reactions: [], parent_visible: true, quote: null },
  ),
  // Mitra 4.6+ also sends the quote in Mastodon's form.
  quote: nullable(
    v.object({
      state: optional(v.string()),
      quoted_status: nullable(EmbeddedStatusSchema),
    }),
  ),
});

/**
 * A post. Its quote is read from `pleroma.quote` or, when only that is
 * given, from Mastodon's `quote` (an accepted one): the rest of the client
 * knows one place, so a quote looks the same whichever field brought it.
 */
export const StatusSchema = v.pipe(
  RawStatusSchema,
  v.transform(({ quote, ...post }) => {
    const mastodon =
      quote && (quote.state === undefined || quote.state === "accepted")
        ? quote.quoted_status
        : null;
    if (post.pleroma.quote || !mastodon) return post;
    return { ...post, pleroma: { ...post.pleroma, quote: mastodon } };
  }),
);
export type Status = v.InferOutput<typeof StatusSchema>;
