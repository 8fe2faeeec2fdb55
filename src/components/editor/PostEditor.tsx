import { useId, useRef, useState, type KeyboardEvent, type SyntheticEvent } from "react";
import { Eye, Heading, ImagePlus, ListChecks, Pencil } from "lucide-react";
import type { Account } from "@/api/entities/account";
import type { Status, Visibility } from "@/api/entities/status";
import { errorMessage } from "@/domain/errors";
import { acceptedFileTypes, showCounter } from "@/domain/composer";
import { groupAudienceAllowed, titleAllowed } from "@/domain/groupPosts";
import { newPollDraft, pollLimits } from "@/domain/polls";
import { initialPostLanguage } from "@/domain/postLanguages";
import { useT, useUiLocale } from "@/i18n/useT";
import { useClientConfig } from "@/state/clientConfig";
import { usePreview, useStatusSource } from "@/state/composer";
import { useCapabilities, useInstance } from "@/state/instance";
import { useCurrentUser } from "@/state/session/sessionContext";
import { ComboboxTextarea } from "@/ui/Combobox";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { RichText } from "@/ui/RichText";
import { Spinner } from "@/ui/Spinner";
import { VISIBILITY_LABELS } from "@/components/status/PostVisibility";
import { EditorAttachments } from "./EditorAttachments";
import { GroupAudienceLine, GroupChooser } from "./GroupAudience";
import { LanguagePicker } from "./LanguagePicker";
import { editorSubject, type EditorMode } from "./editorMode";
import { PollEditor } from "./PollEditor";
import { TitleField } from "./TitleField";
import { EditorSuggestion, suggestionKey } from "./MentionSuggestions";
import { useAttachmentUploads } from "./useAttachmentUploads";
import { useCaretSuggestions } from "./useCaretSuggestions";
import { useEditorTextArea } from "./useEditorTextArea";
import { usePostDraft } from "./usePostDraft";
import { usePostSubmit } from "./usePostSubmit";
import { useRestingHeight } from "./useRestingHeight";
import { EmojiButton } from "@/components/emoji/EmojiButton";
import "./PostEditor.css";

interface PostEditorProps {
  mode: EditorMode;
  /** The post replied to, quoted, or edited. */
  post?: Status;
  /** Called after cancel, and after success with the post as sent; a new post without it stays open. */
  onDone?: (published?: Status) => void;
  /**
   * A new post's editor fixed to this group (the composer of a group's page):
   * the post goes to the group, shown in the editor, without the chooser.
   */
  audienceGroup?: Account;
}

/** The editor; editing first loads the post's source and refuses HTML. */
export function PostEditor(props: PostEditorProps) {
  const t = useT();
  const source = useStatusSource(props.mode === "editing" ? (props.post?.id ?? null) : null);
  if (props.mode !== "editing")
    return <EditorForm {...props} initialText={null} initialTitle={null} />;
  if (source.isPending) return <Spinner label={t("common.loading")} />;
  if (source.isError || source.data.content_type === "text/html") {
    return (
      <ErrorNotice
        action={
          <button
            type="button"
            className="button button-secondary"
            onClick={() => props.onDone?.()}
          >
            {t("common.cancel")}
          </button>
        }
      >
        {source.isError ? errorMessage(source.error) : t("editor.htmlSource")}
      </ErrorNotice>
    );
  }
  return <EditorForm {...props} initialText={source.data.text} initialTitle={source.data.title} />;
}

