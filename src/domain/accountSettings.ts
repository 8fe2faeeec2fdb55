/** The rules of the account settings: password, aliases, import and move. */
import { typedAddress, type AddressRule } from "./addressPick";

/** Alias suggestions ask the server for at most this many matches. */
const ALIAS_SEARCH_LIMIT = 5;

/** Save is allowed only for a non-empty new password that equals its confirmation. */
export function canSavePassword(password: string, confirmation: string): boolean {
  return password !== "" && password === confirmation;
}

/** The alias address as it is searched and sent: trimmed. */
export function aliasAddress(input: string): string {
  return input.trim();
}

/** The move target as it is sent: trimmed, one leading `@` removed. */
export { typedAddress as moveTarget, pickByAddress } from "./addressPick";

/**
 * Adding an alias: the address is only trimmed; at most 5 matches, a single
 * exact one is added at once, other answers are offered to choose from. Add
 * stays disabled while an error shows.
 */
export const aliasAddressRule: AddressRule = {
  address: aliasAddress,
  limit: ALIAS_SEARCH_LIMIT,
  offer: true,
  holdOnError: true,
  confirm: false,
};

/**
 * The move's target: trimmed, one leading `@` dropped; only an exact match
 * among the answers counts, and it is shown for a confirmation before the
 * move, which sends the address as typed.
 */
export const moveTargetRule: AddressRule = {
  address: typedAddress,
  limit: ALIAS_SEARCH_LIMIT,
  offer: false,
  holdOnError: false,
  confirm: true,
};

/** A CSV download's name for each export. */
export const EXPORT_FILES = {
  follows: "follows.csv",
  followers: "followers.csv",
} as const;

export type ExportKind = keyof typeof EXPORT_FILES;
