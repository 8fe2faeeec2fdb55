import * as z from "zod/mini";
import { nullable, optional, tolerantArray, withDefault } from "./schema";

/**
 * Entity schemas, the one source of entity types. They follow the server
 * contract (shared/mitra/openapi-v3.10.0.yaml) and read the newer server's
 * shapes too (API-NOTES, Server API changes).
 */

export const CustomEmojiSchema = z.object({
  shortcode: z.string(),
  url: z.string(),
  static_url: optional(z.string()),
  visible_in_picker: optional(z.boolean()),
});
export type CustomEmoji = z.infer<typeof CustomEmojiSchema>;

export const FieldSchema = z.object({
  name: withDefault(z.string(), ""),
  value: withDefault(z.string(), ""),
  verified_at: nullable(z.string()),
  is_legacy_proof: optional(z.boolean()),
});
export type Field = z.infer<typeof FieldSchema>;

export const PaymentOptionSchema = z.object({
  type: z.string(),
  name: nullable(z.string()),
  href: nullable(z.string()),
  chain_id: nullable(z.string()),
  price: nullable(z.number()),
  object_id: nullable(z.string()),
});
export type PaymentOption = z.infer<typeof PaymentOptionSchema>;

export const AuthenticationMethodSchema = z.enum(["password", "eip4361", "caip122_monero"]);
export type AuthenticationMethod = z.infer<typeof AuthenticationMethodSchema>;

export const MentionPolicySchema = z.enum(["none", "only_known", "only_contacts"]);
export type MentionPolicy = z.infer<typeof MentionPolicySchema>;

export const AccountSchema = z.object({
  id: z.string(),
  username: z.string(),
  acct: z.string(),
  actor_id: withDefault(z.string(), ""),
  url: withDefault(z.string(), ""),
  // Newer servers send "" when unknown, older ones null (API-NOTES).
  display_name: nullable(z.string()),
  note: nullable(z.string()),
  avatar: nullable(z.string()),
  header: nullable(z.string()),
  locked: withDefault(z.boolean(), false),
  mention_policy: withDefault(MentionPolicySchema, "none"),
  bot: withDefault(z.boolean(), false),
  identity_proofs: tolerantArray(FieldSchema),
  payment_options: tolerantArray(PaymentOptionSchema),
  fields: tolerantArray(FieldSchema),
  emojis: tolerantArray(CustomEmojiSchema),
  followers_count: withDefault(z.number(), 0),
  following_count: withDefault(z.number(), 0),
  subscribers_count: withDefault(z.number(), 0),
  statuses_count: withDefault(z.number(), 0),
});
export type Account = z.infer<typeof AccountSchema>;

export const RoleSchema = z.object({
  id: optional(z.number()),
  name: withDefault(z.string(), "user"),
  // Mitra 3.10: a list of names. Newer servers: a bitmask string, with the
  // names moved to permissions_names.
  permissions: optional(z.union([z.array(z.string()), z.string()])),
  permissions_names: optional(z.array(z.string())),
});
export type Role = z.infer<typeof RoleSchema>;

export const CredentialAccountSchema = z.extend(AccountSchema, {
  source: optional(
    z.object({
      note: nullable(z.string()),
      fields: tolerantArray(z.object({ name: z.string(), value: z.string() })),
    }),
  ),
  role: optional(RoleSchema),
  authentication_methods: tolerantArray(AuthenticationMethodSchema),
  client_config: withDefault(z.record(z.string(), z.unknown()), {}),
});
export type CredentialAccount = z.infer<typeof CredentialAccountSchema>;

export const BlockchainSchema = z.object({
  chain_id: z.string(),
  chain_metadata: nullable(z.record(z.string(), z.unknown())),
  features: withDefault(
    z.object({
      subscriptions: withDefault(z.boolean(), false),
      gate: withDefault(z.boolean(), false),
    }),
    { subscriptions: false, gate: false },
  ),
});
export type Blockchain = z.infer<typeof BlockchainSchema>;

export const InstanceSchema = z.object({
  uri: z.string(),
  title: withDefault(z.string(), ""),
  short_description: withDefault(z.string(), ""),
  description: withDefault(z.string(), ""),
  version: withDefault(z.string(), ""),
  registrations: withDefault(z.boolean(), false),
  contact_account: nullable(AccountSchema),
  login_message: withDefault(z.string(), ""),
  authentication_methods: withDefault(tolerantArray(AuthenticationMethodSchema), ["password"]),
  allow_unauthenticated: withDefault(
    z.object({ timeline_local: withDefault(z.boolean(), false) }),
    { timeline_local: false },
  ),
  federated_timeline_restricted: withDefault(z.boolean(), false),
  ipfs_gateway_url: nullable(z.string()),
  blockchains: tolerantArray(BlockchainSchema),
  configuration: withDefault(
    z.object({
      statuses: withDefault(
        z.object({
          max_characters: withDefault(z.number(), 5000),
          max_media_attachments: withDefault(z.number(), 4),
        }),
        { max_characters: 5000, max_media_attachments: 4 },
      ),
      media_attachments: withDefault(
        z.object({ supported_mime_types: withDefault(z.array(z.string()), []) }),
        { supported_mime_types: [] },
      ),
    }),
    {
      statuses: { max_characters: 5000, max_media_attachments: 4 },
      media_attachments: { supported_mime_types: [] },
    },
  ),
});
export type Instance = z.infer<typeof InstanceSchema>;

export const MarkerSchema = z.object({
  last_read_id: z.string(),
  version: optional(z.number()),
  updated_at: optional(z.string()),
});
export type Marker = z.infer<typeof MarkerSchema>;

export const MarkersSchema = z.object({
  notifications: optional(MarkerSchema),
  home: optional(MarkerSchema),
});

/** The parts of a notification the shell needs; the notifications screen extends it. */
export const NotificationSummarySchema = z.object({
  id: z.string(),
  type: z.string(),
  created_at: z.string(),
});
export type NotificationSummary = z.infer<typeof NotificationSummarySchema>;

export const TokenSchema = z.object({ access_token: z.string() });

export const MediaAttachmentSchema = z.object({
  id: z.string(),
  // The contract says "unknown"; the spec calls it "other". Anything else is "unknown" too.
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

export const StatusSchema = z.object({
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
});
export type Status = z.infer<typeof StatusSchema>;

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
