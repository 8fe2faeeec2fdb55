import { request, requestPage, type Page } from "./http";
import { PAGE_SIZE } from "./paging";
import { RelationshipSchema, type Relationship } from "@/api/entities/relationship";
import { StatusSchema, type Status } from "@/api/entities/status";
import { AccountSchema, type Account, type MentionPolicy } from "@/api/entities/account";
import {
  CredentialAccountSchema,
  type CredentialAccount,
  type DefaultVisibility,
} from "@/api/entities/credentialAccount";
import { parse, parseEach } from "./schema";

/**
 * Profiles and the social graph: follow, mute and their lists, the directory,
 * search, and saving the own profile.
 */

const accountPath = (id: string, action: string) =>
  `/api/v1/accounts/${encodeURIComponent(id)}/${action}`;

function accounts(items: unknown[]): Account[] {
  return parseEach(AccountSchema, items);
}

async function accountPage(
  path: string,
  authToken: string | null,
  query = {},
): Promise<Page<Account>> {
  const page = await requestPage<unknown>(path, { authToken, query });
  return { items: accounts(page.items), next: page.next };
}

/** Follow (or change what a follow shows: reposts, replies); answers the relationship. */
export async function follow(
  id: string,
  options: { reblogs?: boolean; replies?: boolean },
  authToken: string,
): Promise<Relationship> {
  const data = await request<unknown>(accountPath(id, "follow"), {
    method: "POST",
    authToken,
    json: options,
  });
  return parse(RelationshipSchema, data);
}

export async function relationshipAction(
  id: string,
  action: "unfollow" | "remove_from_followers",
  authToken: string,
): Promise<Relationship> {
  const data = await request<unknown>(accountPath(id, action), { method: "POST", authToken });
  return parse(RelationshipSchema, data);
}

/**
 * Fetches a remote profile's latest posts (its outbox) or featured ones (answers 204):
 * admins only before 5.4, anyone signed in since (rate-limited).
 * Servers from 4.2 read which collection from a JSON body and refuse the call
 * without one (400 'Content type error'); older ones take no body.
 */
export async function loadActivities(
  id: string,
  collectionInBody: boolean,
  authToken: string,
  collection: "outbox" | "featured" = "outbox",
): Promise<void> {
  await request<null>(accountPath(id, "load_activities"), {
    method: "POST",
    authToken,
    ...(collectionInBody ? { json: { collection } } : {}),
    expected: 204,
  });
}

/** Followers, following (server's page size, Link paging) or a next page's path. */
export function getConnections(
  id: string,
  kind: "followers" | "following",
  next: string | null,
  authToken: string,
): Promise<Page<Account>> {
  return accountPage(next ?? accountPath(id, kind), authToken);
}

export function getFollowRequests(next: string | null, authToken: string): Promise<Page<Account>> {
  return accountPage(next ?? "/api/v1/follow_requests", authToken);
}

/** The user's own follow requests still waiting for an answer (4.19+); cancelled by unfollowing. */
export function getOutgoingFollowRequests(
  next: string | null,
  authToken: string,
): Promise<Page<Account>> {
  return accountPage(next ?? "/api/v1/follow_requests/outgoing", authToken);
}

export function getMutes(next: string | null, authToken: string): Promise<Page<Account>> {
  return accountPage(next ?? "/api/v1/mutes", authToken);
}

/**
 * The profile directory: limit 20 with an offset. The server lists
 * local profiles unless asked with local=false, which lists every profile it
 * knows, local and remote. It needs a token, as search does: a visitor is
 * answered 401.
 */
export async function getDirectory(
  offset: number,
  authToken: string,
  everyone = false,
): Promise<Account[]> {
  const data = await request<unknown[]>("/api/v1/directory", {
    authToken,
    query: { offset, limit: PAGE_SIZE, local: everyone ? false : undefined },
  });
  return accounts(data);
}

export interface SearchResults {
  accounts: Account[];
  statuses: Status[];
  hashtags: { name: string }[];
}

/** GET /api/v2/search?q&offset (the server's page size of 20 applies). */
export async function search(q: string, offset: number, authToken: string): Promise<SearchResults> {
  const data = await request<{ accounts?: unknown[]; statuses?: unknown[]; hashtags?: unknown[] }>(
    "/api/v2/search",
    { authToken, query: { q, offset: offset || undefined } },
  );
  return {
    accounts: accounts(data.accounts ?? []),
    statuses: parseEach(StatusSchema, data.statuses ?? []),
    hashtags: hashtagNames(data.hashtags ?? []),
  };
}

function hashtagNames(items: readonly unknown[]): { name: string }[] {
  return items.flatMap((item) =>
    typeof item === "object" && item !== null && "name" in item && typeof item.name === "string"
      ? [{ name: item.name }]
      : [],
  );
}

/** Tags starting like the one typed: a search for `#query` answers with tags only. */
export async function searchHashtags(
  query: string,
  limit: number,
  authToken: string,
): Promise<{ name: string }[]> {
  const data = await request<{ hashtags?: unknown[] }>("/api/v2/search", {
    authToken,
    query: { q: `#${query}`, limit },
  });
  return hashtagNames(data.hashtags ?? []);
}

/** What the profile form saves. */
export interface ProfileUpdate {
  display_name: string;
  note: string;
  locked: boolean;
  mention_policy: MentionPolicy;
  fields_attributes: { name: string; value: string }[];
  /** base64 and type, or null to remove; absent to keep. */
  avatar?: { data: string; mediaType: string } | null;
  header?: { data: string; mediaType: string } | null;
  /** The "Automated account" mark [4.2.0]; absent where the server does not read it. */
  bot?: boolean;
}

export async function updateProfile(
  update: ProfileUpdate,
  authToken: string,
): Promise<CredentialAccount> {
  const body: Record<string, unknown> = {
    display_name: update.display_name,
    note: update.note,
    locked: update.locked,
    mention_policy: update.mention_policy,
    fields_attributes: update.fields_attributes,
  };
  if (update.bot !== undefined) body.bot = update.bot;
  // The server reads null (or a missing key) as "keep the image": only an
  // empty string removes it.
  for (const image of ["avatar", "header"] as const) {
    const value = update[image];
    if (value === undefined) continue;
    body[image] = value ? value.data : "";
    if (value) body[`${image}_media_type`] = value.mediaType;
  }
  const data = await request<unknown>("/api/v1/accounts/update_credentials", {
    method: "PATCH",
    authToken,
    json: body,
  });
  return parse(CredentialAccountSchema, data);
}

/** The defaults of new posts the server keeps [4.17.0]. */
export interface PostingDefaults {
  privacy: DefaultVisibility;
  /** ISO 639-1; null leaves the server's value as it is (it cannot be cleared). */
  language: string | null;
}

/**
 * Saves the posting defaults under `source`, a partial update: nothing
 * else of the profile changes.
 */
export async function updatePostingDefaults(
  defaults: PostingDefaults,
  authToken: string,
): Promise<CredentialAccount> {
  const source: Record<string, string> = { privacy: defaults.privacy };
  if (defaults.language !== null) source.language = defaults.language;
  const data = await request<unknown>("/api/v1/accounts/update_credentials", {
    method: "PATCH",
    authToken,
    json: { source },
  });
  return parse(CredentialAccountSchema, data);
}

/** A profile's aliases; the Alias badge reads `verified`. */
export async function getAliases(
  id: string,
  authToken: string | null,
): Promise<{ verified: unknown[] }> {
  const data = await request<{ verified?: unknown }>(accountPath(id, "aliases/all"), { authToken });
  return { verified: Array.isArray(data.verified) ? data.verified : [] };
}
