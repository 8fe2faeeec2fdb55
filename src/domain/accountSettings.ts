/** The rules of the account settings: password, aliases, import and move. */

/** Alias suggestions ask the server for at most this many matches. */
export const ALIAS_SEARCH_LIMIT = 5;

/** Save is allowed only for a non-empty new password that equals its confirmation. */
export function canSavePassword(password: string, confirmation: string): boolean {
  return password !== "" && password === confirmation;
}

/** The alias address as it is searched and sent: trimmed. */
export function aliasAddress(input: string): string {
  return input.trim();
}

/** The move target as it is sent: trimmed, one leading `@` removed. */
export function moveTarget(input: string): string {
  return input.trim().replace(/^@/, "");
}

interface Addressed {
  acct: string;
}

/** What the search for an address leads to. */
export type AddressPick<T extends Addressed> =
  /** One match, and it is the address typed: take it at once. */
  | { kind: "exact"; account: T }
  /** Offer the matches to choose from. */
  | { kind: "choose"; matches: T[] }
  /** 'profile not found'. */
  | { kind: "none" };

/**
 * A single match whose address is the one typed is taken at once; any other
 * answer is offered to choose from. Addresses compare without case, as host
 * names and the server's lookups do.
 */
export function pickByAddress<T extends Addressed>(
  address: string,
  matches: readonly T[],
): AddressPick<T> {
  const [only] = matches;
  if (!only) return { kind: "none" };
  if (matches.length === 1 && only.acct.toLowerCase() === address.toLowerCase()) {
    return { kind: "exact", account: only };
  }
  return { kind: "choose", matches: [...matches] };
}

/** A CSV download's name for each export. */
export const EXPORT_FILES = {
  follows: "follows.csv",
  followers: "followers.csv",
} as const;

export type ExportKind = keyof typeof EXPORT_FILES;
