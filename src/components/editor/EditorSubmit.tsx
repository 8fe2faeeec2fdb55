import { showCounter } from "@/domain/composer";
import { useT } from "@/i18n/useT";
import { useOffline } from "@/state/offlineCopy";
import { Spinner } from "@/ui/Spinner";
import { useEditor } from "./editorContext";

/** Uploads under way, the characters left, Cancel where the editor closes, and the send button. */
export function EditorSubmit() {
  const t = useT();
  const { mode, uploads, publish, closable, onDone } = useEditor();
  const { remaining } = publish;
  // Offline nothing can be sent; the draft stays as it is typed.
  const offline = useOffline();
  return (
    <div className="editor-submit">
      {uploads.uploading > 0 && <Spinner inline label={t("editor.uploading")} />}
      {showCounter(remaining) && (
        <span
          className={remaining < 0 ? "editor-counter editor-counter-over" : "editor-counter"}
          aria-live="polite"
        >
          {remaining < 0
            ? t("editor.over", { count: -remaining })
            : t("editor.remaining", { count: remaining })}
        </span>
      )}
      {closable && (
        <button type="button" className="button button-secondary" onClick={() => onDone?.()}>
          {t("common.cancel")}
        </button>
      )}
      <button
        type="submit"
        className="button"
        disabled={publish.blocked || offline}
        title={offline ? t("offline.actionsWait") : undefined}
        aria-disabled={publish.pending || undefined}
      >
        {publish.pending ? <Spinner inline label={t("editor.sending")} /> : null}
        {t(
          mode === "editing"
            ? "editor.update"
            : mode === "repost"
              ? "post.repost"
              : "editor.publish",
        )}
      </button>
    </div>
  );
}
