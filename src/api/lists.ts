import * as v from "valibot";
import { request, requestPage, type Page } from "./http";
import { PAGE_SIZE } from "./paging";
import { AccountSchema, type Account } from "@/api/entities/account";
import { parse, tolerantArray } from "./schema";

/**
 * Custom feeds, which the API calls lists: the feeds, their
 * titles and their members.
 */

/**
 * A feed. Its id is a number on 3.x servers and a string on newer ones
 * (4.18.0); it is kept as a string and never compared as a number.
 */
const FeedSchema = v.object({
  id: v.pipe(
    v.union([v.string(), v.number()]),
    v.transform((id) => String(id)),
  ),
  title: v.string(),
});

export type Feed = v.InferOutput<typeof FeedSchema>;

const FeedList = tolerantArray(FeedSchema);
const AccountList = tolerantArray(AccountSchema);

const listPath = (id: string) => `/api/v1/lists/${encodeURIComponent(id)}`;

export async function getFeeds(authToken: string): Promise<Feed[]> {
  return parse(FeedList, await request<unknown>("/api/v1/lists", { authToken }));
}

/** The feeds that hold an account. */
export async function getFeedsOf(accountId: string, authToken: string): Promise<Feed[]> {
  const data = await request<unknown>(`/api/v1/accounts/${encodeURIComponent(accountId)}/lists`, {
    authToken,
  });
  return parse(FeedList, data);
}

export async function getFeed(id: string, authToken: string): Promise<Feed> {
  return parse(FeedSchema, await request<unknown>(listPath(id), { authToken }));
}

export async function createFeed(title: string, authToken: string): Promise<Feed> {
  const data = await request<unknown>("/api/v1/lists", {
    method: "POST",
    authToken,
    json: { title },
  });
  return parse(FeedSchema, data);
}

export async function renameFeed(id: string, title: string, authToken: string): Promise<Feed> {
  const data = await request<unknown>(listPath(id), { method: "PUT", authToken, json: { title } });
  return parse(FeedSchema, data);
}

export async function deleteFeed(id: string, authToken: string): Promise<void> {
  await request<unknown>(listPath(id), { method: "DELETE", authToken });
}

/**
 * A page of a feed's members: limit 20 and max_id. The next page is the
 * Link header's when given, otherwise max_id after the last member of a
 * full page.
 */
export async function getFeedMembers(
  id: string,
  cursor: string | null,
  authToken: string,
): Promise<Page<Account>> {
  const page = cursor?.startsWith("/")
    ? await requestPage<unknown>(cursor, { authToken })
    : await requestPage<unknown>(`${listPath(id)}/accounts`, {
        authToken,
        query: { max_id: cursor ?? undefined, limit: PAGE_SIZE },
      });
  const items = parse(AccountList, page.items);
  if (page.next) return { items, next: page.next };
  const last = items.at(-1);
  return { items, next: page.items.length >= PAGE_SIZE && last ? last.id : null };
}

/**
 * Adds one account. The body key is `account_ids[]` on 3.x servers and
 * `account_ids` from 4.19.0, which dropped the bracketed alias.
 */
export async function addFeedMember(
  id: string,
  accountId: string,
  key: "account_ids" | "account_ids[]",
  authToken: string,
): Promise<void> {
  await request<unknown>(`${listPath(id)}/accounts`, {
    method: "POST",
    authToken,
    json: { [key]: [accountId] },
  });
}

/** Removes one account: `account_ids[0]=…` in the query, which every version reads. */
export async function removeFeedMember(
  id: string,
  accountId: string,
  authToken: string,
): Promise<void> {
  await request<unknown>(`${listPath(id)}/accounts`, {
    method: "DELETE",
    authToken,
    query: { account_ids: [accountId] },
  });
}
