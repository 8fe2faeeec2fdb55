/**
 * The demo store's records: what the in-memory "database" holds. They are
 * not API entities; entities/ (account.ts, status.ts, …) turn them into
 * those, per requesting user.
 *
 * Stored HTML may contain BASE_TOKEN where the instance's own origin belongs
 * (local profile links, hashtag links): the origin is only known per request.
 */

export const BASE_TOKEN = "{{BASE}}";

export type Visibility = "public" | "private" | "subscribers" | "conversation" | "direct";
export const VISIBILITIES: readonly Visibility[] = [
  "public",
  "private",
  "subscribers",
  "conversation",
  "direct",
];

export type RoleName = "user" | "admin" | "read_only_user";
export type MentionPolicy = "none" | "only_known" | "only_contacts";
type AuthenticationMethod = "password" | "eip4361" | "caip122_monero";

/** Where a profile image comes from; entities/account.ts turns it into a URL. */
export type ImageRef =
  | { kind: "media"; name: string }
  /** The server-generated blockies identicon of the actor id. */
  | { kind: "identicon" }
  /** No image: the header form is the bare identicon path (a 1×1 pixel). */
  | { kind: "none" }
  /** A literal URL, used by the hostile account's payloads. */
  | { kind: "url"; url: string };

export interface FieldRecord {
  name: string;
  /** HTML as the server renders it. */
  value: string;
  /** The markdown the owner typed (local accounts only). */
  valueSource: string;
  verifiedAt?: number;
  /** An identity proof of an old proof type, which its owner may renew. */
  legacy?: boolean;
}

export type PaymentOptionRecord =
  | { type: "link"; name: string; href: string }
  | { type: "monero-subscription"; chainId: string; price: number; objectId: string | null };

/** Present on local accounts only: the sign-in side of a profile. */
export interface UserRecord {
  /** "" for a user who signed up with a wallet (no password sign-in). */
  password: string;
  /** Lower-case Ethereum address for EIP-4361 sign-in, when there is one. */
  walletAddress?: string;
  role: RoleName;
  authenticationMethods: AuthenticationMethod[];
  clientConfig: Record<string, unknown>;
  /**
   * Subscription settings (chain, price, payout address), when enabled; on a
   * light-wallet instance also the payout wallet's private view key (lower-case hex).
   */
  /** The visibility new posts default to (Mitra 5.9 only); public when absent. */
  defaultVisibility?: "public" | "private" | "subscribers";
  /** The language new posts default to (ISO 639-1, Mitra 5.9 only); none when absent. */
  defaultLanguage?: string;
  subscriptionOption: {
    chainId: string;
    price: number;
    payoutAddress: string;
    viewKey?: string;
  } | null;
}

/**
 * Present on groups only (Mitra 5.9): an account people join by following it,
 * which announces the posts addressed to it to its members.
 */
interface GroupRecord {
  /** Ids of the accounts that moderate the group (its "admin" affiliations). */
  admins: Set<string>;
  /** The description as typed (markdown); null when none was ever given. */
  descriptionSource: string | null;
}

export interface AccountRecord {
  id: string;
  username: string;
  /** null for local accounts. */
  domain: string | null;
  /** Remote actor id; local ones derive it from the request origin. */
  remoteActorId: string | null;
  remoteUrl: string | null;
  /** Overrides the computed acct (an actor without a WebFinger address). */
  acctOverride: string | null;
  displayName: string | null;
  note: string;
  noteSource: string;
  avatar: ImageRef;
  header: ImageRef;
  locked: boolean;
  bot: boolean;
  mentionPolicy: MentionPolicy;
  fields: FieldRecord[];
  identityProofs: FieldRecord[];
  paymentOptions: PaymentOptionRecord[];
  /** Custom emoji shortcodes used in the name or bio. */
  emojis: string[];
  /** Emoji entities of a remote server (the hostile account's). */
  foreignEmojis: { shortcode: string; url: string }[];
  /** Actor ids this profile declared as its aliases. */
  aliases: string[];
  createdAt: number;
  /** When the profile last changed; its creation until then. */
  updatedAt?: number;
  user: UserRecord | null;
  group: GroupRecord | null;
}

export interface AttachmentRecord {
  id: string;
  ownerId: string;
  type: "image" | "video" | "audio" | "unknown";
  /** A file served under /media/, or an absolute URL (hostile payloads). */
  file: string;
  mediaType: string;
  description: string | null;
}

export interface StatusRecord {
  id: string;
  accountId: string;
  createdAt: number;
  editedAt: number | null;
  content: string;
  source: { text: string; contentType: "text/markdown" | "text/html" } | null;
  visibility: Visibility;
  sensitive: boolean;
  inReplyToId: string | null;
  reblogOfId: string | null;
  /** Linked (quoted) posts; the first one is the quote. */
  linkIds: string[];
  mediaIds: string[];
  mentionIds: string[];
  tags: string[];
  emojis: string[];
  /** Custom emoji entities of a remote server (the hostile account's). */
  foreignEmojis: { shortcode: string; url: string }[];
  ipfsCid: string | null;
  pinned: boolean;
  /** Remote object id; local ones derive it from the request origin. */
  remoteUri: string | null;
  /** The post's language (ISO 639-1), when its author named one (Mitra 5.9 only). */
  language?: string | null;
  /** The post's plain-text title (Mitra 5.9 only), else null. */
  title: string | null;
  /**
   * The group the conversation is addressed to (Mitra 5.9 only): set on its
   * top-level post and inherited by every reply; null elsewhere, reposts too.
   */
  groupId: string | null;
}

