import type { ComponentProps, ReactNode } from "react";
import { SmilePlus } from "lucide-react";
import { EmojiPicker } from "./EmojiPicker";
import { Popover } from "./Popover";

/**
 * A button that opens the emoji picker next to it; a pick, Escape or a click
 * outside closes it and focus returns to the button. The caller owns `open`,
 * so it can load the emoji only once opened.
 */
export function EmojiPopover({
  open,
  onOpenChange,
  label,
  onPick,
  className,
  children,
  ...picker
}: ComponentProps<typeof EmojiPicker> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  label: string;
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
          {...picker}
          onPick={(emoji) => {
            close();
            onPick(emoji);
          }}
        />
      )}
    </Popover>
  );
}
