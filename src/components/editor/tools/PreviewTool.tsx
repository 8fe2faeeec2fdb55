import { Eye, Pencil } from "lucide-react";
import { useT } from "@/i18n/useT";
import { useEditor } from "../editorContext";

/** Between the text and the server's rendering of it. */
export function PreviewTool() {
  const t = useT();
  const { preview, draft } = useEditor();
  const shown = preview.data !== undefined;
  return (
    <button
      type="button"
      className="icon-button"
      aria-pressed={shown}
      disabled={!shown && draft.text.trim() === ""}
      onClick={() => (shown ? preview.reset() : preview.mutate(draft.text))}
    >
      {shown ? <Pencil size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      <span>{shown ? t("editor.write") : t("editor.preview")}</span>
    </button>
  );
}
