import { ImagePlus } from "lucide-react";
import { useT } from "@/i18n/useT";
import { useEditor } from "../editorContext";

/** Attach files: the instance's file types, up to its limit; never beside a poll. */
export function MediaTool() {
  const t = useT();
  const { rules, uploads } = useEditor();
  return (
    <label
      className={
        uploads.blocked ? "icon-button editor-file is-disabled" : "icon-button editor-file"
      }
    >
      <ImagePlus size={18} aria-hidden="true" />
      <span className="visually-hidden">{t("editor.addMedia")}</span>
      <input
        type="file"
        className="visually-hidden"
        multiple
        accept={rules.fileTypes}
        disabled={uploads.blocked}
        onChange={(event) => {
          const files = Array.from(event.target.files ?? []);
          event.target.value = "";
          void uploads.addFiles(files);
        }}
      />
    </label>
  );
}
