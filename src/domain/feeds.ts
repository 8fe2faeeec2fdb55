/** The rules of custom feeds (lists of accounts): their titles and adding members by address. */

/** A feed title as it is sent: trimmed; an empty one cannot be created or saved. */
export function feedTitle(input: string): string {
  return input.trim();
}

/** The address typed into "add user", as searched: trimmed, one leading `@` dropped. */
export { typedAddress as memberAddress } from "./addressPick";
