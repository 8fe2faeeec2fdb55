import { useState } from "react";
import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { EditorMode } from "@/domain/editorRules";
import { useEditorTextArea } from "./useEditorTextArea";

/** A text area on the page whose content is `scrollHeight` pixels tall (jsdom lays nothing out). */
function textArea(value = "", scrollHeight = 60) {
  const area = document.createElement("textarea");
  area.value = value;
  Object.defineProperty(area, "scrollHeight", { configurable: true, get: () => scrollHeight });
  document.body.append(area);
  return {
    area,
    field: { current: area },
    grow: (height: number) => {
      scrollHeight = height;
    },
  };
}

function renderTextArea(mode: EditorMode, field: { current: HTMLTextAreaElement }, start = "") {
  return renderHook(() => {
    const [text, setText] = useState(start);
    return { text, setText, ...useEditorTextArea(field, mode, text, setText) };
  });
}

const nextFrame = () =>
  act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

afterEach(() => {
  document.body.replaceChildren();
});

describe("the editor's text area", () => {
  it("grows with its text", () => {
    const { area, field, grow } = textArea("", 60);
    const { result } = renderTextArea("new", field);
    expect(area.style.height).toBe("62px");
    grow(180);
    act(() => result.current.setText("A\nlonger\ntext"));
    expect(area.style.height).toBe("182px");
  });

  it("takes the focus with the caret at the end when a card opens it", () => {
    for (const mode of ["reply", "repost", "editing"] as const) {
      const { area, field } = textArea("@bob ");
      const { unmount } = renderTextArea(mode, field, "@bob ");
      expect(document.activeElement).toBe(area);
      expect(area.selectionStart).toBe(5);
      unmount();
      area.blur();
    }
  });

  it("leaves the focus where it is in the home composer", () => {
    const { area, field } = textArea();
    renderTextArea("new", field);
    expect(document.activeElement).not.toBe(area);
  });

  it("puts an emoji and a space in place of the selection, then the caret after them", async () => {
    const { area, field } = textArea("Hello world");
    const { result } = renderTextArea("new", field, "Hello world");
    area.setSelectionRange(6, 11);
    act(() => result.current.insert("🙂"));
    expect(result.current.text).toBe("Hello 🙂 ");
    area.value = result.current.text;
    await nextFrame();
    expect(document.activeElement).toBe(area);
    expect(area.selectionStart).toBe("Hello 🙂 ".length);
    expect(area.selectionEnd).toBe("Hello 🙂 ".length);
  });

  it("puts the caret where it is told, once the new text is drawn", async () => {
    const { area, field } = textArea("Hi @alice there");
    const { result } = renderTextArea("new", field, "Hi @alice there");
    act(() => result.current.placeCaret(10));
    await nextFrame();
    expect(area.selectionStart).toBe(10);
    expect(area.selectionEnd).toBe(10);
  });
});
