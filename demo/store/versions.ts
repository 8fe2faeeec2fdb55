/**
 * The Mitra versions the demo plays and how their servers differ: one record
 * per version, each difference a named field. Routes, serializers, the seed
 * and the request plumbing ask `features(store).x`; no other file compares
 * version strings. What each route reads (token, body, rate limit) per
 * version is the other table, http/route-rules.ts; a route a version lacks is
 * missing there, so its handler needs no check of its own.
 */

/**
 * The Mitra versions the demo can play (`DEMO_SERVER`, default 3.10): 3.10,
 * the version the product was first written for, and 5.9, today's servers.
 */
export const SERVER_VERSIONS = ["3.10", "5.9"] as const;
export type ServerVersion = (typeof SERVER_VERSIONS)[number];
export const DEFAULT_SERVER_VERSION: ServerVersion = "3.10";

/** `DEMO_SERVER`'s value as a version the demo plays; throws naming the ones it knows. */
export function parseServerVersion(text: string | undefined): ServerVersion {
  if (text === undefined || text === "") return DEFAULT_SERVER_VERSION;
  const found = SERVER_VERSIONS.find((version) => version === text);
  if (!found) {
    throw new Error(
      `DEMO_SERVER=${text}: the demo plays Mitra ${SERVER_VERSIONS.join(", ")} (default ${DEFAULT_SERVER_VERSION})`,
    );
  }
  return found;
}

/** `configuration.accounts`: the profile limits. */
export interface ProfileLimits {
  max_display_name_length: number;
  max_note_length: number;
  max_profile_fields: number;
  profile_field_name_limit: number;
  profile_field_value_limit: number;
}

/** `configuration.polls`: the limits of a new post's poll. */
export interface PollLimits {
  max_options: number;
  max_characters_per_option: number;
  min_expiration: number;
  max_expiration: number;
}

/** The refusals of a multipart body, in the words of the multipart crate a version ships. */
export interface MultipartMessages {
  noContentType: string;
  badContentType: string;
  /** A parsed type that is not `multipart/…`; null: the crate does not check it. */
  notMultipart: string | null;
  noBoundary: string;
}

export interface VersionFeatures {
  /** `version` in the instance entities. */
  versionString: string;

  // Accounts and sessions.
  /** The local username rule at sign-up and its refusal (4.8.0 took upper case and `-`). */
  username: { pattern: RegExp; message: string };
  /** `display_name` of an account without one: "" or null. */
  missingDisplayName: "" | null;
  /**
   * `role.permissions` is a Mastodon-style bitmask string ("1" for the
   * delete-any roles, else "0") with the names in `permissions_names`;
   * else the names themselves.
   */
  permissionsBitmask: boolean;
  /** Remote actors' avatar and header URLs go through a URL parser (format "uri"); else as sent. */
  parsedRemoteImageUrls: boolean;
  /** `accounts/lookup` reads any address, a full local one too [4.5.0]; else the exact acct. */
  lookupReadsAnyAddress: boolean;
  /** At most this many results of `accounts/search` for a guest [4.8.0]; null: `limit` only. */
  guestSearchLimit: number | null;
  /** `accounts/:id/subscribers` pages with a Link header [5.7.0]; else the bare page. */
  subscribersLinkHeader: boolean;
  /** `load_activities` is for admins only; else anyone signed in, rate-limited [5.4.0]. */
  loadActivitiesAdminOnly: boolean;
  /**
   * The default visibility and language of new posts are kept: the
   * credential account's `source` names them (with `sensitive`),
   * update_credentials reads `source[privacy]` / `source[language]`, and
   * GET /api/v1/preferences answers them [4.17.0].
   */
  postingDefaults: boolean;
  /** `bot` on update_credentials marks the account automated [4.2.0]; else it is not read. */
  botFlag: boolean;
  /**
   * The user's sessions are listed and ended one by one (GET and DELETE
   * /api/v1/settings/sessions) [4.14.0]; the seed then gives alice two more,
   * one of another application.
   */
  sessions: boolean;
  /** How long an access token lives by default, in seconds [4.14]; null: for ever. */
  tokenLifetime: number | null;
  /** `configuration.accounts` [4.20.0–5.7.0]; null: not sent. */
  profileLimits: ProfileLimits | null;
  /**
   * The user's own pending follow requests are listed [4.19.0]: the seed then
   * has one of alice's waiting (frank's account is locked).
   */
  outgoingFollowRequests: boolean;
  /**
   * Direct messages are listed as conversations (`GET /api/v1/conversations`,
   * every one `unread: false`) [4.20.0], and a conversation is followed
   * (`conversation_tracking`) [4.16.0]: the seed then has more messages for
   * alice, some whose last word is someone else's. Before, the direct
   * timeline only.
   */
  conversations: boolean;

