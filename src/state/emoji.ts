import { useSyncExternalStore } from "react";
import { skipToken, useQuery } from "@tanstack/react-query";
import { addRecent, customCatalog, unicodeCatalog, type EmojiEntry } from "@/domain/emoji";
import type { PickableEmoji } from "@/domain/quickEmoji";
import { useCustomEmojis } from "./customEmojis";
import { local } from "@/state/storage/browserStorage";
import { ownKey } from "@/state/storage/ownKey";

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
const listeners = new Set<() => void>();
let cache: { stored: string | null; list: PickableEmoji[] } = { stored: null, list: [] };

function readStored(): string | null {
  return local.get(ownKey(RECENT_KEY));
}

function isPickable(item: unknown): item is PickableEmoji {
  if (typeof item !== "object" || item === null) return false;
  const { value, name, url } = item as Record<string, unknown>;
  return (
    typeof value === "string" &&
    typeof name === "string" &&
    (url === null || typeof url === "string")
  );
}

/** The stored list, parsed again only when the stored text changed. */
function snapshot(): PickableEmoji[] {
  const stored = readStored();
  if (stored === cache.stored) return cache.list;
  let list: PickableEmoji[] = [];
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    if (Array.isArray(parsed)) list = parsed.filter(isPickable);
  } catch {
    // A damaged list starts over.
  }
  cache = { stored, list };
  return list;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** Recently used emoji, newest first, kept in this browser. */
export function useRecentEmoji(): PickableEmoji[] {
  return useSyncExternalStore(subscribe, snapshot, () => cache.list);
}

export function rememberEmoji(emoji: PickableEmoji): void {
  // Blocked storage: the list just does not change.
  local.set(ownKey(RECENT_KEY), JSON.stringify(addRecent(snapshot(), emoji)));
  for (const listener of listeners) listener();
}
