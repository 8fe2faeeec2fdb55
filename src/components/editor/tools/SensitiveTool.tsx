import { useT } from "@/i18n/useT";
import { useEditor } from "../editorContext";

/** The sensitive mark. */
export function SensitiveTool() {
  const t = useT();
  const { draft } = useEditor();
  return (
    <label className="editor-check">
      <input
        type="checkbox"
        checked={draft.sensitive}
        onChange={(event) => draft.setSensitive(event.target.checked)}
      />
      {t("editor.sensitive")}
    </label>
  );
}