  // Posts and timelines.
  /**
   * Polls: `poll` on statuses (null when none) [3.13], in a new post and
   * voting, and these limits as `configuration.polls` [3.15]; null: no polls
   * and no `poll` key.
   */
  polls: PollLimits | null;
  /** Statuses carry `language` (ISO 639-1, else null), and a new or edited post reads it [3.23.0]. */
  postLanguage: boolean;
  /** Statuses carry `hidden`: the author is muted by the viewer [4.6.0]. */
  statusHidden: boolean;
  /** Statuses carry Mastodon's `quote` beside `pleroma.quote` [4.6.0]. */
  mastodonQuote: boolean;
  /**
   * `conversation` visibility only on a reply [3.13.0]: else "top-level post
   * can't have conversation visibility".
   */
  conversationNeedsParent: boolean;
  /**
   * Statuses carry `title` (plain text, else null), and a post with one has
   * it as an escaped `<h1>` at the start of `content`; a new or edited post
   * reads `title` [5.6.0].
   */
  postTitles: boolean;
  /**
   * Statuses carry `conversation {id, root_id, tracking, can_moderate}`, the
   * last two null for a visitor [5.8.0–5.9.0]; reposts have none (null).
   */
  statusConversation: boolean;
  /** `configuration.statuses.max_media_attachments` (5.0.0 lowered it from 15 to 4). */
  maxMediaAttachments: number;
  /** The v1 instance repeats the post size limit as `max_toot_chars` [5.7.0]. */
  maxTootChars: boolean;
  /**
   * Who liked, reposted and reacted to a post is listed [4.4.0–4.5.0], and the
   * user's own likes and reactions [4.17.0, 5.3.0]: the seed then gives alice
   * more likes than a page, and one of her posts more likers than a page.
   */
  reactionLists: boolean;
  /** Bookmarks page by the bookmark's own number (integer max_id); else by the last post's id. */
  bookmarksByNumber: boolean;
  /**
   * The smallest `limit` a paged route takes; under it, as over 200:
   * "expected an integer between 0 and 201".
   */
  queryLimitMin: number;

  // Groups.
  /**
   * Groups: accounts with `is_group` (members are their followers, admins
   * moderate them), the /api/v1/groups routes, the group timeline, posts
   * addressed with `group_id` and announced by the group, `Status.group`, and
   * removing a thread from its group [5.5.0–5.9.0]; else none of it, and
   * accounts have no `is_group` key.
   */
  groups: boolean;

  // Lists, markers, notifications.
  /** A list's id is a string [4.18.0]; else a number. */
  listIdsAsStrings: boolean;
  /** The timelines POST /markers reads a marker of, the first one given wins. */
  markerTimelines: readonly string[];
  /**
   * Notifications carry `payment_amount` (atomic units, else null) and
   * `moderation_warning`, and may be `payment_anonymous` or
   * `moderation_warning`; else none of these.
   */
  paymentAndWarningNotifications: boolean;

  // Payments.
  /** The smallest monthly subscription price in atomic units [4.5.1]; null: any price. */
  subscriptionPriceMin: bigint | null;
  /**
   * Monero `chain_metadata` always names `is_forwarding_required` and this
   * `payment_amount_min` [4.10.1]; null: its description only.
   */
  chainPaymentAmountMin: number | null;
  /** Monero payment options carry `amount_min`, the recipient instance's smallest payment. */
  paymentOptionAmountMin: boolean;
  /** Light-wallet instances and `monero-light` subscription options [4.15.0]. */
  lightWallet: boolean;

  // The framework's own answers.
  /** The plain-text 413 of a body over the payload limit. */
  payloadOverflowText: string;
  /** Under /oauth/, an unreadable JSON body is JSON `{"message": …}`; else the bare text. */
  oauthDeserializeErrorAsJson: boolean;
  /** The rate limiter's 429 also sends `retry-after`; else only `x-ratelimit-after`. */
  retryAfterHeader: boolean;
  /** How a multipart body that cannot be read is refused. */
  multipart: MultipartMessages;
}

