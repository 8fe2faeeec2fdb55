/**
 * The store-backed lookups the markup renderer needs (mentions resolve to
 * known accounts, shortcodes to this instance's custom emoji).
 */
import type { MarkupContext } from "./render.ts";
import { CUSTOM_EMOJIS } from "../media/catalogue.ts";
import { BASE_TOKEN } from "../store/records.ts";
import type { Store } from "../store/store.ts";

export function markupContext(store: Store, localHost: string | null): MarkupContext {
  return {
    findAccount: (username, domain) =>
      domain === null ? store.localAccount(username) : store.remoteAccount(username, domain),
    profileUrl: (account) => account.remoteUrl ?? `${BASE_TOKEN}/users/${account.username}`,
    isCustomEmoji: (shortcode) => CUSTOM_EMOJIS.some((emoji) => emoji.shortcode === shortcode),
    localHost,
  };
}
