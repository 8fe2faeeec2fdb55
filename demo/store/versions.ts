/**
 * The Mitra versions the demo plays and how their servers differ: one record
 * per version, each difference a named field. Routes, serializers, the seed
 * and the request plumbing ask `features(store).x`; no other file compares
 * version strings. What each route reads (token, body, rate limit) per
 * version is the other table, http/route-rules.ts; a route a version lacks is
 * missing there, so its handler needs no check of its own.
 */

/**
 * The Mitra versions the demo can play (`DEMO_SERVER`, default the newest):
 * every release line whose API a client has to tell apart, from 3.10 (the
 * version the product was first written for) to 5.9 (today's servers). A
 * version named by its line plays that line's last release; 4.3.0, 4.3.1
 * and 4.16.1 name the release because their patch changed the API.
 */
export const SERVER_VERSIONS = [
  "3.10",
  "3.22",
  "3.23",
  "4.2",
  "4.3.0",
  "4.3.1",
  "4.5",
  "4.14",
  "4.15",
  "4.16.1",
  "4.17",
  "4.19",
  "4.20",
  "5.3",
  "5.4",
  "5.5",
  "5.6",
  "5.7",
  "5.8",
  "5.9",
] as const;
export type ServerVersion = (typeof SERVER_VERSIONS)[number];
export const DEFAULT_SERVER_VERSION: ServerVersion = "5.9";

/** The release each played version is. */
export const RELEASES: Readonly<Record<ServerVersion, string>> = {
  "3.10": "3.10.0",
  "3.22": "3.22.0",
  "3.23": "3.23.0",
  "4.2": "4.2.1",
  "4.3.0": "4.3.0",
  "4.3.1": "4.3.1",
  "4.5": "4.5.1",
  "4.14": "4.14.0",
  "4.15": "4.15.0",
  "4.16.1": "4.16.1",
  "4.17": "4.17.0",
  "4.19": "4.19.0",
  "4.20": "4.20.0",
  "5.3": "5.3.0",
  "5.4": "5.4.0",
  "5.5": "5.5.0",
  "5.6": "5.6.0",
  "5.7": "5.7.1",
  "5.8": "5.8.0",
  "5.9": "5.9.1",
};

/** Whether release `a` is `b` or later ("4.16.1" ≥ "4.16.0"). */
export function releaseAtLeast(a: string, b: string): boolean {
  const x = a.split(".").map(Number);
  const y = b.split(".").map(Number);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d !== 0) return d > 0;
  }
  return true;
}

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
  /** [5.7.0] */
  max_display_name_length?: number;
  /** [5.7.0] */
  max_note_length?: number;
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
  /** `bot` on update_credentials marks the account automated [3.22.0]; else it is not read. */
  botFlag: boolean;
  /**
   * update_credentials reads `bot` as a plain boolean that defaults to false,
   * so a save that leaves it out clears the mark [3.22.0]; from 4.2.0 a
   * missing `bot` keeps it (partial updates).
   */
  botMissingClears: boolean;
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
   * The v2 instance says the admin's `like_emoji` and `favorite_emojis`
   * (dynamic configuration) [5.3.0]; before, neither key is sent.
   */
  instanceChoices: boolean;
  /**
   * `timelines/public` reads `instance=HOST`: only the posts of authors from
   * that host [5.4.0]; before, the parameter is ignored (the whole federated
   * timeline comes back).
   */
  publicTimelineInstance: boolean;
  /**
   * The user's own pending follow requests are listed [4.19.0]: the seed then
   * has one of alice's waiting (frank's account is locked).
   */
  outgoingFollowRequests: boolean;
  /**
   * Direct messages are listed as conversations (`GET /api/v1/conversations`,
   * every one `unread: false`) [4.20.0]: the seed then has more messages for
   * alice, some whose last word is someone else's. Before, the direct
   * timeline only.
   */
  conversations: boolean;
  /**
   * A conversation is followed (POST …/conversation_tracking) and statuses
   * carry the top-level `conversation_tracking` (`follow`/`normal`, null for
   * a visitor or a repost) [4.16.0; deprecated, still sent, in 5.9.0].
   */
  conversationTracking: boolean;

  // Posts and timelines.
  /**
   * Polls: `poll` on statuses (null when none) [3.13], in a new post and
   * voting, and these limits as `configuration.polls` [3.15]; null: no polls
   * and no `poll` key.
   */
  polls: PollLimits | null;
  /** Statuses carry `language` (ISO 639-1, else null), and a new or edited post reads it [3.23.0]. */
  postLanguage: boolean;
  /**
   * Profile search lists, after the local profiles, the most recently
   * updated first [3.23.0]; before, in the database's own order.
   */
  profileSearchRecentFirst: boolean;
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
  /** `conversation` also says `tracking` and `can_moderate` [5.9.0]; else `{id, root_id}`. */
  conversationTrackingField: boolean;
  /** Statuses carry `group`, the group the post was addressed to, else null [5.7.0]. */
  statusGroup: boolean;
  /**
   * The longest title, and whether it is counted in UTF-8 bytes [5.6.0] or
   * in characters [5.9.0: "Fixed incorrect validation of titles with
   * multibyte characters"].
   */
  titleCountsBytes: boolean;
  /**
   * The repost call's body: none read [3.10], a JSON body required (else
   * 400 `Content type error`) [4.3.0: followers-only reposts], or optional
   * [4.3.1: "Fixed `Content type error` when making a repost"].
   */
  reblogBody: "none" | "required" | "optional";
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
  /**
   * The lists of who liked and reacted leave out the viewer's own like or
   * reaction unless the viewer wrote the post [4.5.0]; 4.17.0 "Include
   * current user's own reactions in post reaction list".
   */
  reactionListsOmitViewer: boolean;
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
  /** Accounts carry `is_group` [5.6.0]; else no such key. */
  accountIsGroup: boolean;
  /** POST /api/v1/groups reads `description` [5.7.0]; else `name` only, one sent is dropped. */
  groupCreateDescription: boolean;
  /**
   * A post addressed (`group_id`) to a remote group is stored and sent, and
   * the call still answers 404 `account not found` [5.6.0; fixed in 5.7.0].
   */
  remoteGroupPostNotFound: boolean;

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
  /**
   * Registering a view-only wallet can make the server unresponsive
   * [4.15.0; 4.16.1 "Fixed server becoming unresponsive on registration of a
   * view-only wallet"]: the demo then answers a `monero-light` option with a
   * request that never ends.
   */
  lightWalletHangs: boolean;
  /**
   * A payout address must belong to the chain's Monero network [4.16.1:
   * "Ensure that payout address belongs to expected Monero network"]; before,
   * any parsable address is taken.
   */
  payoutAddressNetwork: boolean;

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

