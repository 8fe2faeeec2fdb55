import { createContext, useContext } from "react";
import type { EditorState } from "./useEditorState";

/** One editor's state, read by each of its tools (tools/): no tool takes props from the form. */
export const EditorContext = createContext<EditorState | null>(null);

export function useEditor(): EditorState {
  const editor = useContext(EditorContext);
  if (!editor) throw new Error("an editor tool outside an editor");
  return editor;
}