/** The smallest Monero payment 5.9 accepts, in atomic units: 0.001 XMR. */
const MONERO_PAYMENT_AMOUNT_MIN = 1_000_000_000;

/** 5.9's profile limits, the server's defaults. */
const PROFILE_LIMITS: ProfileLimits = {
  max_display_name_length: 200,
  max_note_length: 10000,
  max_profile_fields: 10,
  profile_field_name_limit: 500,
  profile_field_value_limit: 5000,
};

/** 5.9's poll limits, the server's defaults. */
const POLL_LIMITS: PollLimits = {
  max_options: 4,
  max_characters_per_option: 50,
  min_expiration: 300,
  max_expiration: 2_629_746,
};

export const VERSIONS: Readonly<Record<ServerVersion, VersionFeatures>> = {
  "3.10": {
    versionString: "4.0.0 (compatible; Mitra 3.10.0)",
    username: { pattern: /^[a-z0-9_]+$/, message: "invalid username" },
    missingDisplayName: null,
    permissionsBitmask: false,
    parsedRemoteImageUrls: false,
    lookupReadsAnyAddress: false,
    guestSearchLimit: null,
    subscribersLinkHeader: false,
    loadActivitiesAdminOnly: true,
    postingDefaults: false,
    botFlag: false,
    sessions: false,
    tokenLifetime: null,
    profileLimits: null,
    outgoingFollowRequests: false,
    conversations: false,
    polls: null,
    postLanguage: false,
    statusHidden: false,
    mastodonQuote: false,
    conversationNeedsParent: false,
    postTitles: false,
    statusConversation: false,
    maxMediaAttachments: 15,
    maxTootChars: false,
    reactionLists: false,
    bookmarksByNumber: false,
    queryLimitMin: 1,
    groups: false,
    listIdsAsStrings: false,
    markerTimelines: ["notifications"],
    paymentAndWarningNotifications: false,
    subscriptionPriceMin: null,
    chainPaymentAmountMin: null,
    paymentOptionAmountMin: false,
    lightWallet: false,
    payloadOverflowText: "Payload reached size limit.",
    oauthDeserializeErrorAsJson: true,
    retryAfterHeader: false,
    multipart: {
      noContentType: "No Content-Type header found",
      badContentType: "Can not parse Content-Type header",
      notMultipart: null,
      noBoundary: "Multipart boundary is not found",
    },
  },
  "5.9": {
    versionString: "4.0.0 (compatible; Mitra 5.9.1)",
    username: {
      pattern: /^[A-Za-z0-9_-]+$/,
      message: "only letters, numbers, hyphens, and underscores are allowed in usernames",
    },
    missingDisplayName: "",
    permissionsBitmask: true,
    parsedRemoteImageUrls: true,
    lookupReadsAnyAddress: true,
    guestSearchLimit: 2,
    subscribersLinkHeader: true,
    loadActivitiesAdminOnly: false,
    postingDefaults: true,
    botFlag: true,
    sessions: true,
    tokenLifetime: 30 * 86400,
    profileLimits: PROFILE_LIMITS,
    outgoingFollowRequests: true,
    conversations: true,
    polls: POLL_LIMITS,
    postLanguage: true,
    statusHidden: true,
    mastodonQuote: true,
    conversationNeedsParent: true,
    postTitles: true,
    statusConversation: true,
    maxMediaAttachments: 4,
    maxTootChars: true,
    reactionLists: true,
    bookmarksByNumber: true,
    queryLimitMin: 0,
    groups: true,
    listIdsAsStrings: true,
    markerTimelines: ["home", "notifications"],
    paymentAndWarningNotifications: true,
    subscriptionPriceMin: BigInt(MONERO_PAYMENT_AMOUNT_MIN),
    chainPaymentAmountMin: MONERO_PAYMENT_AMOUNT_MIN,
    paymentOptionAmountMin: true,
    lightWallet: true,
    payloadOverflowText: "payload reached size limit",
    oauthDeserializeErrorAsJson: false,
    retryAfterHeader: true,
    multipart: {
      noContentType: "Could not find Content-Type header",
      badContentType: "Could not parse Content-Type header",
      notMultipart: 'Parsed Content-Type did not have "multipart" top-level media type',
      noBoundary: "Multipart boundary is not found",
    },
  },
};

/** How the played server behaves: `features(ctx.store).listIdsAsStrings`. */
export function features(of: { readonly server: ServerVersion }): VersionFeatures {
  return VERSIONS[of.server];
}