/** The profile field limits of `configuration.accounts` [4.20.0], the server's defaults. */
const FIELD_LIMITS: ProfileLimits = {
  max_profile_fields: 10,
  profile_field_name_limit: 500,
  profile_field_value_limit: 5000,
};

/** 5.7.0 adds the display name and bio limits. */
const PROFILE_LIMITS: ProfileLimits = {
  max_display_name_length: 200,
  max_note_length: 10000,
  ...FIELD_LIMITS,
};

/** The poll limits, the server's defaults [3.15.0]. */
const POLL_LIMITS: PollLimits = {
  max_options: 4,
  max_characters_per_option: 50,
  min_expiration: 300,
  max_expiration: 2_629_746,
};

/** What 3.10.0 does: the start every later release changes. */
const BASE: Omit<VersionFeatures, "versionString"> = {
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
  botMissingClears: false,
  sessions: false,
  tokenLifetime: null,
  profileLimits: null,
  instanceChoices: false,
  publicTimelineInstance: false,
  outgoingFollowRequests: false,
  conversations: false,
  conversationTracking: false,
  polls: null,
  postLanguage: false,
  profileSearchRecentFirst: false,
  statusHidden: false,
  mastodonQuote: false,
  conversationNeedsParent: false,
  postTitles: false,
  statusConversation: false,
  conversationTrackingField: false,
  statusGroup: false,
  titleCountsBytes: false,
  reblogBody: "none",
  maxMediaAttachments: 15,
  maxTootChars: false,
  reactionLists: false,
  reactionListsOmitViewer: false,
  bookmarksByNumber: false,
  queryLimitMin: 1,
  groups: false,
  accountIsGroup: false,
  groupCreateDescription: false,
  remoteGroupPostNotFound: false,
  listIdsAsStrings: false,
  markerTimelines: ["notifications"],
  paymentAndWarningNotifications: false,
  subscriptionPriceMin: null,
  chainPaymentAmountMin: null,
  paymentOptionAmountMin: false,
  lightWallet: false,
  lightWalletHangs: false,
  payoutAddressNetwork: false,
  payloadOverflowText: "Payload reached size limit.",
  oauthDeserializeErrorAsJson: true,
  retryAfterHeader: false,
  multipart: {
    noContentType: "No Content-Type header found",
    badContentType: "Can not parse Content-Type header",
    notMultipart: null,
    noBoundary: "Multipart boundary is not found",
  },
};

/**
 * What each release changed, oldest first, each field at the release that
 * changed it (read in the release's CHANGELOG.md and its handlers). A played
 * version is the base with every change up to its release folded in.
 */
