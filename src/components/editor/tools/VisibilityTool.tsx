import type { Visibility } from "@/api/entities/status";
import { useT } from "@/i18n/useT";
import { VISIBILITY_LABELS } from "@/components/status/PostVisibility";
import { useEditor } from "../editorContext";

/** Who sees the post: fixed for an edit, a single choice, or a post to a group (public). */
export function VisibilityTool() {
  const t = useT();
  const { draft, mode } = useEditor();
  return (
    <label className="editor-visibility">
      <span className="visually-hidden">{t("editor.visibility")}</span>
      <select
        className="select"
        value={draft.visibility}
        disabled={mode === "editing" || draft.choices.length < 2 || draft.group !== null}
        onChange={(event) => draft.setVisibility(event.target.value as Visibility)}
      >
        {draft.choices.map((choice) => (
          <option key={choice} value={choice}>
            {t(VISIBILITY_LABELS[choice])}
          </option>
        ))}
      </select>
    </label>
  );
}
