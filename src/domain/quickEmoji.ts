/** The picker's quick set: 8 unicode emoji with their gemoji names. */
export const QUICK_EMOJI = [
  { emoji: "❤️", name: "heart" },
  { emoji: "😆", name: "laughing" },
  { emoji: "🤔", name: "thinking" },
  { emoji: "😢", name: "cry" },
  { emoji: "😡", name: "rage" },
  { emoji: "🎉", name: "tada" },
  { emoji: "💯", name: "100" },
  { emoji: "👀", name: "eyes" },
] as const;

export interface PickableEmoji {
  /** What is sent or inserted: the character, or `:shortcode:`. */
  value: string;
  name: string;
  url: string | null;
}

/** Quick emoji then custom emoji, filtered by a substring of the name. */
export function filterEmoji(
  custom: readonly { shortcode: string; url: string }[],
  search: string,
): PickableEmoji[] {
  const all: PickableEmoji[] = [
    ...QUICK_EMOJI.map(({ emoji, name }) => ({ value: emoji, name, url: null })),
    ...custom.map(({ shortcode, url }) => ({ value: `:${shortcode}:`, name: shortcode, url })),
  ];
  const needle = search.trim().toLowerCase();
  return needle ? all.filter((item) => item.name.toLowerCase().includes(needle)) : all;
}