const CHANGES: readonly { release: string; changes: Partial<VersionFeatures> }[] = [
  // Not a server change: 3.10.0's handler already pages bookmarks by their
  // number, but the demo's 3.10 keeps the 3.10 contract's status-id cursor.
  { release: "3.11.0", changes: { bookmarksByNumber: true } },
  { release: "3.13.0", changes: { conversationNeedsParent: true } },
  { release: "3.15.0", changes: { polls: POLL_LIMITS } },
  { release: "3.17.0", changes: { markerTimelines: ["home", "notifications"] } },
  // `bot` arrives as a plain bool with a default: a save without it unmarks.
  {
    release: "3.22.0",
    changes: { permissionsBitmask: true, botFlag: true, botMissingClears: true },
  },
  { release: "3.23.0", changes: { postLanguage: true, profileSearchRecentFirst: true } },
  { release: "4.2.0", changes: { botMissingClears: false, maxMediaAttachments: 16 } },
  { release: "4.3.0", changes: { reblogBody: "required" } },
  { release: "4.3.1", changes: { reblogBody: "optional" } },
  { release: "4.4.0", changes: { oauthDeserializeErrorAsJson: false } },
  {
    release: "4.5.0",
    changes: { lookupReadsAnyAddress: true, reactionLists: true, reactionListsOmitViewer: true },
  },
  { release: "4.5.1", changes: { subscriptionPriceMin: BigInt(MONERO_PAYMENT_AMOUNT_MIN) } },
  { release: "4.6.0", changes: { statusHidden: true, mastodonQuote: true } },
  {
    release: "4.8.0",
    changes: {
      username: {
        pattern: /^[A-Za-z0-9_-]+$/,
        message: "only letters, numbers, hyphens, and underscores are allowed in usernames",
      },
      guestSearchLimit: 2,
    },
  },
  { release: "4.10.1", changes: { chainPaymentAmountMin: MONERO_PAYMENT_AMOUNT_MIN } },
  { release: "4.11.0", changes: { paymentOptionAmountMin: true } },
  { release: "4.14.0", changes: { sessions: true, tokenLifetime: 30 * 86400 } },
  { release: "4.15.0", changes: { lightWallet: true, lightWalletHangs: true } },
  { release: "4.16.0", changes: { conversationTracking: true } },
  { release: "4.16.1", changes: { lightWalletHangs: false, payoutAddressNetwork: true } },
  {
    release: "4.17.0",
    changes: { postingDefaults: true, reactionListsOmitViewer: false },
  },
  { release: "4.18.0", changes: { listIdsAsStrings: true } },
  { release: "4.18.1", changes: { queryLimitMin: 0 } },
  {
    release: "4.19.0",
    changes: { outgoingFollowRequests: true },
  },
  {
    release: "4.20.0",
    changes: { conversations: true, profileLimits: FIELD_LIMITS },
  },
  { release: "5.0.0", changes: { maxMediaAttachments: 4 } },
  // actix-web 4.10, actix-multipart 0.7 and actix-governor 0.8 (Cargo.lock).
  {
    release: "5.3.0",
    changes: {
      instanceChoices: true,
      payloadOverflowText: "payload reached size limit",
      retryAfterHeader: true,
      multipart: {
        noContentType: "Could not find Content-Type header",
        badContentType: "Could not parse Content-Type header",
        notMultipart: 'Parsed Content-Type did not have "multipart" top-level media type',
        noBoundary: "Multipart boundary is not found",
      },
    },
  },
  { release: "5.4.0", changes: { loadActivitiesAdminOnly: false, publicTimelineInstance: true } },
  { release: "5.5.0", changes: { groups: true } },
  {
    release: "5.6.0",
    changes: {
      postTitles: true,
      titleCountsBytes: true,
      accountIsGroup: true,
      remoteGroupPostNotFound: true,
    },
  },
  {
    release: "5.7.0",
    changes: {
      subscribersLinkHeader: true,
      maxTootChars: true,
      profileLimits: PROFILE_LIMITS,
      statusGroup: true,
      groupCreateDescription: true,
      remoteGroupPostNotFound: false,
    },
  },
  { release: "5.8.0", changes: { statusConversation: true } },
  {
    release: "5.9.0",
    changes: {
      missingDisplayName: "",
      // Dated at 5.9.0 for want of a reading of the release that changed it.
      parsedRemoteImageUrls: true,
      conversationTrackingField: true,
      titleCountsBytes: false,
      // `moderation_warning` is 5.9.0's; `payment_amount` came in 4.18.0 and
      // is served with it from here only.
      paymentAndWarningNotifications: true,
    },
  },
];

function fold(version: ServerVersion): VersionFeatures {
  const release = RELEASES[version];
  const out: VersionFeatures = {
    ...BASE,
    versionString: `4.0.0 (compatible; Mitra ${release})`,
  };
  for (const change of CHANGES) {
    if (releaseAtLeast(release, change.release)) Object.assign(out, change.changes);
  }
  return out;
}

export const VERSIONS: Readonly<Record<ServerVersion, VersionFeatures>> = Object.fromEntries(
  SERVER_VERSIONS.map((version) => [version, fold(version)]),
) as Record<ServerVersion, VersionFeatures>;

/** How the played server behaves: `features(ctx.store).listIdsAsStrings`. */
export function features(of: { readonly server: ServerVersion }): VersionFeatures {
  return VERSIONS[of.server];
}
