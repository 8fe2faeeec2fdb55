import { useEffect, useState } from "react";
import type { MediaAttachment } from "@/api/entities/mediaAttachment";
import type { Visibility } from "@/api/entities/status";
import { replyMentions, visibilityChoices } from "@/domain/composer";
import type { PollDraft } from "@/domain/polls";
import { readDraft, writeDraft, type DraftAttachment } from "@/state/storage/drafts";
import type { EditorSubject } from "./editorMode";

interface PostDraftOptions {
  subject: EditorSubject;
  /** The edited post's source text; null unless editing. */
  initialText: string | null;
  userId: string;
  /** Polls go only on new posts, on servers that publish them. */
  pollsAllowed: boolean;
}

/**
 * What the post goes out with: text, attachments with their descriptions,
 * the sensitive mark, the visibility and the poll. Every change is kept in
 * localStorage (post_content_{target}), so a reload, a crash or a failed
 * send loses nothing; a saved draft comes back whole (its visibility only
 * when the target still allows it). Editing starts from the server's copy and
 * keeps no draft; a reply without a draft starts with its mentions.
 */
export function usePostDraft({ subject, initialText, userId, pollsAllowed }: PostDraftOptions) {
  const { editing, replyTo, target } = subject;
  const choices: Visibility[] = editing
    ? [editing.visibility]
    : visibilityChoices(
        replyTo ? { visibility: replyTo.visibility, authorId: replyTo.account.id } : null,
        userId,
      );

  const [saved] = useState(() => (editing ? null : readDraft(target)));
  const [text, setText] = useState(() => {
    if (initialText !== null) return initialText;
    if (saved) return saved.text;
    return replyTo ? replyMentions(replyTo, userId) : "";
  });
  const [attachments, setAttachments] = useState<DraftAttachment[]>(
    () =>
      saved?.attachments ??
      (editing?.media_attachments ?? []).map((item) => ({
        ...item,
        draftDescription: item.description ?? "",
      })),
  );
  const [sensitive, setSensitive] = useState(saved?.sensitive ?? editing?.sensitive ?? false);
  const [visibility, setVisibility] = useState<Visibility>(() =>
    saved?.visibility && choices.includes(saved.visibility)
      ? saved.visibility
      : (choices[0] ?? "public"),
  );
  const [poll, setPoll] = useState<PollDraft | null>(() =>
    pollsAllowed ? (saved?.poll ?? null) : null,
  );

  useEffect(() => {
    if (!editing) writeDraft(target, { text, attachments, sensitive, visibility, poll });
  }, [editing, target, text, attachments, sensitive, visibility, poll]);

  return {
    text,
    setText,
    attachments,
    addAttachment: (media: MediaAttachment) =>
      setAttachments((list) => [...list, { ...media, draftDescription: "" }]),
    describeAttachment: (id: string, description: string) =>
      setAttachments((list) =>
        list.map((item) => (item.id === id ? { ...item, draftDescription: description } : item)),
      ),
    removeAttachment: (id: string) =>
      setAttachments((list) => list.filter((item) => item.id !== id)),
    sensitive,
    setSensitive,
    visibility,
    setVisibility,
    /** The visibilities the target allows; a single one (an edit, a direct reply) is fixed. */
    choices,
    poll,
    setPoll,
    /** After a send: the editor empties, and with it the stored draft; the visibility stays. */
    clear: () => {
      setText("");
      setAttachments([]);
      setPoll(null);
      setSensitive(false);
    },
  };
}

export type EditorDraft = ReturnType<typeof usePostDraft>;
