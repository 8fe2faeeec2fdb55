import { requestPage, type Page } from "./http";
import { PAGE_SIZE } from "./paging";
import { AccountSchema, type Account } from "@/api/entities/account";
import { ReactionAccountsSchema, type ReactionAccounts } from "@/api/entities/reactionAccounts";
import { parseEach } from "./schema";

/** Who liked, reposted and reacted to a post. */

const statusPath = (id: string, list: string) =>
  `/api/v1/statuses/${encodeURIComponent(id)}/${list}`;

/**
 * Who liked (`favourited_by`, 4.5+) or reposted (`reblogged_by`, 4.4+) a
 * post, 20 at a time (the server's default is 40), the next page from the
 * Link header. The server takes 20 reactions of every kind and keeps the
 * likes among them: a page of likes may hold fewer than 20 people, and then
 * it links to no next page even when more likes exist.
 */
export async function getPostPeople(
  id: string,
  list: "favourited_by" | "reblogged_by",
  next: string | null,
  authToken: string,
): Promise<Page<Account>> {
  const page = await requestPage<unknown>(next ?? statusPath(id, list), {
    authToken,
    query: { limit: PAGE_SIZE },
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
