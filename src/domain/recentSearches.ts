/** How many recent searches an account keeps. */
export const RECENT_SEARCHES_MAX = 8;

/** The list with `query` first (once, by its exact text), at most the maximum long. */
export function addRecentSearch(list: readonly string[], query: string): string[] {
  const text = query.trim();
  if (text === "") return [...list];
  return [text, ...list.filter((item) => item !== text)].slice(0, RECENT_SEARCHES_MAX);
}

/** A stored list as read back: strings only, no blanks, no repeats, at most the maximum. */
export function readRecentSearches(stored: string | null): string[] {
  try {
    const parsed: unknown = stored ? JSON.parse(stored) : [];
    if (!Array.isArray(parsed)) return [];
    const texts = parsed.filter(
      (item): item is string => typeof item === "string" && item.trim() !== "",
    );
    return [...new Set(texts)].slice(0, RECENT_SEARCHES_MAX);
  } catch {
    return [];
  }
}
