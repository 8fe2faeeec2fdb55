import { useEditor } from "../editorContext";
import { LanguagePicker } from "../LanguagePicker";

/** The post's language, where one is sent. */
export function LanguageTool() {
  const { draft } = useEditor();
  if (draft.language === null) return null;
  return <LanguagePicker value={draft.language} onChange={draft.setLanguage} />;
}
