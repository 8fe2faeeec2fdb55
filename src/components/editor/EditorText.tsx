import type { KeyboardEvent } from "react";
import { useT } from "@/i18n/useT";
import { ComboboxTextarea } from "@/ui/Combobox";
import { RichText } from "@/ui/RichText";
import { useEditor } from "./editorContext";
import { EditorSuggestion, suggestionKey } from "./MentionSuggestions";
import { useCaretSuggestions } from "./useCaretSuggestions";

/**
 * The post's text with its suggestions (mentions, tags, emoji), or the
 * server's rendering of it while previewing.
 */
export function EditorText({ label }: { label: string }) {
  const t = useT();
  const { mode, draft, preview, textArea, placeCaret, uploads, publish, ctrlEnterEnabled } =
    useEditor();
  const caret = useCaretSuggestions(draft.text, draft.setText, placeCaret);
  if (preview.data) {
    return (
      <div className="editor-preview" aria-live="polite">
        <RichText
          html={preview.data.content}
          emojis={preview.data.emojis}
          className="post-content"
        />
      </div>
    );
  }
  // Arrows, Enter, Tab and Escape in the suggestions belong to the combobox.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && ctrlEnterEnabled) {
      event.preventDefault();
      void publish.submit();
    }
  };
  return (
    <div className="editor-text">
      <ComboboxTextarea
        fieldRef={textArea}
        className="editor-textarea"
        // Either direction: a Persian post in an English UI, or the other way round.
        dir="auto"
        label={label}
        listLabel={t(
          caret.kind === "emoji"
            ? "editor.emojiSuggestions"
            : caret.kind === "tag"
              ? "editor.tagSuggestions"
              : "editor.suggestions",
        )}
        listClassName="editor-suggestions"
        itemClassName="editor-suggestion"
        placeholder={t("editor.placeholder")}
        value={draft.text}
        onValueChange={draft.setText}
        rows={mode === "new" ? 3 : 2}
        active={caret.kind !== null}
        suggestions={caret.suggestions}
        getKey={suggestionKey}
        renderSuggestion={(suggestion) => <EditorSuggestion suggestion={suggestion} />}
        onPick={caret.pick}
        pickOnTab
        onDismiss={caret.dismiss}
        onChange={(event) => caret.setCaret(event.target.selectionStart)}
        onSelect={(event) => caret.setCaret(event.currentTarget.selectionStart)}
        onKeyDown={onKeyDown}
        onPaste={uploads.onPaste}
      />
    </div>
  );
}
