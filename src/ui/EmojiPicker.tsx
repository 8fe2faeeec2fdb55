import { useId, useState } from "react";
import { filterEmoji, type PickableEmoji } from "../domain/quickEmoji";
import { isSafeUrl } from "./sanitize";
import "./EmojiPicker.css";

export interface EmojiPickerLabels {
  search: string;
  empty: string;
}

/**
 * The emoji picker: a search box ('no emojis found' when nothing
 * matches), the 8 quick unicode emoji, then the instance's custom emoji.
 */
export function EmojiPicker({
  custom,
  onPick,
  labels,
}: {
  custom: readonly { shortcode: string; url: string }[];
  onPick: (emoji: PickableEmoji) => void;
  labels: EmojiPickerLabels;
}) {
  const [search, setSearch] = useState("");
  const searchId = useId();
  const safeCustom = custom.filter((emoji) => isSafeUrl(emoji.url));
  const found = filterEmoji(safeCustom, search);
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
      {found.length === 0 ? (
        <p className="emoji-picker-empty">{labels.empty}</p>
      ) : (
        <div className="emoji-picker-grid">
          {found.map((emoji) => (
            <button
              key={emoji.value}
              type="button"
              className="emoji-picker-item"
              title={`:${emoji.name}:`}
              aria-label={`:${emoji.name}:`}
              onClick={() => onPick(emoji)}
            >
              {emoji.url ? (
                <img src={emoji.url} alt="" width={24} height={24} loading="lazy" />
              ) : (
                <span aria-hidden="true">{emoji.value}</span>
              )}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
