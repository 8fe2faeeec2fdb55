import type { ReactNode } from "react";
import { SmilePlus } from "lucide-react";
import { EmojiPicker, type EmojiPickerLabels } from "./EmojiPicker";
import { Popover } from "./Popover";
import type { PickableEmoji } from "../domain/quickEmoji";

/**
 * A button that opens the emoji picker next to it; a pick, Escape or a click
 * outside closes it and focus returns to the button. The caller owns `open`,
 * so it can load custom emoji only once opened.
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
    <Popover
      label={label}
      title={label}
      button={children ?? <SmilePlus size={18} aria-hidden="true" />}
      className={className}
      panelClassName="emoji-popover"
      open={open}
      onOpenChange={onOpenChange}
    >
      {(close) => (
        <EmojiPicker
          custom={custom}
          labels={labels}
          onPick={(emoji) => {
            close();
            onPick(emoji);
          }}
        />
      )}
    </Popover>
  );
}