function EditorForm({
  mode,
  post,
  onDone,
  audienceGroup,
  initialText,
  initialTitle,
}: PostEditorProps & { initialText: string | null; initialTitle: string | null }) {
  const t = useT();
  const user = useCurrentUser();
  const instance = useInstance();
  const capabilities = useCapabilities();
  const { ctrlEnterEnabled } = useClientConfig();
  const subject = editorSubject(mode, post, audienceGroup?.id ?? null);
  const { editing, replyTo } = subject;
  // A poll goes only on a new post (an edit cannot add one), on servers that publish polls.
  const pollsAllowed = capabilities.publishPolls && !editing;
  const groupAllowed = capabilities.groups && groupAudienceAllowed(mode, replyTo);
  // An edited post keeps the title it has (it can be changed, not added).
  const titled = editing
    ? initialTitle !== null
    : capabilities.createGroups && titleAllowed(mode, replyTo);
  const locale = useUiLocale();
  // Where the server keeps posting defaults, a new post starts from them.
  const defaults = capabilities.postingDefaults ? user.source : undefined;
  const limits = pollLimits(instance.configuration.polls);
  const maxAttachments = instance.configuration.statuses.max_media_attachments;
  const draft = usePostDraft({
    subject,
    initialText,
    userId: user.id,
    pollsAllowed,
    groupAllowed,
    remoteGroupPosts: capabilities.remoteGroupPosts,
    presetGroup: audienceGroup ?? null,
    titleAllowed: titled,
    initialTitle,
    defaultVisibility: defaults?.privacy ?? null,
    initialLanguage: capabilities.postLanguage
      ? initialPostLanguage(defaults?.language ?? null, locale)
      : null,
  });
  const { text, setText, attachments, poll, setPoll } = draft;
  const [titleOpen, setTitleOpen] = useState(() => draft.title !== "");
  const titleField = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const { insert, placeCaret } = useEditorTextArea(textArea, mode, text, setText);
  const caret = useCaretSuggestions(text, setText, placeCaret);
  const uploads = useAttachmentUploads({
    attached: attachments.length,
    max: maxAttachments,
    pollOpen: poll !== null,
    onUploaded: draft.addAttachment,
  });
  const preview = usePreview();
  const publish = usePostSubmit({
    mode,
    post,
    subject,
    draft,
    maxCharacters: instance.configuration.statuses.max_characters,
    pollLimits: limits,
    titleUnit: capabilities.titleUnit,
    uploading: uploads.uploading > 0,
    onDone,
    onSent: () => {
      preview.reset();
      setTitleOpen(false);
    },
    focusEditor: () => textArea.current?.focus(),
  });
  const { remaining } = publish;
  const pollToggle = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  // Arrows, Enter, Tab and Escape in the suggestions belong to the combobox.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && ctrlEnterEnabled) {
      event.preventDefault();
      void publish.submit();
    }
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    void publish.submit();
  };

  const submitLabel =
    mode === "editing"
      ? t("editor.update")
      : mode === "repost"
        ? t("post.repost")
        : t("editor.publish");
  const label =
    mode === "reply"
      ? t("editor.replyLabel")
      : mode === "repost"
        ? t("editor.quoteLabel")
        : mode === "editing"
          ? t("editor.editLabel")
          : t("editor.label");

  useRestingHeight(
    formRef,
    mode === "new" && !onDone && !audienceGroup,
    text === "" &&
      attachments.length === 0 &&
      poll === null &&
      !titleOpen &&
      draft.group === null &&
      !publish.error &&
      !preview.data,
  );

  // Enter in the title goes on to the text rather than sending the post.
  const onTitleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if ((event.ctrlKey || event.metaKey) && ctrlEnterEnabled) void publish.submit();
    else textArea.current?.focus();
  };

  const toggleTitle = () => {
    if (titleOpen) {
      // A title put away is not sent.
      setTitleOpen(false);
      draft.setTitle("");
      return;
    }
    setTitleOpen(true);
    requestAnimationFrame(() => titleField.current?.focus());
  };

  return (
    // Dropping files anywhere on the editor attaches them.
    <form
      ref={formRef}
      className={`editor editor-${mode}`}
      aria-label={label}
      onSubmit={onSubmit}
      onDrop={uploads.onDrop}
      onDragOver={(event) => event.preventDefault()}
    >
      {draft.group && (
        <GroupAudienceLine
          group={draft.group}
          fixed={audienceGroup !== undefined}
          onRemove={() => {
            draft.setGroup(null);
            textArea.current?.focus();
          }}
        />
      )}
      {titled && titleOpen && (
        <TitleField
          fieldRef={titleField}
          value={draft.title}
          unit={capabilities.titleUnit}
          onChange={draft.setTitle}
          onKeyDown={onTitleKeyDown}
        />
      )}
      {preview.data ? (
        <div className="editor-preview" aria-live="polite">
          <RichText
            html={preview.data.content}
            emojis={preview.data.emojis}
            className="post-content"
          />
        </div>
      ) : (
        <div className="editor-text">
          <ComboboxTextarea
            fieldRef={textArea}
            className="editor-textarea"
            label={label}
            listLabel={t(
              caret.kind === "emoji"
                ? "editor.emojiSuggestions"
                : caret.kind === "tag"
                  ? "editor.tagSuggestions"
                  : "editor.suggestions",
            )}
            listClassName="editor-suggestions"
            itemClassName="editor-suggestion"
            placeholder={t("editor.placeholder")}
            value={text}
            onValueChange={setText}
            rows={mode === "new" ? 3 : 2}
            active={caret.kind !== null}
            suggestions={caret.suggestions}
            getKey={suggestionKey}
            renderSuggestion={(suggestion) => <EditorSuggestion suggestion={suggestion} />}
            onPick={caret.pick}
            pickOnTab
            onDismiss={caret.dismiss}
            onChange={(event) => caret.setCaret(event.target.selectionStart)}
            onSelect={(event) => caret.setCaret(event.currentTarget.selectionStart)}
            onKeyDown={onKeyDown}
            onPaste={uploads.onPaste}
          />
        </div>
      )}
      <EditorAttachments
        attachments={attachments}
        onDescribe={draft.describeAttachment}
        onRemove={draft.removeAttachment}
      />
      {poll && (
        <PollEditor
          poll={poll}
          limits={limits}
          onChange={setPoll}
          onRemove={() => {
            setPoll(null);
            requestAnimationFrame(() => pollToggle.current?.focus());
          }}
        />
      )}
      {publish.error && <ErrorNotice>{errorMessage(publish.error)}</ErrorNotice>}
      <div className="editor-bar">
        <div className="editor-tools">
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
              accept={acceptedFileTypes(
                instance.configuration.media_attachments.supported_mime_types,
              )}
              disabled={uploads.blocked}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = "";
                void uploads.addFiles(files);
              }}
            />
          </label>
          {pollsAllowed && (
            <button
              ref={pollToggle}
              type="button"
              className="icon-button"
              aria-pressed={poll !== null}
              aria-describedby={attachments.length > 0 ? `${formId}-no-poll` : undefined}
              disabled={poll === null && (attachments.length > 0 || uploads.uploading > 0)}
              onClick={() => setPoll((current) => (current ? null : newPollDraft(limits)))}
            >
              <ListChecks size={18} aria-hidden="true" />
              <span className="visually-hidden">{t("poll.add")}</span>
            </button>
          )}
          {pollsAllowed && attachments.length > 0 && (
            <span id={`${formId}-no-poll`} hidden>
              {t("poll.notWithMedia")}
            </span>
          )}
          {titled && (
            <button
              type="button"
              className="icon-button"
              aria-pressed={titleOpen}
              title={t("editor.addTitle")}
              onClick={toggleTitle}
            >
              <Heading size={18} aria-hidden="true" />
              <span className="visually-hidden">{t("editor.addTitle")}</span>
            </button>
          )}
          <EmojiButton
            className="editor-emoji"
            label={t("editor.emoji")}
            onPick={(emoji) => insert(emoji.value)}
          />
          <button
            type="button"
            className="icon-button"
            aria-pressed={preview.data !== undefined}
            disabled={!preview.data && text.trim() === ""}
            onClick={() => (preview.data ? preview.reset() : preview.mutate(text))}
          >
            {preview.data ? (
              <Pencil size={18} aria-hidden="true" />
            ) : (
              <Eye size={18} aria-hidden="true" />
            )}
            <span>{preview.data ? t("editor.write") : t("editor.preview")}</span>
          </button>
          <label className="editor-check">
            <input
              type="checkbox"
              checked={draft.sensitive}
              onChange={(event) => draft.setSensitive(event.target.checked)}
            />
            {t("editor.sensitive")}
          </label>
          {groupAllowed && !audienceGroup && (
            <GroupChooser
              group={draft.group}
              remoteGroupPosts={capabilities.remoteGroupPosts}
              onChange={draft.setGroup}
            />
          )}
          {draft.language !== null && (
            <LanguagePicker value={draft.language} onChange={draft.setLanguage} />
          )}
          <label className="editor-visibility">
            <span className="visually-hidden">{t("editor.visibility")}</span>
            <select
              className="select"
              value={draft.visibility}
              disabled={editing !== null || draft.choices.length < 2 || draft.group !== null}
              onChange={(event) => draft.setVisibility(event.target.value as Visibility)}
            >
              {draft.choices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(VISIBILITY_LABELS[choice])}
                </option>
              ))}
            </select>
          </label>
        </div>
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
          {(mode !== "new" || onDone) && (
            <button type="button" className="button button-secondary" onClick={() => onDone?.()}>
              {t("common.cancel")}
            </button>
          )}
          <button
            type="submit"
            className="button"
            disabled={publish.blocked}
            aria-disabled={publish.pending || undefined}
          >
            {publish.pending ? <Spinner inline label={t("editor.sending")} /> : null}
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
