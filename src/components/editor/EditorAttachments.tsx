import { X } from "lucide-react";
import { useT } from "@/i18n/useT";
import type { DraftAttachment } from "@/state/storage/drafts";
import { isSafeUrl } from "@/ui/sanitize";
import { mediaKindLabel } from "@/components/media/mediaKind";

/** The attachments of a draft: preview, description field, remove button. */
export function EditorAttachments({
  attachments,
  onDescribe,
  onRemove,
}: {
  attachments: readonly DraftAttachment[];
  onDescribe: (id: string, description: string) => void;
  onRemove: (id: string) => void;
}) {
  const t = useT();
  if (attachments.length === 0) return null;
  return (
    <ul className="editor-attachments">
      {attachments.map((item, index) => {
        const src = item.preview_url ?? item.url;
        return (
          <li key={item.id} className="editor-attachment">
            {item.type === "image" && isSafeUrl(src) ? (
              <img className="editor-attachment-preview" src={src} alt="" />
            ) : (
              <span className="editor-attachment-preview editor-attachment-file">
                {t(mediaKindLabel(item.type))}
              </span>
            )}
            <label className="editor-attachment-description">
              <span className="visually-hidden">
                {t("editor.description", { number: index + 1 })}
              </span>
              <input
                type="text"
                value={item.draftDescription}
                placeholder={t("editor.descriptionPlaceholder")}
                onChange={(event) => onDescribe(item.id, event.target.value)}
              />
            </label>
            <button
              type="button"
              className="icon-button"
              aria-label={t("editor.removeAttachment", { number: index + 1 })}
              onClick={() => onRemove(item.id)}
            >
              <X size={16} aria-hidden="true" />
            </button>
          </li>
        );
      })}
    </ul>
  );
}
