import { useEffect, useLayoutEffect, type RefObject } from "react";
import { insertAt } from "@/domain/composer";
import type { EditorMode } from "@/domain/editorRules";

/**
 * The editor's text area: it grows with its text up to its maximum height
 * (the style sheet's), then scrolls, so the Publish button stays on screen.
 * Opened from a card (reply, quote, edit) it takes the focus, caret at the end.
 */
export function useEditorTextArea(
  field: RefObject<HTMLTextAreaElement | null>,
  mode: EditorMode,
  text: string,
  setText: (text: string) => void,
) {
  useLayoutEffect(() => {
    if (field.current) fitHeight(field.current);
  }, [field, text]);

  useEffect(() => {
    if (mode === "reply" || mode === "editing" || mode === "repost") {
      const area = field.current;
      area?.focus();
      area?.setSelectionRange(area.value.length, area.value.length);
    }
  }, [field, mode]);

  return {
    /** Puts the caret at `position` once the text set with it is drawn. */
    placeCaret: (position: number) => {
      requestAnimationFrame(() => field.current?.setSelectionRange(position, position));
    },
    /** Puts `value` in place of the selection (at the caret), and the caret after it. */
    insert: (value: string) => {
      const area = field.current;
      const start = area?.selectionStart ?? text.length;
      const end = area?.selectionEnd ?? text.length;
      const next = insertAt(text, start, end, value);
      setText(next.text);
      requestAnimationFrame(() => {
        area?.focus();
        area?.setSelectionRange(next.caret, next.caret);
      });
    },
  };
}

/** The text area as tall as its text (the style sheet caps it), scrolled where it was. */
function fitHeight(area: HTMLTextAreaElement) {
  const scrolled = area.scrollTop;
  area.style.height = "auto";
  area.style.height = `${String(area.scrollHeight + 2)}px`;
  area.scrollTop = scrolled;
}
