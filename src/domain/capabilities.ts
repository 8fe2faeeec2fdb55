import { hasRelaxedUsernames } from "./relaxedUsernames";
import { isAtLeast, parseMitraVersion } from "./version";

/**
 * What the connected server can do, from its version string. Screens ask
 * this map instead of comparing versions, so a feature the server lacks is
 * hidden, not broken. The versions are those where Mitra's API changed.
 */
export interface Capabilities {
  /** The Mitra version, or null for a server that does not say. */
  version: string | null;
  /** Local usernames may hold upper-case letters and hyphens [4.8.0]. */
  relaxedUsernames: boolean;
  /** The identity claim call was renamed to identity_claim [4.16.0]. */
  identityClaimPath: "/api/v1/accounts/identity_proof" | "/api/v1/accounts/identity_claim";
  /** Adding a list member takes `account_ids`; `account_ids[]` was dropped [4.19.0]. */
  listAccountIdsKey: "account_ids" | "account_ids[]";
  /**
   * The smallest monthly subscription price the server accepts, in atomic
   * units: 0.001 XMR since 4.5.1 ('price is too low'); null where any price
   * above zero is taken.
   */
  subscriptionPriceMin: bigint | null;
  /**
   * "Load latest posts" names the collection in a JSON body, which the server
   * then requires (400 'Content type error' without it) [4.2.0]; before, the
   * call takes no body.
   */
  loadActivitiesBody: boolean;
  /**
   * "Load replies" says `use_context` in a JSON body, which the server then
   * requires [5.5.0]; before, the call takes no body.
   */
  loadConversationBody: boolean;
  /**
   * An instance may watch subscription payments with a light wallet instead
   * of forwarding them: its chain then says `is_forwarding_required: false`,
   * and a creator's option is `monero-light` with the payout wallet's private
   * view key. Offered from 4.16.1: 4.15.0 and 4.16.0 have it, but registering
   * the view-only wallet can leave the server unresponsive.
   */
  lightWalletSubscriptions: boolean;
  /** Visitors who are not signed in get at most this many accounts from a search [4.8.0]; null: no cap. */
  guestAccountSearchLimit: number | null;
  /** Posts carry polls, and the signed-in user votes on them [3.13.0]. */
  polls: boolean;
  /** A new post may carry a poll (`poll` on POST /api/v1/statuses) [3.15.0]. */
  publishPolls: boolean;
  /**
   * Access tokens expire (30 days by default) [4.14.0]; before, a refused
   * token had been revoked, so the session "ended" rather than "expired".
   */
  tokensExpire: boolean;
  /**
   * Groups: the user's groups, a group's timeline, and posting to a group
   * (`group_id`) [5.5.0]. Before, no group control is shown and nothing asked.
   */
  groups: boolean;
  /** Creating a group, `is_group` on accounts, and a post's `title` [5.6.0]. */
  createGroups: boolean;
  /**
   * A new group's description (`description` on POST /api/v1/groups) [5.7.0].
   * Before, the server reads only the name and drops a description with a 200,
   * and nothing a person types may be dropped: the field is not offered.
   */
  createGroupDescription: boolean;
  /**
   * A post's title is counted in characters [5.9.0]; before, in UTF-8 bytes
   * (both at most 300, else 400 'title is too long').
   */
  titleUnit: "bytes" | "characters";
  /**
   * A post to a remote group is answered as it went out [5.7.0]; 5.6 stores
   * and sends it, then answers 404 'account not found'.
   */
  remoteGroupPosts: boolean;
  /** A group's moderators edit its description and delete it [5.7.0]. */
  editGroups: boolean;
  /** A group's admins are listed (`GET /api/v1/groups/{id}/members`) [5.8.0]. */
  groupAdmins: boolean;
  /** …to a signed-in user only: the call requires a token [5.9.2]. */
  groupAdminsNeedToken: boolean;
  /** A moderator removes a thread from the group (`DELETE …/thread`) [5.9.0]. */
  groupModeration: boolean;
  /**
   * An admin deletes any post (`DELETE /api/v1/admin/posts/{id}`, permission
   * `delete_any_post`) and any profile from this server (`DELETE
   * /api/v1/admin/accounts/{id}`, `delete_any_profile`) [4.9.0].
   */
  adminDeletes: boolean;
  /** …and lists the local accounts (`GET /api/v2/admin/accounts`, `delete_any_profile`) [5.9.0]. */
  adminAccounts: boolean;
  /** An admin's deletion of a local post notifies its author (`moderation_warning`) [5.9.0]. */
  adminDeleteNotifies: boolean;
  /** "Clear all" notifications (`POST /api/v1/notifications/clear`) [3.22.0]. */
  clearNotifications: boolean;
  /** Mitra 3.17 keeps the home timeline's read marker (POST /api/v1/markers `home[last_read_id]`). */
  homeMarker: boolean;
  /**
   * Who reposted a post (`GET …/reblogged_by`): for the post's author only
   * [4.4.0], for anyone signed in [4.5.0]; "none" before.
   */
  rebloggedBy: "none" | "own" | "any";
  /** Who liked a post (`GET …/favourited_by`) [4.5.0]. */
  favouritedBy: boolean;
  /** Who reacted with which emoji (`GET /api/v1/pleroma/statuses/{id}/reactions`) [4.5.0]. */
  reactionAccounts: boolean;
  /**
   * The lists of who liked and who reacted include the viewer's own like or
   * reaction [4.17.0]; before, only when the viewer wrote the post.
   */
  reactionListsShowViewer: boolean;
  /** The posts the user liked (`GET /api/v1/favourites`) [4.17.0]. */
  favourites: boolean;
  /** …and, with `all_reactions=true`, the ones they reacted to [5.3.0]. */
  favouritesAllReactions: boolean;
  /**
   * The v2 instance says the admin's like icon (`like_emoji`: thumbs-up or
   * heart) and the picker's default row (`favorite_emojis`) [5.3.0].
   */
  instanceChoices: boolean;
  /** The servers this one refuses (`GET /api/v1/instance/domain_blocks`) [4.12.0]. */
  domainBlocks: boolean;
  /**
   * One server's public posts (`timelines/public?instance=HOST`) [5.4.0];
   * before, the parameter is ignored and the whole federated timeline comes.
   */
  serverTimeline: boolean;
  /** The user's own pending follow requests (`GET /api/v1/follow_requests/outgoing`) [4.19.0]. */
  outgoingFollowRequests: boolean;
  /**
   * Direct messages as conversations (`GET /api/v1/conversations`) [4.20.0];
   * before, only the direct timeline (`GET /api/v1/timelines/direct`).
   */
  conversations: boolean;
  /** Following a conversation (`POST …/conversation_tracking {status}`) [4.16.0]. */
  conversationTracking: boolean;
  /** A post says whether the viewer follows its conversation (`conversation.tracking`) [5.9.0]. */
  conversationTrackingState: boolean;
  /** A new post names its language (`language`, ISO 639-1) and posts carry theirs [3.23.0]. */
  postLanguage: boolean;
  /** A repost may go to followers only (`visibility: "private"` on the reblog call) [4.3.0]. */
  followersOnlyRepost: boolean;
  /**
   * The reblog call reads its visibility from a JSON body [4.3.0]: 4.3.0
   * refuses the call without one (400 'Content type error'), later versions
   * take it either way; before, the call takes no body.
   */
  reblogBody: boolean;
  /**
   * The "Automated account" mark is saved (`bot` on update_credentials)
   * [3.22.0]. Until 4.2.0 the server reads it as a plain boolean that defaults
   * to false, so every profile save must send it or the mark is cleared.
   */
  botFlag: boolean;
  /** The signed-in sessions are listed and ended one by one (`/api/v1/settings/sessions`) [4.14.0]. */
  sessions: boolean;
  /** An identity proof is removed (`DELETE /api/v1/accounts/identity_proof`, body `{did}`) [4.15.0]. */
  removeIdentityProof: boolean;
  /**
   * The default visibility and language of new posts are kept on the server
   * (`source.privacy`, `source.language`, saved with update_credentials) [4.17.0].
   */
  postingDefaults: boolean;
  /** Loading a remote profile's posts: admins only, or anyone signed in (rate-limited) [5.4.0]. */
  loadActivities: "admin" | "anyone";
}

