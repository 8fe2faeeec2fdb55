import { ListChecks } from "lucide-react";
import { newPollDraft } from "@/domain/polls";
import { useT } from "@/i18n/useT";
import { useEditor } from "../editorContext";
import { PollEditor } from "../PollEditor";

/** Add or take away a poll: a new post's, never beside attachments. */
export function PollTool() {
  const t = useT();
  const { rules, draft, uploads, pollToggle, formId } = useEditor();
  if (!rules.polls) return null;
  const { poll, attachments } = draft;
  return (
    <>
      <button
        ref={pollToggle}
        type="button"
        className="icon-button"
        aria-pressed={poll !== null}
        aria-describedby={attachments.length > 0 ? `${formId}-no-poll` : undefined}
        disabled={poll === null && (attachments.length > 0 || uploads.uploading > 0)}
        onClick={() => draft.setPoll(poll ? null : newPollDraft(rules.pollLimits))}
      >
        <ListChecks size={18} aria-hidden="true" />
        <span className="visually-hidden">{t("poll.add")}</span>
      </button>
      {attachments.length > 0 && (
        <span id={`${formId}-no-poll`} hidden>
          {t("poll.notWithMedia")}
        </span>
      )}
    </>
  );
}

/** The poll being written, while there is one. */
export function PollPanel() {
  const { rules, draft, pollToggle } = useEditor();
  if (!draft.poll) return null;
  return (
    <PollEditor
      poll={draft.poll}
      limits={rules.pollLimits}
      onChange={draft.setPoll}
      onRemove={() => {
        draft.setPoll(null);
        requestAnimationFrame(() => pollToggle.current?.focus());
      }}
    />
  );
}
