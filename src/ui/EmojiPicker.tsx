import { useId, useState, type KeyboardEvent, type UIEvent } from "react";
import {
  pickerSections,
  QUICK_ENTRIES,
  searchEmoji,
  type EmojiEntry,
  type PickerSection,
} from "@/domain/emoji";
import type { PickableEmoji } from "@/domain/quickEmoji";
import { rightwardStep } from "./lineDirection";
import { isSafeUrl } from "./sanitize";
import { Spinner } from "./Spinner";
import "./EmojiPicker.css";

export interface EmojiPickerLabels {
  search: string;
  empty: string;
  loading: string;
  failed: string;
  section: (section: PickerSection) => string;
}

/** A search shows at most this many: past it, typing more narrows faster than scrolling. */
const SEARCH_LIMIT = 120;
/** The grid's columns, for the up and down arrows. */
const COLUMNS = 8;
/**
 * Sections rendered at first; more as the list is scrolled near its end.
 * Two thousand buttons at once would make opening the picker slow.
 */
const FIRST_SECTIONS = 4;

const quickEntries: EmojiEntry[] = QUICK_ENTRIES.map((emoji) => ({
  ...emoji,
  label: `:${emoji.name}:`,
  shortcodes: [emoji.name],
  keywords: [],
  group: null,
}));

/**
 * The emoji picker: a search box (by name, shortcode or keyword; 'no emojis
 * found' when nothing matches); before a search, the 8 quick emoji, the
 * recently used, the instance's custom emoji by category, then the whole
 * unicode set by group (`unicode` null while it loads). The arrow keys move
 * through the grid.
 */
export function EmojiPicker({
  recent,
  custom,
  unicode,
  quick,
  failed = false,
  onPick,
  labels,
}: {
  recent: readonly PickableEmoji[];
  custom: readonly EmojiEntry[];
  unicode: readonly EmojiEntry[] | null;
  /** The default row: the instance's own where it says one; the quick set otherwise. */
  quick?: readonly PickableEmoji[];
  failed?: boolean;
  onPick: (emoji: PickableEmoji) => void;
  labels: EmojiPickerLabels;
}) {
  const [search, setSearch] = useState("");
  const [shown, setShown] = useState(FIRST_SECTIONS);
  const searchId = useId();
  const safeCustom = custom.filter((emoji) => emoji.url === null || isSafeUrl(emoji.url));
  const safeRecent = recent.filter((emoji) => emoji.url === null || isSafeUrl(emoji.url));
  const searching = search.trim() !== "";
  const found = searching
    ? searchEmoji([...safeCustom, ...(unicode ?? quickEntries)], search, SEARCH_LIMIT)
    : [];
  const sections = searching ? [] : pickerSections(safeRecent, safeCustom, unicode ?? [], quick);
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const body = event.currentTarget;
    if (body.scrollTop + body.clientHeight * 2 >= body.scrollHeight && shown < sections.length) {
      setShown(shown + 2);
    }
  };

  const onGridKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // The grid runs right to left in Persian: ArrowLeft then moves forward.
    const right = rightwardStep();
    const step = { ArrowLeft: -right, ArrowRight: right, ArrowUp: -COLUMNS, ArrowDown: COLUMNS }[
      event.key
    ];
    if (step === undefined) return;
    const items = Array.from(
      event.currentTarget.querySelectorAll<HTMLButtonElement>(".emoji-picker-item"),
    );
    const index = items.findIndex((item) => item === document.activeElement);
    if (index < 0) return;
    event.preventDefault();
    items[Math.min(items.length - 1, Math.max(0, index + step))]?.focus();
  };

  return (
    <div className="emoji-picker">
      <label className="visually-hidden" htmlFor={searchId}>
        {labels.search}
      </label>
      <input
        id={searchId}
        className="emoji-picker-search"
        type="search"
        placeholder={labels.search}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      {/* The arrow keys are a shortcut between the buttons, which Tab also reaches. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div className="emoji-picker-body" onKeyDown={onGridKeyDown} onScroll={onScroll}>
        {searching ? (
          found.length === 0 ? (
            <p className="emoji-picker-empty">{labels.empty}</p>
          ) : (
            <EmojiGrid emoji={found} onPick={onPick} />
          )
        ) : (
          sections.slice(0, shown).map((section) => {
            const title = labels.section(section);
            return (
              <div
                key={`${section.kind}-${title}`}
                role="group"
                aria-label={title}
                className="emoji-picker-section"
              >
                <div className="emoji-picker-heading" aria-hidden="true">
                  {title}
                </div>
                <EmojiGrid emoji={section.emoji} onPick={onPick} />
              </div>
            );
          })
        )}
        {unicode === null &&
          (failed ? (
            <p className="emoji-picker-empty">{labels.failed}</p>
          ) : (
            <Spinner label={labels.loading} />
          ))}
      </div>
    </div>
  );
}

function EmojiGrid({
  emoji,
  onPick,
}: {
  emoji: readonly PickableEmoji[];
  onPick: (emoji: PickableEmoji) => void;
}) {
  return (
    <div className="emoji-picker-grid">
      {emoji.map((item) => {
        const name = "label" in item && typeof item.label === "string" ? item.label : null;
        return (
          <button
            key={item.value}
            type="button"
            className="emoji-picker-item"
            title={`:${item.name}:`}
            aria-label={name ?? `:${item.name}:`}
            onClick={() => onPick(item)}
          >
            {item.url ? (
              <img src={item.url} alt="" width={24} height={24} loading="lazy" />
            ) : (
              <span aria-hidden="true">{item.value}</span>
            )}
          </button>
        );
      })}
    </div>
  );
}
