import { useEffect, useState } from "react";
import type { Account } from "@/api/entities/account";
import type { MediaAttachment } from "@/api/entities/mediaAttachment";
import type { Visibility } from "@/api/entities/status";
import { initialVisibility, replyMentions, visibilityChoices } from "@/domain/composer";
import { groupPickable } from "@/domain/groupPosts";
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
  /** The post may go to a group (a new top-level post, on a server with groups). */
  groupAllowed?: boolean;
  /** A group on another server may be posted to (a kept draft's is dropped where not). */
  remoteGroupPosts?: boolean;
  /** The group the editor is fixed to (the composer of a group's page). */
  presetGroup?: Account | null;
  /** The post may have a title; an edited post's own title comes as `initialTitle`. */
  titleAllowed?: boolean;
  initialTitle?: string | null;
  /** The visibility a new top-level post starts with (the user's default), if any. */
  defaultVisibility?: Visibility | null;
  /** The language a new post starts with; null where the server takes none. An edit keeps the post's, or none. */
  initialLanguage?: string | null;
}

/**
 * What the post goes out with: text, attachments with their descriptions,
 * the sensitive mark, the visibility, the poll, the title and the group it
 * is addressed to. Every change is kept in
 * localStorage (post_content_{target}), so a reload, a crash or a failed
 * send loses nothing; a saved draft comes back whole (its visibility only
 * when the target still allows it). Editing starts from the server's copy and
 * keeps no draft; a reply without a draft starts with its mentions. A new
 * top-level post starts at the user's default visibility; a reply keeps the
 * reply rules.
 */
export function usePostDraft({
  subject,
  initialText,
  userId,
  pollsAllowed,
  groupAllowed = false,
  remoteGroupPosts = true,
  presetGroup = null,
  titleAllowed = false,
  initialTitle = null,
  defaultVisibility = null,
  initialLanguage = null,
}: PostDraftOptions) {
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
      : initialVisibility(choices, editing === null && replyTo === null, defaultVisibility),
  );
  // An edit sends the language the post has, and none when it has none (a
  // post written elsewhere or before languages): it is never given one.
  const [language, setLanguage] = useState<string | null>(() =>
    initialLanguage === null ? null : editing ? editing.language : initialLanguage,
  );
  const [poll, setPoll] = useState<PollDraft | null>(() =>
    pollsAllowed ? (saved?.poll ?? null) : null,
  );
  const [title, setTitle] = useState(() =>
    titleAllowed ? (initialTitle ?? saved?.title ?? "") : "",
  );
  const [chosenGroup, setGroup] = useState<Account | null>(() =>
    groupAllowed && saved?.group && groupPickable(saved.group, remoteGroupPosts)
      ? saved.group
      : null,
  );
  // A group's own composer always posts to that group.
  const group = groupAllowed ? (presetGroup ?? chosenGroup) : null;

  useEffect(() => {
    if (!editing)
      writeDraft(target, { text, attachments, sensitive, visibility, poll, title, group });
  }, [editing, target, text, attachments, sensitive, visibility, poll, title, group]);

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
    // A group shares only its public posts with its members, so a post to a
    // group is public; the chosen visibility comes back without the group.
    visibility: group ? ("public" as const) : visibility,
    setVisibility,
    /** The post's language (ISO 639-1); null where the server takes none. */
    language,
    setLanguage,
    /** The visibilities the target allows; a single one (an edit, a direct reply) is fixed. */
    choices,
    poll,
    setPoll,
    /** The headline being written ("" for none). */
    title,
    setTitle,
    /** The group the post goes to, if any. */
    group,
    setGroup,
    /**
     * After a send: the editor empties, and with it the stored draft; the
     * visibility stays, and the group goes (the next post is an ordinary
     * one unless the editor is the group's own).
     */
    clear: () => {
      setText("");
      setAttachments([]);
      setPoll(null);
      setSensitive(false);
      setTitle("");
      setGroup(null);
    },
  };
}

export type EditorDraft = ReturnType<typeof usePostDraft>;
