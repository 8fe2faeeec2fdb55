/**
 * Posts and groups: who a post may be addressed to, how a post's headline
 * is shown once, how a group's announce of a member's post reads, and who
 * may remove a thread from its group.
 */

/** What the editor is writing: a post, a reply, a repost with comment, or an edit. */
type ComposeMode = "new" | "reply" | "repost" | "editing";

/**
 * A post goes to a group only when it is a new top-level post: the server
 * refuses `group_id` on a reply (a reply reaches the group through its
 * thread), and an edit cannot move a post. A repost with comment is a new
 * post with no parent, so it may go to a group.
 */
export function groupAudienceAllowed(mode: ComposeMode, replyTo: { id: string } | null): boolean {
  return mode !== "editing" && mode !== "reply" && replyTo === null;
}

/**
 * A headline is written on the same posts: a new post or a repost with
 * comment. An edit keeps the title the post has; it does not add one.
 */
export function titleAllowed(mode: ComposeMode, replyTo: { id: string } | null): boolean {
  return groupAudienceAllowed(mode, replyTo);
}

/** The server refuses a longer title ("title is too long"). */
const TITLE_MAX_LENGTH = 300;

/** How the server counts a title: UTF-8 bytes before 5.9, characters from 5.9. */
export type TitleUnit = "bytes" | "characters";

/**
 * What is left of the title's limit, counted as the server counts the title
 * sent (trimmed): a Cyrillic letter is one character but two bytes.
 * Negative when over.
 */
export function titleRemaining(title: string, unit: TitleUnit): number {
  const sent = cleanTitle(title) ?? "";
  // Characters are code points, as the server counts them (not graphemes, not UTF-16 units).
  const length = unit === "bytes" ? new TextEncoder().encode(sent).length : Array.from(sent).length;
  return TITLE_MAX_LENGTH - length;
}

/** The title as sent: trimmed, and none when blank (the field is then left out). */
export function cleanTitle(title: string): string | null {
  const trimmed = title.trim();
  return trimmed === "" ? null : trimmed;
}

// The first element of the content, when it is an h1 (any attributes, any case).
const LEADING_H1 = /^\s*<h1(?:\s[^>]*)?>[\s\S]*?<\/h1\s*>/i;

/**
 * A post with a title comes with the title also written as an `<h1>` at the
 * very start of its content (remote articles too). The title is shown once,
 * as plain text in the card's headline, so that h1 leaves the content. A
 * post without a title keeps its content whole; a title whose content does
 * not start with an h1 leaves the content as it is.
 */
export function postHeadline(post: { title: string | null; content: string }): {
  title: string | null;
  content: string;
} {
  const title = post.title?.trim() ?? "";
  if (title === "") return { title: null, content: post.content };
  return { title, content: post.content.replace(LEADING_H1, "") };
}

interface AnnounceShape {
  account: { id: string; is_group: boolean };
  reblog: { group: { id: string } | null } | null;
}

/**
 * A group announces each post addressed to it to its members: a repost by
 * the group of a post in that same group. It reads as the member's post in
 * the group, not as a repost by the group; a group's repost of a post from
 * elsewhere stays a repost.
 */
export function isGroupAnnounce(listed: AnnounceShape): boolean {
  return (
    listed.account.is_group &&
    listed.reblog !== null &&
    listed.reblog.group !== null &&
    listed.reblog.group.id === listed.account.id
  );
}

/**
 * The id a list keeps for a post it was given: a group's announce is listed
 * as the member's post it announces (which is how its card reads), so a
 * list that has both, or two pages that each have one, shows it once.
 */
export function listedId(
  listed: AnnounceShape & { id: string; reblog: { id: string } | null },
): string {
  return isGroupAnnounce(listed) && listed.reblog ? listed.reblog.id : listed.id;
}

/**
 * "Remove thread from group": on a server that moderates groups, for a
 * moderator of the post's group (the server says so in `can_moderate`), on
 * the thread's first post — removing it removes the whole thread.
 */
export function canRemoveThread(
  post: {
    id: string;
    group: { id: string } | null;
    conversation: { root_id: string; can_moderate: boolean | null } | null;
  },
  groupModeration: boolean,
): boolean {
  return (
    groupModeration &&
    post.group !== null &&
    post.conversation?.can_moderate === true &&
    post.conversation.root_id === post.id
  );
}

/**
 * A post may be addressed to a group on another server (its address names
 * that server) only where the server answers such a post as it went out
 * (5.7 on): 5.6 stores and sends it, then answers 404 'account not found',
 * so the post would look failed and be written again.
 */
export function groupPickable(group: { acct: string }, remoteGroupPosts: boolean): boolean {
  return remoteGroupPosts || !group.acct.includes("@");
}

/**
 * A group matches a search when its name or address holds every word typed,
 * in any case (a leading @ of an address is ignored).
 */
export function matchesGroupSearch(
  group: { display_name: string | null; username: string; acct: string },
  query: string,
): boolean {
  const haystack =
    `${group.display_name ?? ""} ${group.username} ${group.acct}`.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^@/, ""))
    .filter((word) => word !== "")
    .every((word) => haystack.includes(word));
}
