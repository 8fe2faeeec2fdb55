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

/**
 * How a form that picks a person by address reads and answers: the address
 * searched for the text typed, how many matches it asks for, and what the
 * matches lead to.
 */
export interface AddressRule {
  /** The address searched (and sent) for the text typed. */
  address: (typed: string) => string;
  /** How many matches the search asks for. */
  limit: number;
  /**
   * Answers other than one exact match are offered to choose from. Without,
   * only an exact match among the answers counts and nobody else is offered.
   */
  offer: boolean;
  /** An error that shows keeps the button disabled until the text changes. */
  holdOnError: boolean;
  /**
   * The match is shown to be confirmed before anything is done with it, and
   * the address stays as typed; otherwise it is taken at once and the field
   * empties for the next one.
   */
  confirm: boolean;
}

/** What the search for an address leads to under a form's rule. */
export function pickFor<T extends Addressed>(
  rule: AddressRule,
  address: string,
  matches: readonly T[],
): AddressPick<T> {
  if (rule.offer) return pickByAddress(address, matches);
  const found = matches.find((account) => account.acct.toLowerCase() === address.toLowerCase());
  return found ? { kind: "exact", account: found } : { kind: "none" };
}
