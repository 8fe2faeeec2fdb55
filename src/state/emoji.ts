import { useCallback, useSyncExternalStore } from "react";
import { skipToken, useQuery } from "@tanstack/react-query";
import { addRecent, customCatalog, unicodeCatalog, type EmojiEntry } from "@/domain/emoji";
import type { PickableEmoji } from "@/domain/quickEmoji";
import { useCustomEmojis } from "./customEmojis";
import type { AccountStore } from "@/state/storage/accountStore";
import { useAccountStore } from "@/state/session/sessionContext";
import { createSignal } from "@/ui/store";

const emojiKeys = { unicode: ["unicodeEmoji"] as const };

/**
 * The unicode emoji set (names, keywords, GitHub shortcodes) is about 100 kB
 * gzip: it is a chunk of its own, loaded when a picker opens or a shortcode is
 * typed, never on the way to the first post.
 */
async function loadUnicodeEmoji(): Promise<EmojiEntry[]> {
  const [data, shortcodes] = await Promise.all([
    import("emojibase-data/en/compact.json"),
    import("emojibase-data/en/shortcodes/github.json"),
  ]);
  return unicodeCatalog(data.default, shortcodes.default);
}

/** The whole emoji set once wanted: unicode (null while it loads) and the instance's own. */
export function useEmojiCatalog(wanted: boolean): {
  unicode: EmojiEntry[] | null;
  custom: EmojiEntry[];
  failed: boolean;
} {
  const unicode = useQuery({
    queryKey: emojiKeys.unicode,
    queryFn: wanted ? loadUnicodeEmoji : skipToken,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  const custom = useCustomEmojis(wanted);
  return {
    unicode: unicode.data ?? null,
    custom: customCatalog(custom.data ?? []),
    failed: unicode.isError,
  };
}

const RECENT_KEY = "recent_emoji";
const recentChanged = createSignal();
/** The last list read, by the store and stored text it came from (one list per change, for React). */
let cache: { store: AccountStore | null; stored: string | null; list: PickableEmoji[] } = {
  store: null,
  stored: null,
  list: [],
};

function isPickable(item: unknown): item is PickableEmoji {
  if (typeof item !== "object" || item === null) return false;
  const { value, name, url } = item as Record<string, unknown>;
  return (
    typeof value === "string" &&
    typeof name === "string" &&
    (url === null || typeof url === "string")
  );
}

/** The account's stored list, parsed again only when the stored text changed. */
function snapshot(store: AccountStore): PickableEmoji[] {
  const stored = store.local.get(RECENT_KEY);
  if (store === cache.store && stored === cache.stored) return cache.list;
  let list: PickableEmoji[] = [];
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isPickable);
  } catch {
    // A damaged list starts over.
  }
  cache = { store, stored, list };
  return list;
}

function subscribe(listener: () => void): () => void {
  const stop = recentChanged.subscribe(listener);
  window.addEventListener("storage", listener);
  return () => {
    stop();
    window.removeEventListener("storage", listener);
  };
}

/** The account's recently used emoji, newest first, kept in this browser. */
export function useRecentEmoji(): PickableEmoji[] {
  const store = useAccountStore();
  const read = useCallback(() => snapshot(store), [store]);
  return useSyncExternalStore(subscribe, read, read);
}

function rememberEmoji(store: AccountStore, emoji: PickableEmoji): void {
  // Blocked storage: the list just does not change.
  store.local.set(RECENT_KEY, JSON.stringify(addRecent(snapshot(store), emoji)));
  recentChanged.notify();
}

/** Puts an emoji first among the account's recent ones. */
export function useRememberEmoji(): (emoji: PickableEmoji) => void {
  const store = useAccountStore();
  return useCallback((emoji) => rememberEmoji(store, emoji), [store]);
}
