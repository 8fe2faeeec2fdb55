import { useState, type SyntheticEvent } from "react";
import { Send } from "lucide-react";
import type { Status } from "@/api/entities/status";
import { errorMessage } from "@/domain/errors";
import { useT } from "@/i18n/useT";
import { useMessageDraft } from "@/state/messages/draft";
import { useSendMessage } from "@/state/messages/sending";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { FieldFrame } from "@/ui/TextField";
import { showToast } from "@/ui/toastStore";

/**
 * A direct message's text and its Send button. What is typed stays after a
 * failure (the error shows above the button) and across a reload (a draft);
 * after success the field starts again from `initialText`.
 */
export function MessageForm({
  label,
  initialText,
  inReplyToId,
  compose = (text) => text,
  blocked = null,
  onSent,
}: {
  label: string;
  /** The text the field starts with (a reply's mentions). */
  initialText: string;
  inReplyToId: string | null;
  /** The status sent for the text typed (a new message puts its recipients first). */
  compose?: (text: string) => string;
  /** Why the message cannot be sent yet, shown on Send; null when it can. */
  blocked?: string | null;
  onSent?: (post: Status) => void;
}) {
  const t = useT();
  const [text, setText] = useMessageDraft(inReplyToId, initialText);
  const [problem, setProblem] = useState<string | null>(null);
  const message = useSendMessage();
  const empty = text.trim() === "" || text.trim() === initialText.trim();

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (blocked) {
      setProblem(blocked);
      return;
    }
    setProblem(null);
    message.send({ text: compose(text), inReplyToId }).then(
      (post) => {
        setText(initialText);
        showToast(t("messages.sent"));
        onSent?.(post);
      },
      (error: unknown) => setProblem(errorMessage(error)),
    );
  };

  return (
    <form className="message-form" onSubmit={submit} noValidate>
      <FieldFrame label={label}>
        {(id) => (
          <textarea
            id={id}
            className="field-input"
            dir="auto"
            value={text}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FieldFrame>
      {problem && <ErrorNotice>{problem}</ErrorNotice>}
      <p className="message-note">{t("messages.privacy")}</p>
      <div className="message-form-actions">
        <button type="submit" className="button" disabled={empty || message.isPending}>
          <Send size={16} className="icon-directional" aria-hidden="true" />
          {t("messages.send")}
        </button>
      </div>
    </form>
  );
}
