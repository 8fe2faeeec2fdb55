import { QUICK_EMOJI, type PickableEmoji } from "./quickEmoji";

/**
 * The whole emoji set for the picker and the composer's `:shortcode`
 * suggestions: unicode emoji (from an emoji data set, loaded when wanted)
 * and the instance's custom emoji, searchable by name, shortcode and keyword.
 */
export interface EmojiEntry extends PickableEmoji {
  /** What a screen reader says: the unicode name ("dog face"), or `:shortcode:`. */
  label: string;
  shortcodes: readonly string[];
  keywords: readonly string[];
  /** A unicode group key, or the custom emoji's category (null: none given). */
  group: string | null;
}

/** The unicode groups in their order; "component" (skin tones, hair) is not offered alone. */
const UNICODE_GROUPS = [
  "smileys-emotion",
  "people-body",
  "component",
  "animals-nature",
  "food-drink",
  "travel-places",
  "activities",
  "objects",
  "symbols",
  "flags",
] as const;
type UnicodeGroup = (typeof UNICODE_GROUPS)[number];

/** One emoji of the data set (emojibase's compact form). */
export interface UnicodeEmojiSource {
  unicode: string;
  label: string;
  hexcode: string;
  group?: number;
  order?: number;
  tags?: readonly string[];
}

/** Shortcodes by hexcode (emojibase's shortcode sets): one or several. */
export type ShortcodeSource = Readonly<Record<string, string | readonly string[]>>;

export function unicodeCatalog(
  data: readonly UnicodeEmojiSource[],
  shortcodes: ShortcodeSource,
): EmojiEntry[] {
  return data
    .flatMap((item) => {
      const group = item.group === undefined ? undefined : UNICODE_GROUPS[item.group];
      if (group === undefined || group === "component") return [];
      const codes = shortcodes[item.hexcode] ?? [];
      const list = typeof codes === "string" ? [codes] : [...codes];
      return [
        {
          entry: {
            value: item.unicode,
            name: list[0] ?? item.label,
            url: null,
            label: item.label,
            shortcodes: list,
            keywords: item.tags ?? [],
            group,
          },
          order: item.order ?? Number.MAX_SAFE_INTEGER,
        },
      ];
    })
    .sort((a, b) => a.order - b.order)
    .map(({ entry }) => entry);
}

export interface CustomEmojiSource {
  shortcode: string;
  url: string;
  category?: string | null;
  visible_in_picker?: boolean;
}

/** The instance's emoji as entries; those hidden from the picker still complete a shortcode. */
export function customCatalog(custom: readonly CustomEmojiSource[]): EmojiEntry[] {
  return custom.map((emoji) => ({
    value: `:${emoji.shortcode}:`,
    name: emoji.shortcode,
    url: emoji.url,
    label: `:${emoji.shortcode}:`,
    shortcodes: [emoji.shortcode],
    keywords: [],
    group: emoji.category?.trim() || null,
  }));
}

/** The picker's quick set as entries. */
export const QUICK_ENTRIES: readonly PickableEmoji[] = QUICK_EMOJI.map(({ emoji, name }) => ({
  value: emoji,
  name,
  url: null,
}));

/** An emoji without its variation selector, to match "❤️" with "❤". */
function bare(emoji: string): string {
  return emoji.replace(/\uFE0F/g, "");
}

/**
 * The picker's default row: the instance's `favorite_emojis` (5.3.0+) where
 * it says them, else the client's quick set. Each is named by the quick set
 * or the unicode set (once loaded), else by itself.
 */
export function quickRow(
  favorites: readonly string[] | undefined,
  unicode: readonly EmojiEntry[] | null,
): readonly PickableEmoji[] {
  if (favorites === undefined) return QUICK_ENTRIES;
  return favorites.map((emoji) => {
    const known =
      QUICK_ENTRIES.find((entry) => bare(entry.value) === bare(emoji)) ??
      unicode?.find((entry) => bare(entry.value) === bare(emoji));
    return { value: emoji, name: known?.name ?? emoji, url: null };
  });
}

export type PickerSection =
  | { kind: "quick" | "recent"; emoji: readonly PickableEmoji[] }
  | { kind: "custom"; category: string | null; emoji: readonly PickableEmoji[] }
  | { kind: "unicode"; group: UnicodeGroup; emoji: readonly PickableEmoji[] };

/**
 * What the picker shows before a search: the quick set (or the instance's
 * own row), recently used, the
 * custom emoji by category (uncategorised first), then the unicode groups.
 * Empty sections are left out.
 */
export function pickerSections(
  recent: readonly PickableEmoji[],
  custom: readonly EmojiEntry[],
  unicode: readonly EmojiEntry[],
  quick: readonly PickableEmoji[] = QUICK_ENTRIES,
): PickerSection[] {
  const sections: PickerSection[] = quick.length > 0 ? [{ kind: "quick", emoji: quick }] : [];
  if (recent.length > 0) sections.push({ kind: "recent", emoji: recent });
  const categories = [...new Set(custom.map((emoji) => emoji.group))].sort((a, b) =>
    a === null ? -1 : b === null ? 1 : a.localeCompare(b),
  );
  for (const category of categories) {
    sections.push({
      kind: "custom",
      category,
      emoji: custom.filter((emoji) => emoji.group === category),
    });
  }
  for (const group of UNICODE_GROUPS) {
    const emoji = unicode.filter((entry) => entry.group === group);
    if (emoji.length > 0) sections.push({ kind: "unicode", group, emoji });
  }
  return sections;
}

/** A search as typed: case and surrounding colons do not matter (":dog" finds dog). */
function needleOf(query: string): string {
  return query
    .trim()
    .toLowerCase()
    .replace(/^:+|:+$/g, "");
}

/**
 * Emoji matching a search, best first: a shortcode that starts with it, then
 * a name with a word that starts with it, then a shortcode, name or keyword
 * holding it anywhere; equal matches keep the set's order.
 */
export function searchEmoji(
  entries: readonly EmojiEntry[],
  query: string,
  limit = Infinity,
): EmojiEntry[] {
  const needle = needleOf(query);
  if (needle === "") return [];
  const ranked: { entry: EmojiEntry; rank: number; index: number }[] = [];
  entries.forEach((entry, index) => {
    const codes = entry.shortcodes.map((code) => code.toLowerCase());
    const label = entry.label.toLowerCase();
    let rank: number;
    if (codes.some((code) => code.startsWith(needle))) rank = 0;
    else if (label.split(/[\s:_-]+/).some((word) => word.startsWith(needle))) rank = 1;
    else if (
      codes.some((code) => code.includes(needle)) ||
      label.includes(needle) ||
      entry.keywords.some((word) => word.toLowerCase().includes(needle))
    )
      rank = 2;
    else return;
    ranked.push({ entry, rank, index });
  });
  return ranked
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .slice(0, limit)
    .map(({ entry }) => entry);
}

/** How many recently used emoji are kept and shown. */
export const RECENT_EMOJI_LIMIT = 16;

/** The recently used list after a pick: the pick first, no repeats, at most the limit. */
export function addRecent(
  recent: readonly PickableEmoji[],
  picked: PickableEmoji,
): PickableEmoji[] {
  const rest = recent.filter((emoji) => emoji.value !== picked.value);
  return [{ value: picked.value, name: picked.name, url: picked.url }, ...rest].slice(
    0,
    RECENT_EMOJI_LIMIT,
  );
}
