import { useEffect, useReducer, useState } from "react";
import type { Account } from "@/api/entities/account";
import type { MediaAttachment } from "@/api/entities/mediaAttachment";
import type { Visibility } from "@/api/entities/status";
import type { PollDraft } from "@/domain/polls";
import { readDraft, writeDraft } from "@/state/storage/drafts";
import { useAccountStore } from "@/state/session/sessionContext";
import {
  draftReducer,
  initialDraft,
  sentVisibility,
  type DraftRules,
  type DraftState,
} from "./draftState";
import type { EditorSubject } from "./editorMode";

interface PostDraftOptions {
  subject: EditorSubject;
  /** What the draft may hold (the editor's rules); unnamed ones are off. */
  rules: Partial<DraftRules>;
  /** The edited post's source text and title; null unless editing. */
  initialText: string | null;
  initialTitle?: string | null;
  userId: string;
  /** The group the editor is fixed to (the composer of a group's page). */
  presetGroup?: Account | null;
}

const NO_RULES: DraftRules = {
  polls: false,
  group: "none",
  remoteGroupPosts: true,
  title: false,
  language: null,
  visibilities: ["public", "private", "subscribers", "direct"],
  defaultVisibility: null,
};

/**
 * What the post goes out with (draftState.ts), kept in localStorage
 * (post_content_{target}) at every change, so a reload, a crash or a failed
 * send loses nothing. Editing starts from the server's copy and keeps no
 * draft.
 */
export function usePostDraft({
  subject,
  rules: given,
  initialText,
  initialTitle = null,
  userId,
  presetGroup = null,
}: PostDraftOptions) {
  const { editing, replyTo, target } = subject;
  const rules = { ...NO_RULES, ...given };
  const fixedGroup = rules.group === "fixed" ? presetGroup : null;
  const store = useAccountStore();
  const [start] = useState(() => ({
    rules,
    editing,
    replyTo,
    saved: editing ? null : readDraft(store, target),
    initialText,
    initialTitle,
    userId,
    presetGroup: fixedGroup,
  }));
  const [state, dispatch] = useReducer(draftReducer, start, initialDraft);
  const { text, attachments, sensitive, visibility, poll, title, group } = state;

  useEffect(() => {
    if (!editing)
      writeDraft(store, target, { text, attachments, sensitive, visibility, poll, title, group });
  }, [store, editing, target, text, attachments, sensitive, visibility, poll, title, group]);

  return {
    ...state,
    visibility: sentVisibility(state),
    /** The visibilities the target allows; a single one (an edit, a direct reply) is fixed. */
    choices: rules.visibilities,
    setText: (value: string) => dispatch({ type: "text", text: value }),
    addAttachment: (media: MediaAttachment) => dispatch({ type: "attach", media }),
    describeAttachment: (id: string, description: string) =>
      dispatch({ type: "describe", id, description }),
    removeAttachment: (id: string) => dispatch({ type: "detach", id }),
    setSensitive: (value: boolean) => dispatch({ type: "sensitive", sensitive: value }),
    setVisibility: (value: Visibility) => dispatch({ type: "visibility", visibility: value }),
    setLanguage: (value: string) => dispatch({ type: "language", language: value }),
    setPoll: (value: PollDraft | null) => dispatch({ type: "poll", poll: value }),
    setTitle: (value: string) => dispatch({ type: "title", title: value }),
    setGroup: (value: Account | null) => dispatch({ type: "group", group: value }),
    /** After a send: the editor empties, and with it the stored draft. */
    clear: () => dispatch({ type: "sent", presetGroup: fixedGroup }),
  };
}

export type EditorDraft = ReturnType<typeof usePostDraft> & DraftState;
