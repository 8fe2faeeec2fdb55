/**
 * A quieter home: which posts the home timeline leaves out, per account.
 * Applied by the client to what the server sends (Mitra's home has no such
 * filters of its own).
 */

/** Replies on home: every one, only those to people the reader follows, or none. */
export type HomeReplies = "all" | "followed" | "none";

export interface HomeFilters {
  hideReposts: boolean;
  replies: HomeReplies;
}

export const DEFAULT_HOME_FILTERS: HomeFilters = { hideReposts: false, replies: "all" };

const REPLIES: readonly HomeReplies[] = ["all", "followed", "none"];

/** The kept filters; anything unreadable is the default (show everything). */
export function parseHomeFilters(raw: string | null): HomeFilters {
  if (!raw) return DEFAULT_HOME_FILTERS;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof HomeFilters, unknown>>;
    return {
      hideReposts: value.hideReposts === true,
      replies: REPLIES.find((option) => option === value.replies) ?? "all",
    };
  } catch {
    return DEFAULT_HOME_FILTERS;
  }
}

/** What the rule reads of a listed post. */
export interface ListedPost {
  account: { id: string };
  in_reply_to_id: string | null;
  in_reply_to_account_id: string | null;
  reblog: { id: string } | null;
}

/**
 * Whether home shows a post. A reply is the reader's business whatever the
 * setting when it answers them or continues its author's own thread; "only
 * to people followed" otherwise asks `follows` (false while unknown).
 */
export function shownOnHome(
  post: ListedPost,
  filters: HomeFilters,
  viewerId: string | null,
  follows: (accountId: string) => boolean,
): boolean {
  if (post.reblog !== null) return !filters.hideReposts;
  if (post.in_reply_to_id === null || filters.replies === "all") return true;
  const to = post.in_reply_to_account_id;
  if (to !== null && (to === viewerId || to === post.account.id)) return true;
  if (filters.replies === "none") return false;
  return to !== null && follows(to);
}
