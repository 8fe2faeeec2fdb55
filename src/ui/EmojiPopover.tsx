import type { ReactNode } from "react";
import { SmilePlus } from "lucide-react";
import { EmojiPicker, type EmojiPickerLabels } from "./EmojiPicker";
import type { PickableEmoji } from "../domain/quickEmoji";

/**
 * A button that opens the emoji picker below it; Escape inside closes it.
 * The caller owns `open`, so it can load custom emoji only once opened.
 */
export function EmojiPopover({
  open,
  onOpenChange,
  label,
  custom,
  labels,
  onPick,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
  custom: readonly { shortcode: string; url: string }[];
  labels: EmojiPickerLabels;
  onPick: (emoji: PickableEmoji) => void;
  className: string;
  /** The button's visible content; an emoji face by default. */
  children?: ReactNode;
}) {
  return (
    <div className={className}>
      <button
        type="button"
        className="icon-button"
        aria-label={label}
        title={label}
        aria-expanded={open}
        onClick={() => onOpenChange(!open)}
      >
        {children ?? <SmilePlus size={18} aria-hidden="true" />}
      </button>
      {open && (
        // Escape closes the picker from anywhere inside it.
        // eslint-disable-next-line jsx-a11y/no-static-element-interactions
        <div
          className="emoji-popover"
          onKeyDown={(event) => {
            if (event.key === "Escape") {
              event.stopPropagation();
              onOpenChange(false);
            }
          }}
        >
          <EmojiPicker
            custom={custom}
            labels={labels}
            onPick={(emoji) => {
              onOpenChange(false);
              onPick(emoji);
            }}
          />
        </div>
      )}
    </div>
  );
}
