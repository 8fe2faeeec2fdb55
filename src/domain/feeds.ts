/** The rules of custom feeds (lists of accounts): their titles and adding members by address. */

/** Feed-member suggestions ask the server for at most this many matches. */
export const MEMBER_SEARCH_LIMIT = 5;

/** A feed title as it is sent: trimmed; an empty one cannot be created or saved. */
export function feedTitle(input: string): string {
  return input.trim();
}

/** The address typed into "add user", as searched: trimmed, one leading `@` dropped. */
export function memberAddress(input: string): string {
  return input.trim().replace(/^@/, "");
}

interface Addressed {
  acct: string;
}

/** What the search for an address leads to. */
export type MemberPick<T extends Addressed> =
  /** One match, and it is the address typed: add it at once. */
  | { kind: "add"; account: T }
  /** Offer the matches to choose from. */
  | { kind: "choose"; matches: T[] }
  /** 'user not found'. */
  | { kind: "none" };

/**
 * A single match whose address is the one typed is added at once; any other
 * answer is offered to choose from (an address compares without case, as
 * host names and Mitra's lookups do).
 */
export function pickMember<T extends Addressed>(
  address: string,
  matches: readonly T[],
): MemberPick<T> {
  const [only] = matches;
  if (!only) return { kind: "none" };
  if (matches.length === 1 && only.acct.toLowerCase() === address.toLowerCase()) {
    return { kind: "add", account: only };
  }
  return { kind: "choose", matches: [...matches] };
}