/** 0.001 XMR in atomic units. */
const MONTHLY_PRICE_MIN = 1_000_000_000n;
const GUEST_SEARCH_LIMIT = 2;

/** Maps already worked out, per version string: a session meets one or a few servers. */
const known = new Map<string, Capabilities>();

/**
 * What the server of this version can do. Every card asks, so each version's
 * map is worked out once and the same object comes back (a dependency that
 * stays equal).
 */
export function capabilitiesFor(versionString: string): Capabilities {
  let capabilities = known.get(versionString);
  if (!capabilities) {
    capabilities = Object.freeze(workOut(versionString));
    known.set(versionString, capabilities);
  }
  return capabilities;
}

function workOut(versionString: string): Capabilities {
  const version = parseMitraVersion(versionString);
  return {
    version,
    relaxedUsernames: hasRelaxedUsernames(versionString),
    identityClaimPath: isAtLeast(version, "4.16.0")
      ? "/api/v1/accounts/identity_claim"
      : "/api/v1/accounts/identity_proof",
    listAccountIdsKey: isAtLeast(version, "4.19.0") ? "account_ids" : "account_ids[]",
    subscriptionPriceMin: isAtLeast(version, "4.5.1") ? MONTHLY_PRICE_MIN : null,
    loadActivitiesBody: isAtLeast(version, "4.2.0"),
    loadConversationBody: isAtLeast(version, "5.5.0"),
    lightWalletSubscriptions: isAtLeast(version, "4.16.1"),
    guestAccountSearchLimit: isAtLeast(version, "4.8.0") ? GUEST_SEARCH_LIMIT : null,
    polls: isAtLeast(version, "3.13.0"),
    publishPolls: isAtLeast(version, "3.15.0"),
    tokensExpire: isAtLeast(version, "4.14.0"),
    groups: isAtLeast(version, "5.5.0"),
    createGroups: isAtLeast(version, "5.6.0"),
    createGroupDescription: isAtLeast(version, "5.7.0"),
    titleUnit: isAtLeast(version, "5.9.0") ? "characters" : "bytes",
    remoteGroupPosts: isAtLeast(version, "5.7.0"),
    editGroups: isAtLeast(version, "5.7.0"),
    groupAdmins: isAtLeast(version, "5.8.0"),
    groupAdminsNeedToken: isAtLeast(version, "5.9.2"),
    groupModeration: isAtLeast(version, "5.9.0"),
    adminDeletes: isAtLeast(version, "4.9.0"),
    adminAccounts: isAtLeast(version, "5.9.0"),
    adminDeleteNotifies: isAtLeast(version, "5.9.0"),
    clearNotifications: isAtLeast(version, "3.22.0"),
    homeMarker: isAtLeast(version, "3.17.0"),
    rebloggedBy: isAtLeast(version, "4.5.0") ? "any" : isAtLeast(version, "4.4.0") ? "own" : "none",
    favouritedBy: isAtLeast(version, "4.5.0"),
    reactionAccounts: isAtLeast(version, "4.5.0"),
    reactionListsShowViewer: isAtLeast(version, "4.17.0"),
    favourites: isAtLeast(version, "4.17.0"),
    favouritesAllReactions: isAtLeast(version, "5.3.0"),
    instanceChoices: isAtLeast(version, "5.3.0"),
    domainBlocks: isAtLeast(version, "4.12.0"),
    serverTimeline: isAtLeast(version, "5.4.0"),
    outgoingFollowRequests: isAtLeast(version, "4.19.0"),
    conversations: isAtLeast(version, "4.20.0"),
    conversationTracking: isAtLeast(version, "4.16.0"),
    conversationTrackingState: isAtLeast(version, "5.9.0"),
    postLanguage: isAtLeast(version, "3.23.0"),
    followersOnlyRepost: isAtLeast(version, "4.3.0"),
    reblogBody: isAtLeast(version, "4.3.0"),
    botFlag: isAtLeast(version, "3.22.0"),
    sessions: isAtLeast(version, "4.14.0"),
    removeIdentityProof: isAtLeast(version, "4.15.0"),
    postingDefaults: isAtLeast(version, "4.17.0"),
    loadActivities: isAtLeast(version, "5.4.0") ? "anyone" : "admin",
  };
}