/** A poll on a post (played on Mitra 5.9 only); its id is the post's. */
export interface PollRecord {
  /** Option titles as plain text; custom emoji as :shortcode:. */
  options: string[];
  multiple: boolean;
  expiresAt: number;
  /** Voter id → the chosen option indexes. Seeded votes of people the demo does not model use made-up ids. */
  votes: Map<string, number[]>;
}

export interface ReactionRecord {
  /** Time-ordered, as the server's: its lists of reactions page by it. */
  id: string;
  accountId: string;
  /** A unicode emoji, or ":shortcode:" for a custom one. */
  content: string;
  createdAt: number;
}

export interface FollowRecord {
  id: number;
  followerId: string;
  targetId: string;
  reblogs: boolean;
  replies: boolean;
  createdAt: number;
}

export interface FollowRequestRecord {
  id: string;
  fromId: string;
  toId: string;
  createdAt: number;
}

export interface MuteRecord {
  id: number;
  ownerId: string;
  targetId: string;
}

export interface SubscriptionRecord {
  id: number;
  senderId: string;
  recipientId: string;
  chainId: string;
  expiresAt: number;
  updatedAt: number;
}

export type NotificationType =
  | "follow"
  | "follow_request"
  | "mention"
  | "favourite"
  | "pleroma:emoji_reaction"
  | "reblog"
  | "subscription"
  | "subscription_expiration"
  | "subscriber_leaving"
  | "move"
  | "admin.sign_up"
  // Mitra 5.9 only (the control refuses them on 3.10).
  | "payment_anonymous"
  | "moderation_warning";

export const NOTIFICATION_TYPES: readonly NotificationType[] = [
  "follow",
  "follow_request",
  "mention",
  "favourite",
  "pleroma:emoji_reaction",
  "reblog",
  "subscription",
  "subscription_expiration",
  "subscriber_leaving",
  "move",
  "admin.sign_up",
  "payment_anonymous",
  "moderation_warning",
];

/** The notification types a 3.10 server never sends. */
export const LATER_NOTIFICATION_TYPES: readonly NotificationType[] = [
  "payment_anonymous",
  "moderation_warning",
];

/** A moderator's warning, as a moderation_warning notification carries it. */
interface ModerationWarningRecord {
  id: string;
  action: "delete_statuses";
  text: string;
  createdAt: number;
}

export interface NotificationRecord {
  id: number;
  recipientId: string;
  fromId: string;
  type: NotificationType;
  subtype: "reply" | null;
  statusId: string | null;
  /** The reaction content for emoji reactions. */
  reaction: string | null;
  createdAt: number;
  /** Atomic units paid (subscription and payment_anonymous, Mitra 5.9 only). */
  paymentAmount?: number;
  /** The warning of a moderation_warning notification. */
  moderationWarning?: ModerationWarningRecord;
}

export interface MarkerRecord {
  lastReadId: string;
  version: number;
  updatedAt: number;
}

export interface ListRecord {
  id: number;
  ownerId: string;
  title: string;
  memberIds: string[];
}

export interface BookmarkRecord {
  /** The bookmark's own number: Mitra 5.9 pages bookmarks by it. */
  id: number;
  accountId: string;
  statusId: string;
  createdAt: number;
}

export type InvoiceStatus =
  "open" | "paid" | "forwarded" | "timeout" | "cancelled" | "underpaid" | "completed" | "failed";

export interface InvoiceRecord {
  id: string;
  senderId: string;
  recipientId: string;
  chainId: string;
  amount: number;
  paymentAddress: string;
  status: InvoiceStatus;
  createdAt: number;
  expiresAt: number;
}

export interface TokenRecord {
  accountId: string;
  createdAt: number;
  /** The session's number in the sessions list (the server's token id). */
  sessionId: number;
  /** The name of the application the token was made for; null without one. */
  clientName: string | null;
}

/** A claim handed out by GET /api/v1/accounts/identity_proof, awaiting its signature. */
export interface IdentityClaimRecord {
  type: "ethereum" | "minisign" | "minisign-unhashed";
  did: string;
  /** The bytes the user signs. */
  message: Uint8Array;
  createdAt: string;
  /** Ed25519 public key (minisign) or lower-case address (ethereum). */
  key: Uint8Array | string;
}

/** A repost: an empty status pointing at the original (public, no content of its own). */
export function repostRecord(fields: {
  id: string;
  accountId: string;
  createdAt: number;
  reblogOfId: string;
  remoteUri: string | null;
}): StatusRecord {
  return {
    ...fields,
    editedAt: null,
    content: "",
    source: null,
    visibility: "public",
    sensitive: false,
    inReplyToId: null,
    linkIds: [],
    mediaIds: [],
    mentionIds: [],
    tags: [],
    emojis: [],
    foreignEmojis: [],
    ipfsCid: null,
    pinned: false,
    title: null,
    groupId: null,
  };
}
