import * as z from "zod/mini";
import { nullable, optional, tolerantArray, withDefault } from "./schema";
import { AccountSchema, CustomEmojiSchema } from "./types";

/**
 * Posts and relationships (Mitra 3.10's Status, Attachment and Relationship
 * schemas), apart from types.ts so the landing page's chunk does not
 * carry them: zod schemas are built at import time and never tree-shaken.
 */

export const MediaAttachmentSchema = z.object({
  id: z.string(),
  // Mitra 3.10 names any other kind of file "unknown"; an unlisted type becomes "unknown" too.
  type: withDefault(z.enum(["image", "video", "audio", "unknown"]), "unknown"),
  url: z.string(),
  preview_url: nullable(z.string()),
  description: nullable(z.string()),
  ipfs_cid: nullable(z.string()),
});
export type MediaAttachment = z.infer<typeof MediaAttachmentSchema>;

export const MentionSchema = z.object({
  id: z.string(),
  username: withDefault(z.string(), ""),
  acct: withDefault(z.string(), ""),
  url: withDefault(z.string(), ""),
});
export type Mention = z.infer<typeof MentionSchema>;

export const TagSchema = z.object({ name: z.string(), url: optional(z.string()) });
export type Tag = z.infer<typeof TagSchema>;

export const EmojiReactionSchema = z.object({
  name: z.string(),
  url: nullable(z.string()),
  count: withDefault(z.number(), 0),
  me: withDefault(z.boolean(), false),
});
export type EmojiReaction = z.infer<typeof EmojiReactionSchema>;

export const VisibilitySchema = z.enum([
  "public",
  "private",
  "subscribers",
  "conversation",
  "direct",
]);
export type Visibility = z.infer<typeof VisibilitySchema>;

/** Fields shared by a post and the posts it embeds (repost original, quotes). */
const statusShape = {
  id: z.string(),
  uri: withDefault(z.string(), ""),
  url: nullable(z.string()),
  created_at: z.string(),
  edited_at: nullable(z.string()),
  account: AccountSchema,
  content: withDefault(z.string(), ""),
  in_reply_to_id: nullable(z.string()),
  in_reply_to_account_id: nullable(z.string()),
  visibility: withDefault(VisibilitySchema, "public"),
  sensitive: withDefault(z.boolean(), false),
  pinned: withDefault(z.boolean(), false),
  replies_count: withDefault(z.number(), 0),
  favourites_count: withDefault(z.number(), 0),
  reblogs_count: withDefault(z.number(), 0),
  media_attachments: tolerantArray(MediaAttachmentSchema),
  mentions: tolerantArray(MentionSchema),
  tags: tolerantArray(TagSchema),
  emojis: tolerantArray(CustomEmojiSchema),
  favourited: withDefault(z.boolean(), false),
  reblogged: withDefault(z.boolean(), false),
  bookmarked: withDefault(z.boolean(), false),
  ipfs_cid: nullable(z.string()),
  // Absent on servers before 3.13. Read where a poll is shown (api/polls.ts),
  // so the start's chunk does not carry the poll schema.
  poll: optional(z.unknown()),
  // Mitra 4.6+: the author is muted by the viewer (the post comes folded).
  hidden: withDefault(z.boolean(), false),
};

/** A quoted or reposted post, one level deep (the server does not nest further). */
export const EmbeddedStatusSchema = z.object({
  ...statusShape,
  pleroma: withDefault(
    z.object({
      emoji_reactions: tolerantArray(EmojiReactionSchema),
      parent_visible: withDefault(z.boolean(), true),
    }),
    { emoji_reactions: [], parent_visible: true },
  ),
});
export type EmbeddedStatus = z.infer<typeof EmbeddedStatusSchema>;

const RawStatusSchema = z.object({
  ...statusShape,
  reblog: nullable(EmbeddedStatusSchema),
  links: tolerantArray(EmbeddedStatusSchema),
  pleroma: withDefault(
    z.object({
      emoji_reactions: tolerantArray(EmojiReactionSchema),
      parent_visible: withDefault(z.boolean(), true),
      quote: nullable(EmbeddedStatusSchema),
    }),
    { emoji_reactions: [], parent_visible: true, quote: null },
  ),
  // Mitra 4.6+ also sends the quote in Mastodon's form.
  quote: nullable(
    z.object({
      state: optional(z.string()),
      quoted_status: nullable(EmbeddedStatusSchema),
    }),
  ),
});

/**
 * A post. Its quote is read from `pleroma.quote` or, when only that is
 * given, from Mastodon's `quote` (an accepted one): the rest of the client
 * knows one place, so a quote looks the same whichever field brought it.
 */
export const StatusSchema = z.pipe(
  RawStatusSchema,
  z.transform(({ quote, ...post }) => {
    const mastodon =
      quote && (quote.state === undefined || quote.state === "accepted")
        ? quote.quoted_status
        : null;
    if (post.pleroma.quote || !mastodon) return post;
    return { ...post, pleroma: { ...post.pleroma, quote: mastodon } };
  }),
);
export type Status = z.output<typeof StatusSchema>;

export const RelationshipSchema = z.object({
  id: z.string(),
  following: withDefault(z.boolean(), false),
  followed_by: withDefault(z.boolean(), false),
  requested: withDefault(z.boolean(), false),
  requested_by: withDefault(z.boolean(), false),
  muting: withDefault(z.boolean(), false),
  showing_reblogs: withDefault(z.boolean(), true),
  showing_replies: withDefault(z.boolean(), true),
  subscription_to: withDefault(z.boolean(), false),
  subscription_from: withDefault(z.boolean(), false),
});
export type Relationship = z.infer<typeof RelationshipSchema>;
