/**
 * What each route of the server demands before its handler runs, per
 * version: a bearer token or not, and the body it reads (its extractors in
 * the server's order and the fields without a default). The app checks every
 * API request against this table, so a missing token or an unreadable body
 * is refused as the server refuses it, whatever the handler does next.
 *
 * A route missing from a version does not exist there (404). Paths outside
 * /api/ and /oauth/ (media files, feeds, test controls) are not in the table.
 */
import type { BodyRule, Reader, RequiredField } from "./extract.ts";
import type { LimitName } from "./ratelimit.ts";
import { releaseAtLeast, RELEASES, type ServerVersion } from "../store/versions.ts";

/**
 * - bearer: `BearerAuth`, the request needs an `Authorization: Bearer …` header;
 * - optional: `Option<BearerAuth>`, a token is read when one is given;
 * - none: the handler reads no token at all (one sent is ignored).
 */
type Auth = "bearer" | "optional" | "none";

export interface RouteRule {
  auth: Auth;
  /** null: the handler reads no body (one sent is ignored). */
  body: BodyRule | null;
  /**
   * The rate limit counting requests to the route, per client IP. Every one
   * refuses over the limit before anything else, except `search`, which
   * only tells the handler.
   */
  limit?: LimitName;
}

/**
 * A route's rule from each release that changed it, keyed by that release
 * (null: the route is gone from then on). A version plays the latest entry
 * at or before its release; before the first, the route does not exist.
 */
type VersionRules = Readonly<Record<string, RouteRule | null>>;

function rule(auth: Auth, body: BodyRule | null = null): RouteRule {
  return { auth, body };
}

function limited(limit: LimitName, value: RouteRule): RouteRule {
  return { ...value, limit };
}

/** A body read by `readers` into the struct `name` whose fields `required` have no default. */
function body(
  readers: readonly Reader[],
  name: string,
  ...required: readonly RequiredField[]
): BodyRule {
  return { readers, required, expecting: `struct ${name}` };
}

const json = (name: string, ...required: readonly RequiredField[]): BodyRule =>
  body(["json"], name, ...required);

/** The same rule on both versions. */
function both(value: RouteRule): VersionRules {
  return { "3.10.0": value };
}

