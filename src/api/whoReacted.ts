import { requestPage, type Page } from "./http";
import { PAGE_SIZE } from "./paging";
import { AccountSchema, type Account } from "@/api/entities/account";
import { ReactionAccountsSchema, type ReactionAccounts } from "@/api/entities/reactionAccounts";
import { parseEach } from "./schema";

/** Who liked, reposted and reacted to a post. */

const statusPath = (id: string, list: string) =>
  `/api/v1/statuses/${encodeURIComponent(id)}/${list}`;

/**
 * The largest page the server takes (its PageSize allows 1 to 200). For the
 * likes it reads a page of reactions of every kind and keeps the likes among
 * them, linking to a next page only when the likes fill it: with a small page
 * a post with many emoji reactions shows some of its likers and no way to
 * more, so the likes are asked for in the largest page.
 */
const LIKES_PAGE_SIZE = 200;

/**
 * Who liked (`favourited_by`, 4.5+; 200 at a time) or reposted
 * (`reblogged_by`, 4.4+; 20 at a time) a post, the next page from the Link
 * header.
 */
export async function getPostPeople(
  id: string,
  list: "favourited_by" | "reblogged_by",
  next: string | null,
  authToken: string,
): Promise<Page<Account>> {
  const page = await requestPage<unknown>(next ?? statusPath(id, list), {
    authToken,
    query: { limit: list === "favourited_by" ? LIKES_PAGE_SIZE : PAGE_SIZE },
  });
  return { items: parseEach(AccountSchema, page.items), next: page.next };
}

/** Who reacted with which emoji (4.5+), all at once: the server does not page it. */
export async function getReactionAccounts(
  id: string,
  authToken: string,
): Promise<ReactionAccounts[]> {
  const { items } = await requestPage<unknown>(
    `/api/v1/pleroma/statuses/${encodeURIComponent(id)}/reactions`,
    { authToken },
  );
  return parseEach(ReactionAccountsSchema, items);
}
