import { useMemo } from "react";
import { emojiMap, withEmojis, type Emoji } from "./RichText";

/** Plain text (a display name, a field name) with custom emoji shortcodes as images. */
export function EmojiText({
  text,
  emojis,
  className,
}: {
  text: string;
  emojis?: readonly Emoji[];
  className?: string;
}) {
  const parts = useMemo(() => withEmojis(text, emojiMap(emojis), "e"), [text, emojis]);
  return (
    <span className={className} dir="auto">
      {parts}
    </span>
  );
}
