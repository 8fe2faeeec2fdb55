/**
 * The point of view every entity is served from (who asks, at which origin),
 * and the small pieces all entities share: times, links and custom emoji.
 */
import { BASE_TOKEN, type AccountRecord } from "../store/records.ts";
import type { Store } from "../store/store.ts";
import type { ApiCustomEmoji } from "./types.ts";
import { CUSTOM_EMOJIS, emojiFile } from "../media/catalogue.ts";

/** The point of view of one response: who asks, and at which origin. */
export interface View {
  store: Store;
  base: string;
  viewer: AccountRecord | null;
}

export function iso(ms: number): string {
  return new Date(ms).toISOString();
}

export function withBase(view: View, html: string): string {
  return html.split(BASE_TOKEN).join(view.base);
}

export function actorId(view: View, account: AccountRecord): string {
  return account.remoteActorId ?? `${view.base}/users/${account.username}`;
}

export function profileUrl(view: View, account: AccountRecord): string {
  return account.remoteUrl ?? actorId(view, account);
}

export function customEmoji(view: View, shortcode: string): ApiCustomEmoji | null {
  if (!CUSTOM_EMOJIS.some((emoji) => emoji.shortcode === shortcode)) return null;
  const url = `${view.base}/media/${emojiFile(shortcode)}`;
  return { shortcode, url, static_url: url, visible_in_picker: true };
}

export function emojiList(
  view: View,
  shortcodes: readonly string[],
  foreign: readonly { shortcode: string; url: string }[],
): ApiCustomEmoji[] {
  const local = shortcodes.flatMap((code) => customEmoji(view, code) ?? []);
  const remote = foreign.map((emoji) => ({
    shortcode: emoji.shortcode,
    url: emoji.url,
    static_url: emoji.url,
    visible_in_picker: false,
  }));
  return [...local, ...remote];
}
