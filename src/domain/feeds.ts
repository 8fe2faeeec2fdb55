/** The rules of custom feeds (lists of accounts): their titles and adding members by address. */
import { typedAddress, type AddressRule } from "./addressPick";

/** A feed title as it is sent: trimmed; an empty one cannot be created or saved. */
export function feedTitle(input: string): string {
  return input.trim();
}

/** The address typed into "add user", as searched: trimmed, one leading `@` dropped. */
export { typedAddress as memberAddress } from "./addressPick";

/**
 * "Add user" by address: at most 5 matches; a single exact one is added at
 * once, other answers are offered to choose from. Errors never hold the button.
 */
export const memberAddressRule: AddressRule = {
  address: typedAddress,
  limit: 5,
  offer: true,
  holdOnError: false,
  confirm: false,
};
