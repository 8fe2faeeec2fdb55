import { useT } from "@/i18n/useT";
import { EmojiButton } from "@/components/emoji/EmojiButton";
import { useEditor } from "../editorContext";

/** Insert an emoji at the caret. */
export function EmojiTool() {
  const t = useT();
  const { insert } = useEditor();
  return (
    <EmojiButton
      className="editor-emoji"
      label={t("editor.emoji")}
      onPick={(emoji) => insert(emoji.value)}
    />
  );
}
