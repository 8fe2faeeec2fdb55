import { useId, useRef, useState } from "react";
import type { Account } from "@/api/entities/account";
import type { Status } from "@/api/entities/status";
import { editorRules, type EditorMode } from "@/domain/editorRules";
import { useUiLocale } from "@/i18n/useT";
import { useClientConfig } from "@/state/clientConfig";
import { usePreview } from "@/state/composer";
import { useCapabilities, useInstance } from "@/state/instance";
import { useCurrentUser } from "@/state/session/sessionContext";
import { editorSubject } from "./editorMode";
import { useAttachmentUploads } from "./useAttachmentUploads";
import { useEditorTextArea } from "./useEditorTextArea";
import { usePostDraft } from "./usePostDraft";
import { usePostSubmit } from "./usePostSubmit";

export interface EditorOptions {
  mode: EditorMode;
  /** The post replied to, quoted, or edited. */
  post?: Status | undefined;
  /** Called after cancel, and after success with the post as sent; a new post without it stays open. */
  onDone?: ((published?: Status) => void) | undefined;
  /** The group a new post's editor is fixed to (the composer of a group's page). */
  audienceGroup?: Account | undefined;
  /** The edited post's source text and title; null unless editing. */
  initialText: string | null;
  initialTitle: string | null;
}

/**
 * Everything one editor's tools read: its rules (domain/editorRules.ts), the
 * draft, the uploads, the preview, the sending, the fields' refs and the few
 * states of the form itself (the title's field shown).
 */
export function useEditorState(options: EditorOptions) {
  const { mode, post, onDone, audienceGroup, initialText, initialTitle } = options;
  const user = useCurrentUser();
  const subject = editorSubject(mode, post, audienceGroup?.id ?? null);
  const rules = editorRules({
    mode,
    subject: { ...subject, title: initialTitle },
    capabilities: useCapabilities(),
    user,
    instance: useInstance(),
    uiLocale: useUiLocale(),
    audienceGroup: audienceGroup ?? null,
  });
  const { ctrlEnterEnabled } = useClientConfig();
  const draft = usePostDraft({
    subject,
    rules,
    initialText,
    initialTitle,
    userId: user.id,
    presetGroup: audienceGroup ?? null,
  });
  const [titleOpen, setTitleOpen] = useState(() => draft.title !== "");
  const textArea = useRef<HTMLTextAreaElement>(null);
  const titleField = useRef<HTMLInputElement>(null);
  const pollToggle = useRef<HTMLButtonElement>(null);
  const { insert, placeCaret } = useEditorTextArea(textArea, mode, draft.text, draft.setText);
  const uploads = useAttachmentUploads({
    attached: draft.attachments.length,
    max: rules.maxAttachments,
    pollOpen: draft.poll !== null,
    onUploaded: draft.addAttachment,
  });
  const preview = usePreview();
  const publish = usePostSubmit({
    mode,
    post,
    subject,
    draft,
    maxCharacters: rules.maxCharacters,
    pollLimits: rules.pollLimits,
    titleUnit: rules.titleUnit,
    uploading: uploads.uploading > 0,
    onDone,
    onSent: () => {
      preview.reset();
      setTitleOpen(false);
    },
    focusEditor: () => textArea.current?.focus(),
  });
  return {
    mode,
    rules,
    draft,
    /** The editor closes (a card's, a dialog's): it has Cancel. */
    closable: mode !== "new" || onDone !== undefined,
    onDone,
    audienceGroup,
    ctrlEnterEnabled,
    titleOpen,
    setTitleOpen,
    textArea,
    titleField,
    pollToggle,
    formId: useId(),
    insert,
    placeCaret,
    uploads,
    preview,
    publish,
  };
}

export type EditorState = ReturnType<typeof useEditorState>;
