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
export { typedAddress as moveTarget, pickByAddress } from "./addressPick";

/** A CSV download's name for each export. */
export const EXPORT_FILES = {
  follows: "follows.csv",
  followers: "followers.csv",
} as const;

export type ExportKind = keyof typeof EXPORT_FILES;
