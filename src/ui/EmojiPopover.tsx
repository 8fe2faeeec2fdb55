import { useRef, type ReactNode } from "react";
import { SmilePlus } from "lucide-react";
import { EmojiPicker, type EmojiPickerLabels } from "./EmojiPicker";
import type { PickableEmoji } from "../domain/quickEmoji";

/**
 * A button that opens the emoji picker below it; Escape inside closes it.
 * Closing (a pick or Escape) returns focus to the button: the picker's own
 * buttons go away with it. The caller owns `open`, so it can load custom
 * emoji only once opened.
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
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    onOpenChange(false);
    button.current?.focus();
  };
  return (
    <div className={className}>
      <button
        ref={button}
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
              close();
            }
          }}
        >
          <EmojiPicker
            custom={custom}
            labels={labels}
            onPick={(emoji) => {
              close();
              onPick(emoji);
            }}
          />
        </div>
      )}
    </div>
  );
}