export const ROUTE_RULES: Readonly<Record<string, VersionRules>> = {
  // OAuth: sign-in and sign-out.
  // Every grant (password or wallet) counts towards the sign-in limit.
  "POST /oauth/token": {
    "3.10.0": limited(
      "login",
      rule("none", body(["multipart", "form", "json"], "TokenRequest", "grant_type")),
    ),
    // 4.12.0: "Prefer JSON over form data when deserializing ambiguous payloads".
    "4.12.0": limited(
      "login",
      rule("none", body(["json", "form", "multipart"], "TokenRequest", "grant_type")),
    ),
  },
  "POST /oauth/revoke": {
    "3.10.0": rule("bearer", json("RevocationRequest", "token")),
    // 4.5.0: "Make `/oauth/revoke` API endpoint accept form data".
    "4.5.0": rule("bearer", body(["json", "form"], "RevocationRequest", "token")),
  },
  "POST /api/v1/apps": {
    "3.10.0": rule(
      "none",
      body(
        ["multipart", "form", "json"],
        "CreateAppData",
        "client_name",
        "redirect_uris",
        "scopes",
      ),
    ),
    "4.12.0": rule(
      "none",
      body(
        ["json", "form", "multipart"],
        "CreateAppData",
        "client_name",
        "redirect_uris",
        "scopes",
      ),
    ),
    // 5.7.0 renamed the request structs (…Data → …Form), as their refusals name them.
    "5.7.0": rule(
      "none",
      body(
        ["json", "form", "multipart"],
        "CreateAppForm",
        "client_name",
        "redirect_uris",
        "scopes",
      ),
    ),
  },

  // The signed-in user's own account.
  "POST /api/v1/accounts": {
    "3.10.0": limited("registration", rule("none", json("AccountCreateData", "username"))),
    "5.7.0": limited("registration", rule("none", json("AccountCreateForm", "username"))),
  },
  "GET /api/v1/accounts/verify_credentials": both(rule("bearer")),
  "PATCH /api/v1/accounts/update_credentials": {
    "3.10.0": rule("bearer", body(["multipart", "json"], "AccountUpdateData")),
    "5.7.0": rule("bearer", body(["multipart", "json"], "AccountUpdateForm")),
  },
  "GET /api/v1/preferences": { "4.17.0": rule("bearer") },
  // 4.15.0: removing an identity proof, named by its DID in a JSON body.
  "DELETE /api/v1/accounts/identity_proof": {
    "4.15.0": rule("bearer", json("IdentityProofDeleteForm", "did")),
  },
  // 4.16.0 named it identity_claim; 5.0.0 removed the old name.
  "GET /api/v1/accounts/identity_proof": { "3.10.0": rule("bearer"), "5.0.0": null },
  "GET /api/v1/accounts/identity_claim": { "4.16.0": rule("bearer") },
  "POST /api/v1/accounts/identity_proof": {
    "3.10.0": rule(
      "bearer",
      json("IdentityProofData", "proof_type", "did", "signature", "created_at"),
    ),
    "5.7.0": rule(
      "bearer",
      json("IdentityProofForm", "proof_type", "did", "signature", "created_at"),
    ),
  },

  // Profiles.
  "GET /api/v1/accounts/relationships": both(rule("bearer")),
  "GET /api/v1/accounts/lookup": both(rule("none")),
  "GET /api/v1/accounts/search": both(limited("search", rule("optional"))),
  "GET /api/v1/accounts/search_did": both(rule("none")),
  "GET /api/v1/accounts/identicon": both(rule("none")),
  "GET /api/v1/accounts/:id": both(rule("none")),
  "GET /api/v1/accounts/:id/statuses": both(rule("optional")),
  "GET /api/v1/accounts/:id/followers": both(rule("bearer")),
  "GET /api/v1/accounts/:id/following": both(rule("bearer")),
  "GET /api/v1/accounts/:id/subscribers": both(rule("bearer")),
  "GET /api/v1/accounts/:id/lists": both(rule("bearer")),
  "GET /api/v1/accounts/:id/aliases/all": both(rule("none")),
  // 4.2.0 reads which collection to load (`collection` defaults to the
  // outbox); 5.4.0 opened it to everyone, rate-limited.
  "POST /api/v1/accounts/:id/load_activities": {
    "3.10.0": rule("bearer"),
    "4.2.0": rule("bearer", json("LoadActivitiesParams")),
    "5.4.0": limited("fetch_collection", rule("bearer", json("LoadActivitiesParams"))),
    "5.7.0": limited("fetch_collection", rule("bearer", json("LoadActivitiesRequest"))),
  },
  "GET /api/v1/directory": both(rule("bearer")),

  // Relationships.
  "POST /api/v1/accounts/:id/follow": {
    "3.10.0": rule("bearer", { ...body(["form", "json"], "FollowData"), optional: true }),
    "4.12.0": rule("bearer", { ...body(["json", "form"], "FollowData"), optional: true }),
    "5.7.0": rule("bearer", { ...body(["json", "form"], "FollowForm"), optional: true }),
  },
  "POST /api/v1/accounts/:id/unfollow": both(rule("bearer")),
  "POST /api/v1/accounts/:id/remove_from_followers": both(rule("bearer")),
  "POST /api/v1/accounts/:id/mute": both(rule("bearer")),
  "POST /api/v1/accounts/:id/unmute": both(rule("bearer")),
  "GET /api/v1/mutes": both(rule("bearer")),
  "GET /api/v1/follow_requests": both(rule("bearer")),
  "POST /api/v1/follow_requests/:id/authorize": both(rule("bearer")),
  "POST /api/v1/follow_requests/:id/reject": both(rule("bearer")),
  "GET /api/v1/follow_requests/outgoing": { "4.19.0": rule("bearer") },

  // Posts.
  "POST /api/v1/statuses": {
    "3.10.0": rule("bearer", body(["qs-form", "json"], "StatusData", "status")),
    // 4.12.0: JSON first, and `status` may be left out (a post of media only).
    "4.12.0": rule("bearer", body(["json", "qs-form"], "StatusData")),
    "5.7.0": rule("bearer", body(["json", "qs-form"], "StatusCreateForm")),
  },
  "POST /api/v1/statuses/preview": {
    "3.10.0": rule("bearer", json("StatusPreviewData", "status")),
    "5.7.0": rule("bearer", json("StatusPreviewForm", "status")),
  },
  "GET /api/v1/statuses/:id": both(rule("optional")),
  "PUT /api/v1/statuses/:id": {
    "3.10.0": rule("bearer", json("StatusUpdateData", "status")),
    "5.7.0": rule("bearer", json("StatusUpdateForm", "status")),
  },
  "DELETE /api/v1/statuses/:id": both(rule("bearer")),
  "GET /api/v1/statuses/:id/source": both(rule("bearer")),
  "GET /api/v1/statuses/:id/context": both(rule("optional")),
  "GET /api/v1/statuses/:id/thread": both(rule("optional")),
  // 5.9.0: a group's moderator removes a thread from the group.
  "DELETE /api/v1/statuses/:id/thread": { "5.9.0": rule("bearer") },
  "POST /api/v1/statuses/:id/favourite": both(rule("bearer")),
  "POST /api/v1/statuses/:id/unfavourite": both(rule("bearer")),
  "POST /api/v1/statuses/:id/reblog": {
    "3.10.0": rule("bearer"),
    // 4.3.0 reads `{visibility}` and refuses a call without a JSON body;
    // 4.3.1 made the body optional again.
    "4.3.0": rule("bearer", json("ReblogParams")),
    "4.3.1": rule("bearer", { ...json("ReblogParams"), optional: true }),
    "5.7.0": rule("bearer", { ...json("ReblogForm"), optional: true }),
  },
  "POST /api/v1/statuses/:id/unreblog": both(rule("bearer")),
  "POST /api/v1/statuses/:id/bookmark": both(rule("bearer")),
  "POST /api/v1/statuses/:id/unbookmark": both(rule("bearer")),
  "POST /api/v1/statuses/:id/pin": both(rule("bearer")),
  "POST /api/v1/statuses/:id/unpin": both(rule("bearer")),
  "POST /api/v1/statuses/:id/make_permanent": both(rule("bearer")),
  // 5.5.0 reads `{use_context}`; `{}` is the legacy mode.
  "POST /api/v1/statuses/:id/load_conversation": {
    "3.10.0": rule("bearer"),
    "5.5.0": rule("bearer", json("LoadConversationRequest")),
  },
  // `{status}` is required (no default).
  "POST /api/v1/statuses/:id/conversation_tracking": {
    "4.16.0": rule("bearer", json("ConversationTrackingForm", "status")),
  },
  "PUT /api/v1/pleroma/statuses/:id/reactions/:content": both(rule("bearer")),
  "DELETE /api/v1/pleroma/statuses/:id/reactions/:content": both(rule("bearer")),
  // Who liked, reposted, reacted: a visitor is answered an empty list of
  // likes or reposts, but no reactions.
  "GET /api/v1/statuses/:id/favourited_by": { "4.5.0": rule("optional") },
  "GET /api/v1/statuses/:id/reblogged_by": { "4.4.0": rule("optional") },
  "GET /api/v1/pleroma/statuses/:id/reactions": { "4.5.0": rule("bearer") },
  "POST /api/v1/polls/:id/votes": {
    "3.13.0": rule("bearer", json("VoteForm", ["choices", "choices[]"])),
  },

  // Timelines.
  "GET /api/v1/timelines/home": both(rule("bearer")),
  "GET /api/v1/timelines/public": both(rule("optional")),
  "GET /api/v1/timelines/tag/:tag": both(rule("optional")),
  "GET /api/v1/timelines/list/:id": both(rule("bearer")),
  "GET /api/v1/timelines/direct": both(rule("bearer")),
  "GET /api/v1/conversations": { "4.20.0": rule("bearer") },
  "GET /api/v1/timelines/group/:id": { "5.5.0": rule("bearer") },
  "GET /api/v1/bookmarks": both(rule("bearer")),
  "GET /api/v1/favourites": { "4.17.0": rule("bearer") },

  // Notifications and markers.
  "GET /api/v1/notifications": both(rule("bearer")),
  "POST /api/v1/notifications/clear": { "3.22.0": rule("bearer") },
  "GET /api/v1/markers": both(rule("bearer")),
  "POST /api/v1/markers": {
    "3.10.0": rule("bearer", json("MarkerCreateData", "notifications[last_read_id]")),
    // 3.17.0 keeps the home timeline's marker too, so neither is required;
    // 3.22.0 takes a form, 4.18.0 multipart.
    "3.17.0": rule("bearer", json("MarkerCreateData")),
    "3.22.0": rule("bearer", body(["json", "form"], "MarkerCreateData")),
    "4.18.0": rule("bearer", body(["json", "form", "multipart"], "MarkerCreateData")),
    "5.7.0": rule("bearer", body(["json", "form", "multipart"], "MarkerCreateForm")),
  },

  // Custom feeds.
  "GET /api/v1/lists": both(rule("bearer")),
  "POST /api/v1/lists": {
    "3.10.0": rule("bearer", json("ListData", "title")),
    // 4.18.0: "Support sending form data to `/api/v1/lists` endpoint".
    "4.18.0": rule("bearer", body(["json", "form"], "ListData", "title")),
    "5.7.0": rule("bearer", body(["json", "form"], "ListForm", "title")),
  },
  "GET /api/v1/lists/:id": both(rule("bearer")),
  "PUT /api/v1/lists/:id": {
    "3.10.0": rule("bearer", json("ListData", "title")),
    "5.7.0": rule("bearer", json("ListForm", "title")),
  },
  "DELETE /api/v1/lists/:id": both(rule("bearer")),
  "GET /api/v1/lists/:id/accounts": both(rule("bearer")),
  // The bracketed alias of `account_ids` went with 4.19.0.
  "POST /api/v1/lists/:id/accounts": {
    "3.10.0": rule("bearer", json("ListAccountsData", ["account_ids", "account_ids[]"])),
    // 4.18.1 took form data, 4.19.0 fixed it ("content type error").
    "4.19.0": rule("bearer", body(["json", "qs-form"], "ListAccountsData", "account_ids")),
    "5.7.0": rule("bearer", body(["json", "qs-form"], "ListAccountsForm", "account_ids")),
  },
  "DELETE /api/v1/lists/:id/accounts": both(rule("bearer")),

  // Groups [5.5.0–5.9.0]: followed and the timeline 5.5.0, creating 5.6.0,
  // editing and deleting 5.7.0, members (no token) 5.8.0.
  "GET /api/v1/groups/followed": { "5.5.0": rule("bearer") },
  // 5.6.0 reads `name` only (a description sent is dropped); 5.7.0 reads it.
  "POST /api/v1/groups": {
    "5.6.0": rule("bearer", json("GroupCreateData", "name")),
    "5.7.0": rule("bearer", json("GroupCreateForm", "name")),
  },
  "GET /api/v1/groups/:id/source": { "5.7.0": rule("bearer") },
  "PATCH /api/v1/groups/:id": { "5.7.0": rule("bearer", json("GroupUpdateForm")) },
  "DELETE /api/v1/groups/:id": { "5.7.0": rule("bearer") },
  "GET /api/v1/groups/:id/members": { "5.8.0": rule("none") },

  // An admin's moderation: deleting any post or profile 4.9.0, the local accounts 5.9.0.
  "DELETE /api/v1/admin/posts/:id": { "4.9.0": rule("bearer") },
  "DELETE /api/v1/admin/accounts/:id": { "4.9.0": rule("bearer") },
  "GET /api/v2/admin/accounts": { "5.9.0": rule("bearer") },

  // Search.
  "GET /api/v2/search": both(rule("bearer")),

  // Media.
  "POST /api/v1/media": {
    "3.10.0": rule("bearer", body(["multipart", "json"], "AttachmentData", "file", "media_type")),
    "5.7.0": rule("bearer", body(["multipart", "json"], "AttachmentForm", "file", "media_type")),
  },
  "POST /api/v2/media": {
    "3.10.0": rule("bearer", body(["multipart", "json"], "AttachmentData", "file", "media_type")),
    "5.7.0": rule("bearer", body(["multipart", "json"], "AttachmentForm", "file", "media_type")),
  },
  "GET /api/v1/media/:id": both(rule("bearer")),
  "PUT /api/v1/media/:id": {
    "3.10.0": rule("bearer", json("AttachmentUpdateData")),
    "5.7.0": rule("bearer", json("AttachmentUpdateForm")),
  },

  // Settings.
  "POST /api/v1/settings/client_config": both(rule("bearer", { readers: ["json"] })),
  // 4.14.0: the user's sessions (their access tokens), listed and ended.
  "GET /api/v1/settings/sessions": { "4.14.0": rule("bearer") },
  "DELETE /api/v1/settings/sessions/:id": { "4.14.0": rule("bearer") },
  "POST /api/v1/settings/change_password": both(
    rule("bearer", json("PasswordChangeRequest", "new_password")),
  ),
  "POST /api/v1/settings/aliases": both(rule("bearer", json("AddAliasRequest", "acct"))),
  "POST /api/v1/settings/aliases/remove": both(
    rule("bearer", json("RemoveAliasRequest", "actor_id")),
  ),
  "GET /api/v1/settings/export_followers": both(rule("bearer")),
  "GET /api/v1/settings/export_follows": both(rule("bearer")),
  "POST /api/v1/settings/import_follows": both(
    rule("bearer", json("ImportFollowsRequest", "follows_csv")),
  ),
  "POST /api/v1/settings/import_followers": both(
    rule("bearer", json("ImportFollowersRequest", "from_actor_id", "followers_csv")),
  ),
  "POST /api/v1/settings/move_followers": both(
    rule("bearer", json("MoveFollowersRequest", "target_acct")),
  ),
  "POST /api/v1/settings/delete_account": both(rule("bearer")),

  // Subscriptions.
  "GET /api/v1/subscriptions/options": both(rule("bearer")),
  "POST /api/v1/subscriptions/options": both(
    rule("bearer", {
      readers: ["json"],
      required: ["type"],
      expecting: "internally tagged enum SubscriptionOption",
    }),
  ),
  "GET /api/v1/subscriptions/find": both(rule("none")),
  "POST /api/v1/subscriptions/invoices": {
    "3.10.0": rule("none", json("InvoiceData", "sender_id", "recipient_id", "chain_id", "amount")),
    "5.7.0": rule("none", json("InvoiceForm", "sender_id", "recipient_id", "chain_id", "amount")),
  },
  "GET /api/v1/subscriptions/invoices/:id": both(rule("none")),
  "DELETE /api/v1/subscriptions/invoices/:id": both(rule("none")),
  "POST /api/v1/subscriptions": {
    "3.10.0": rule("bearer", json("SubscriberData", "subscriber_id", "duration")),
    "5.7.0": rule("bearer", json("SubscriptionCreateForm", "subscriber_id", "duration")),
  },

  // The instance.
  "GET /api/v1/instance": both(rule("none")),
  "GET /api/v2/instance": both(rule("none")),
  "GET /api/v1/instance/peers": both(rule("none")),
  // The handler reads an optional token itself: 401 only where the list is private.
  "GET /api/v1/instance/domain_blocks": { "4.12.0": rule("optional") },
  "GET /api/v1/custom_emojis": both(rule("none")),
};

/** Whether a path is answered by the server's API (and so checked against the table). */
export function isApiPath(pathname: string): boolean {
  return pathname.startsWith("/api/") || pathname.startsWith("/oauth/");
}

/** The rule of a route on a version: undefined when the route is not in the table, null when the version lacks it. */
export function routeRule(
  version: ServerVersion,
  method: string,
  pattern: string,
): RouteRule | null | undefined {
  const rules = ROUTE_RULES[`${method} ${pattern}`];
  if (rules === undefined) return undefined;
  const release = RELEASES[version];
  let found: RouteRule | null = null;
  let since = "0";
  for (const [from, value] of Object.entries(rules)) {
    if (releaseAtLeast(release, from) && releaseAtLeast(from, since)) {
      found = value;
      since = from;
    }
  }
  return found;
}
