/** Looking a person up by the Fediverse address typed into a field. */

interface Addressed {
  acct: string;
}

/** An address as typed and searched: trimmed, one leading `@` dropped. */
export function typedAddress(input: string): string {
  return input.trim().replace(/^@/, "");
}

/**
 * Whether a typed address (as `typedAddress` gives it) names a server too,
 * `user@server`: only such an address can be resolved remotely, by WebFinger.
 */
export function isFullAddress(address: string): boolean {
  return /^[^@\s]+@[^@\s]+$/.test(address);
}

/** What the search for an address leads to. */
export type AddressPick<T extends Addressed> =
  /** One match, and it is the address typed: take it at once. */
  | { kind: "exact"; account: T }
  /** Offer the matches to choose from. */
  | { kind: "choose"; matches: T[] }
  /** Nobody found. */
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
