/**
 * The API entities the demo returns, as the 3.10 contract
 * (shared/mitra/openapi-v3.10.0.yaml) describes them, with the fields 5.9
 * (openapi-latest.yaml) changed marked where they differ. Where the contract
 * types a field as a non-nullable object or date (Status.reblog,
 * Field.verified_at, Notification.status, Notification.subtype), the field is
 * left out instead of being null. Fields it marks nullable through
 * `allOf: [X, {nullable: true}]` (pleroma.quote, reaction.emoji,
 * declared_all[].account) are null, as the server sends them.
 */

export interface ApiCustomEmoji {
  shortcode: string;
  url: string;
  static_url: string;
  visible_in_picker: boolean;
}

export interface ApiField {
  name: string;
  value: string;
  verified_at?: string;
  /** On identity proofs: an old proof type. */
  is_legacy_proof?: boolean;
}

export type ApiPaymentOption =
  | { type: "link"; name: string; href: string }
  | {
      type: "monero-subscription";
      chain_id: string;
      price: number;
      object_id: string | null;
      /** 5.9 only: the smallest payment accepted, in atomic units. */
      amount_min?: number | null;
    };

export interface ApiAccount {
  id: string;
  username: string;
  acct: string;
  actor_id: string;
  url: string;
  display_name: string | null;
  created_at: string;
  note: string;
  avatar: string;
  header: string;
  locked: boolean;
  bot: boolean;
  mention_policy: string;
  identity_proofs: ApiField[];
  payment_options: ApiPaymentOption[];
  fields: ApiField[];
  emojis: ApiCustomEmoji[];
  followers_count: number;
  following_count: number;
  subscribers_count: number;
  statuses_count: number;
  /** Mitra 5.9: whether the account is a group; a 3.10 account has no such key. */
  is_group?: boolean;
}

export interface ApiRole {
  id: number;
  name: string;
  /** 3.10: the names; 5.9: a bitmask string, with the names in permissions_names. */
  permissions: string[] | string;
  permissions_names?: string[];
}

export interface ApiCredentialAccount extends ApiAccount {
  source: {
    note: string;
    fields: ApiField[];
    /** The defaults of new posts (5.9 only). */
    privacy?: string;
    sensitive?: boolean;
    language?: string | null;
  };
  role: ApiRole;
  authentication_methods: string[];
  client_config: Record<string, unknown>;
}

export interface ApiAttachment {
  id: string;
  type: string;
  url: string;
  preview_url: string;
  description: string | null;
}

interface ApiMention {
  id: string;
  username: string;
  acct: string;
  url: string;
}

interface ApiTag {
  name: string;
  url: string;
}

export interface ApiEmojiReaction {
  name: string;
  url: string | null;
  count: number;
  me: boolean;
  account_ids: string[];
}

export interface ApiStatus {
  id: string;
  uri: string;
  url: string;
  created_at: string;
  edited_at: string | null;
  account: ApiAccount;
  content: string;
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  reblog?: ApiStatus;
  visibility: string;
  sensitive: boolean;
  spoiler_text: string;
  pinned: boolean;
  replies_count: number;
  favourites_count: number;
  reblogs_count: number;
  media_attachments: ApiAttachment[];
  mentions: ApiMention[];
  tags: ApiTag[];
  emojis: ApiCustomEmoji[];
  favourited: boolean;
  reblogged: boolean;
  bookmarked: boolean;
  pleroma: {
    emoji_reactions: ApiEmojiReaction[];
    in_reply_to_account_acct: string | null;
    parent_visible: boolean;
    quote: ApiStatus | null;
    quote_visible: boolean;
  };
  ipfs_cid: string | null;
  links: ApiStatus[];
  /** Mitra 5.9: the author is muted by the viewer. */
  hidden?: boolean;
  /** Mitra 5.9: the Mastodon form of the quote, beside `pleroma.quote`. */
  quote?: { state: "accepted"; quoted_status: ApiStatus } | null;
  /** Mitra 5.9 only: a 3.10 status has no poll key. */
  poll?: ApiPoll | null;
  /** Mitra 5.9: the plain-text title, else null. */
  title?: string | null;
  /** The post's language (5.9 only). */
  language?: string | null;
  /** Mitra 5.9: the group the post is addressed to, else null. */
  group?: ApiAccount | null;
  /** Mitra 5.9: the post's conversation; null on a repost. */
  conversation?: ApiStatusConversation | null;
  /** Mitra 4.16 on (deprecated in 5.9): whether the viewer follows the conversation; null for a visitor. */
  conversation_tracking?: "normal" | "follow" | null;
}

/** Mitra 5.9: the conversation a post belongs to, and what the viewer may do in it. */
export interface ApiStatusConversation {
  id: string;
  root_id: string;
  /** null for a visitor (5.9.0 on). */
  tracking?: "normal" | "follow" | null;
  /** Whether the viewer moderates the conversation's group; null for a visitor (5.9.0 on). */
  can_moderate?: boolean | null;
}

export interface ApiPoll {
  id: string;
  expires_at: string;
  expired: boolean;
  multiple: boolean;
  votes_count: number;
  voters_count: number;
  options: { title: string; votes_count: number }[];
  emojis: ApiCustomEmoji[];
  voted: boolean;
  own_votes: number[];
}

export interface ApiNotification {
  id: string;
  type: string;
  subtype?: "reply";
  account: ApiAccount;
  status?: ApiStatus;
  reaction: { content: string; emoji: ApiCustomEmoji | null } | null;
  emoji?: string;
  emoji_url?: string | null;
  created_at: string;
  /** Mitra 5.9: atomic units paid (subscription, payment_anonymous), else null. */
  payment_amount?: number | null;
  /** Mitra 5.9: the warning of a moderation_warning notification. */
  moderation_warning?: { id: string; action: "delete_statuses"; text: string; created_at: string };
}

export interface ApiRelationship {
  id: string;
  following: boolean;
  followed_by: boolean;
  requested: boolean;
  requested_by: boolean;
  rejected_by: boolean;
  subscription_to: boolean;
  subscription_from: boolean;
  showing_reblogs: boolean;
  showing_replies: boolean;
  muting: boolean;
  muting_notifications: boolean;
  blocking: boolean;
  blocked_by: boolean;
}

export interface ApiList {
  /** A number on 3.10, a string on 5.9. */
  id: number | string;
  title: string;
  replies_policy: "followed";
  exclusive: boolean;
}
