import type { Account } from "@/api/entities/account";
import type { ReactionAccounts } from "@/api/entities/reactionAccounts";

/**
 * Who liked and who reacted, as the reader should see them. Servers before
 * 4.17 leave the viewer's own like or reaction out of these lists unless the
 * viewer wrote the post, though the post says the viewer gave it: the viewer
 * is added where they are missing.
 */

/** The likers, with the viewer first when the post says they liked it and the list lacks them. */
export function withViewerLike(accounts: Account[], viewer: Account, liked: boolean): Account[] {
  if (!liked || accounts.some((account) => account.id === viewer.id)) return accounts;
  return [viewer, ...accounts];
}

/**
 * Who reacted with which emoji, with the viewer under each emoji the post
 * says they gave and the list lacks them; an emoji listed with nobody at all
 * is added with the viewer alone.
 */
export function withViewerReactions(
  reactions: ReactionAccounts[],
  viewer: Account,
  mine: { name: string; url: string | null }[],
): ReactionAccounts[] {
  const result = reactions.map((reaction) =>
    mine.some((own) => own.name === reaction.name) &&
    !reaction.accounts.some((account) => account.id === viewer.id)
      ? { ...reaction, me: true, accounts: [viewer, ...reaction.accounts] }
      : reaction,
  );
  for (const own of mine) {
    if (!reactions.some((reaction) => reaction.name === own.name)) {
      result.push({ name: own.name, url: own.url, count: 1, me: true, accounts: [viewer] });
    }
  }
  return result;
}
