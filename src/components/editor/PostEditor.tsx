import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type DragEvent,
  type SyntheticEvent,
  type KeyboardEvent,
} from "react";
import { Link } from "react-router";
import { Eye, ImagePlus, ListChecks, Pencil } from "lucide-react";
import type { Status, Visibility } from "@/api/entities/status";
import { errorMessage } from "@/domain/errors";
import {
  acceptedFileTypes,
  canSubmit,
  hashtagAt,
  insertAt,
  MENTION_LIMIT,
  mentionAt,
  remainingCharacters,
  replyMentions,
  shouldSuggest,
  shortcodeAt,
  showCounter,
  visibilityChoices,
} from "@/domain/composer";
import { searchEmoji } from "@/domain/emoji";
import { newPollDraft, pollLimits, pollProblem, pollRequest, type PollDraft } from "@/domain/polls";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { useClientConfig } from "@/state/clientConfig";
import {
  useDescribeMedia,
  useHashtagSuggestions,
  useMentionSuggestions,
  usePreview,
  usePublishPost,
  useStatusSource,
  useUploadMedia,
} from "@/state/composer";
import { keepComposerHeight } from "@/state/storage/composerHeight";
import { readDraft, writeDraft, type DraftAttachment } from "@/state/storage/drafts";
import { useCapabilities, useInstance } from "@/state/instance";
import { rememberEmoji, useEmojiCatalog } from "@/state/emoji";
import { useCurrentUser } from "@/state/session/sessionContext";
import { ComboboxTextarea } from "@/ui/Combobox";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { RichText } from "@/ui/RichText";
import { Spinner } from "@/ui/Spinner";
import { showToast } from "@/ui/toastStore";
import { VISIBILITY_LABELS } from "@/components/status/PostVisibility";
import { focusPostCard } from "@/components/status/cardFocus";
import { EditorAttachments } from "./EditorAttachments";
import { PollEditor } from "./PollEditor";
import { EditorSuggestion, suggestionKey, type Suggestion } from "./MentionSuggestions";
import { EmojiButton } from "@/components/emoji/EmojiButton";
import { readFileAsBase64 } from "@/components/media/readFile";
import "./PostEditor.css";

export type EditorMode = "new" | "reply" | "repost" | "editing";

interface PostEditorProps {
  mode: EditorMode;
  /** The post replied to, quoted, or edited. */
  post?: Status;
  /** Called after cancel, and after success with the post as sent; a new post without it stays open. */
  onDone?: (published?: Status) => void;
}

/** The editor; editing first loads the post's source and refuses HTML. */
export function PostEditor(props: PostEditorProps) {
  const t = useT();
  const source = useStatusSource(props.mode === "editing" ? (props.post?.id ?? null) : null);
  if (props.mode !== "editing") return <EditorForm {...props} initialText={null} />;
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
  return <EditorForm {...props} initialText={source.data.text} />;
}

function draftTarget(mode: EditorMode, post: Status | undefined): string {
  if (mode === "reply" && post) return post.id;
  if (mode === "repost" && post) return `quote_${post.id}`;
  return "new";
}

function EditorForm({
  mode,
  post,
  onDone,
  initialText,
}: PostEditorProps & { initialText: string | null }) {
  const t = useT();
  const user = useCurrentUser();
  const instance = useInstance();
  const { publishPolls } = useCapabilities();
  const { ctrlEnterEnabled } = useClientConfig();
  const editing = mode === "editing" && post ? post : null;
  const target = draftTarget(mode, post);
  const replyTo = mode === "reply" && post ? post : null;
  const choices: Visibility[] = editing
    ? [editing.visibility]
    : visibilityChoices(
        replyTo ? { visibility: replyTo.visibility, authorId: replyTo.account.id } : null,
        user.id,
      );

  // A saved draft comes back whole: text, attachments with their descriptions,
  // the sensitive mark and the visibility (when the target still allows it).
  // Editing starts from the server's copy; a reply without a draft from its mentions.
  const [saved] = useState(() => (editing ? null : readDraft(target)));
  const [text, setText] = useState(() => {
    if (initialText !== null) return initialText;
    if (saved) return saved.text;
    return replyTo ? replyMentions(replyTo, user.id) : "";
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
  // A poll goes only on a new post (an edit cannot add one), on servers that publish polls.
  const pollsAllowed = publishPolls && !editing;
  const [poll, setPoll] = useState<PollDraft | null>(() =>
    pollsAllowed ? (saved?.poll ?? null) : null,
  );
  const limits = pollLimits(instance.configuration.polls);
  const [uploads, setUploads] = useState(0);
  const [caret, setCaret] = useState<number | null>(null);
  const [dismissedToken, setDismissedToken] = useState<number | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  const pollToggle = useRef<HTMLButtonElement>(null);
  const formId = useId();
  const formRef = useRef<HTMLFormElement>(null);

  const publish = usePublishPost();
  const upload = useUploadMedia();
  const describe = useDescribeMedia();
  const preview = usePreview();

  // Every change is kept as a draft; edits come back from the server.
  useEffect(() => {
    if (!editing) writeDraft(target, { text, attachments, sensitive, visibility, poll });
  }, [editing, target, text, attachments, sensitive, visibility, poll]);

  // The text area grows with its content up to its maximum height (the
  // style sheet's), then scrolls, so the Publish button stays on screen.
  useLayoutEffect(() => {
    const area = textArea.current;
    if (!area) return;
    const scrolled = area.scrollTop;
    area.style.height = "auto";
    area.style.height = `${String(area.scrollHeight + 2)}px`;
    area.scrollTop = scrolled;
  }, [text]);

  useEffect(() => {
    if (mode === "reply" || mode === "editing" || mode === "repost") {
      const area = textArea.current;
      area?.focus();
      area?.setSelectionRange(area.value.length, area.value.length);
    }
  }, [mode]);

  const maxAttachments = instance.configuration.statuses.max_media_attachments;
  const remaining = remainingCharacters(instance.configuration.statuses.max_characters, text);
  const pollReady = poll === null || pollProblem(poll, limits) === null;
  const submittable =
    pollReady &&
    canSubmit({
      text,
      remaining,
      inFlight: publish.isPending,
      uploading: uploads > 0,
    });
  // While the post is on its way the button is only marked unavailable: a
  // disabled button would drop the keyboard focus to the top of the page.
  const blocked =
    !pollReady || !canSubmit({ text, remaining, inFlight: false, uploading: uploads > 0 });
  // A post carries a poll or attachments, never both (as servers with polls require).
  const mediaBlocked = attachments.length >= maxAttachments || uploads > 0 || poll !== null;

  // What is being typed at the caret: @someone, :shortcode or #tag.
  const live = (token: { start: number; query: string } | null) =>
    token && token.start !== dismissedToken ? token : null;
  const mention = caret === null ? null : live(mentionAt(text, caret));
  const shortcode = caret === null ? null : live(shortcodeAt(text, caret));
  const hashtag = caret === null ? null : live(hashtagAt(text, caret));
  const token = mention ?? shortcode ?? hashtag;
  const people = useMentionSuggestions(mention?.query ?? null);
  const tags = useHashtagSuggestions(hashtag?.query ?? null);
  const catalog = useEmojiCatalog(shortcode !== null);
  const suggested: Suggestion[] = mention
    ? people.data && shouldSuggest(mention.query, people.data)
      ? people.data.map((account) => ({ kind: "account", account }))
      : []
    : shortcode
      ? searchEmoji(
          [...catalog.custom, ...(catalog.unicode ?? [])],
          shortcode.query,
          MENTION_LIMIT + 2,
        ).map((emoji) => ({ kind: "emoji", emoji }))
      : hashtag
        ? (tags.data ?? [])
            .filter((tag) => tag.name.toLowerCase() !== hashtag.query.toLowerCase())
            .map((tag) => ({ kind: "tag", name: tag.name }))
        : [];

  /** The word at the caret becomes the pick, with a space after it. */
  const pickSuggestion = (suggestion: Suggestion) => {
    if (!token) return;
    const end = token.start + 1 + token.query.length;
    let insert: string;
    if (suggestion.kind === "account") insert = `@${suggestion.account.acct}`;
    else if (suggestion.kind === "tag") insert = `#${suggestion.name}`;
    else {
      rememberEmoji(suggestion.emoji);
      insert = suggestion.emoji.value;
    }
    const next = `${text.slice(0, token.start)}${insert} ${text.slice(end)}`;
    const position = token.start + insert.length + 1;
    setText(next);
    setCaret(position);
    requestAnimationFrame(() => textArea.current?.setSelectionRange(position, position));
  };

  const addFiles = async (files: readonly File[]) => {
    if (poll !== null) {
      showToast(t("poll.notWithMedia"), "error");
      return;
    }
    const room = Math.max(0, maxAttachments - attachments.length);
    // Files beyond the instance's limit are left out, and the user is told.
    if (files.length > room) {
      showToast(t("editor.attachmentLimit", { count: maxAttachments }), "error");
    }
    for (const file of files.slice(0, room)) {
      setUploads((count) => count + 1);
      try {
        const media = await upload.mutateAsync({ file: await readFileAsBase64(file) });
        setAttachments((list) => [...list, { ...media, draftDescription: "" }]);
      } catch (error) {
        // A failed upload shows an alert with the message.
        showToast(errorMessage(error), "error");
      } finally {
        setUploads((count) => count - 1);
      }
    }
  };

  const insertEmoji = (value: string) => {
    const area = textArea.current;
    const start = area?.selectionStart ?? text.length;
    const end = area?.selectionEnd ?? text.length;
    const next = insertAt(text, start, end, value);
    setText(next.text);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(next.caret, next.caret);
    });
  };

  const submit = async () => {
    if (!submittable) return;
    publish.reset();
    try {
      for (const item of attachments) {
        if (item.draftDescription.trim() !== (item.description ?? "")) {
          await describe.mutateAsync({ id: item.id, description: item.draftDescription });
        }
      }
      const quoteId =
        mode === "repost"
          ? (post?.id ?? null)
          : editing
            ? (editing.pleroma.quote?.id ?? editing.links[0]?.id ?? null)
            : null;
      const published = await publish.mutateAsync({
        target,
        editing: editing?.id ?? null,
        draft: {
          status: text,
          visibility,
          sensitive,
          mediaIds: attachments.map((item) => item.id),
          inReplyToId: replyTo?.id ?? null,
          quoteId,
          poll: poll ? pollRequest(poll) : null,
        },
      });
      setText("");
      setAttachments([]);
      setPoll(null);
      setSensitive(false);
      preview.reset();
      if (mode === "new" && !onDone) {
        // Focus goes to the post just made, at the top of home: it tells it
        // went out, and its actions (edit, delete) are at hand.
        focusPostCard(published.id, () => textArea.current?.focus());
        return;
      }
      // In a card or a dialog the editor closes: a toast says it went out, with a link.
      if (mode !== "editing") confirmSent(mode === "reply" ? "reply" : "post", published.id);
      onDone?.(published);
    } catch (error) {
      // The message shows in the form; reply and repost modes also alert.
      if (mode === "reply" || mode === "repost") showToast(errorMessage(error), "error");
    }
  };

  /** A reply or post may land out of sight (on another page, above the screen): say so, with a link. */
  const confirmSent = (sent: "reply" | "post", id: string) => {
    showToast(t(sent === "reply" ? "editor.replySent" : "editor.quoteSent"), "info", {
      action: (dismiss) => (
        <Link to={paths.post(id)} onClick={dismiss}>
          {t(sent === "reply" ? "editor.showReply" : "editor.showPost")}
        </Link>
      ),
    });
  };

  // Arrows, Enter, Tab and Escape in the suggestions belong to the combobox.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey) && ctrlEnterEnabled) {
      event.preventDefault();
      void submit();
    }
  };

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    void submit();
  };

  const onPaste = (event: ClipboardEvent) => {
    const file = event.clipboardData.files[0];
    if (!file) return;
    event.preventDefault();
    // Paste takes the first file only.
    void addFiles([file]);
  };

  const onDrop = (event: DragEvent) => {
    if (event.dataTransfer.files.length === 0) return;
    event.preventDefault();
    void addFiles(Array.from(event.dataTransfer.files));
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

  // The home composer's height at rest is kept, for the space held for it
  // while it loads at the next start.
  const atRest =
    text === "" && attachments.length === 0 && poll === null && !publish.error && !preview.data;
  const restingRef = useRef(atRest);
  useEffect(() => {
    restingRef.current = atRest;
  }, [atRest]);
  const homeComposer = mode === "new" && !onDone;
  useEffect(() => {
    const form = formRef.current;
    if (!homeComposer || !form || typeof ResizeObserver !== "function") return;
    const observer = new ResizeObserver(([entry]) => {
      const height = entry?.borderBoxSize[0]?.blockSize;
      if (restingRef.current && height) keepComposerHeight(height);
    });
    observer.observe(form);
    return () => observer.disconnect();
  }, [homeComposer]);

  return (
    // Dropping files anywhere on the editor attaches them.
    <form
      ref={formRef}
      className={`editor editor-${mode}`}
      aria-label={label}
      onSubmit={onSubmit}
      onDrop={onDrop}
      onDragOver={(event) => event.preventDefault()}
    >
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
              shortcode
                ? "editor.emojiSuggestions"
                : hashtag
                  ? "editor.tagSuggestions"
                  : "editor.suggestions",
            )}
            listClassName="editor-suggestions"
            itemClassName="editor-suggestion"
            placeholder={t("editor.placeholder")}
            value={text}
            onValueChange={setText}
            rows={mode === "new" ? 3 : 2}
            active={token !== null}
            suggestions={suggested}
            getKey={suggestionKey}
            renderSuggestion={(suggestion) => <EditorSuggestion suggestion={suggestion} />}
            onPick={pickSuggestion}
            pickOnTab
            onDismiss={() => setDismissedToken(token?.start ?? null)}
            onChange={(event) => setCaret(event.target.selectionStart)}
            onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
            onKeyDown={onKeyDown}
            onPaste={onPaste}
          />
        </div>
      )}
      <EditorAttachments
        attachments={attachments}
        onDescribe={(id, description) =>
          setAttachments((list) =>
            list.map((item) =>
              item.id === id ? { ...item, draftDescription: description } : item,
            ),
          )
        }
        onRemove={(id) => setAttachments((list) => list.filter((item) => item.id !== id))}
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
              mediaBlocked ? "icon-button editor-file is-disabled" : "icon-button editor-file"
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
              disabled={mediaBlocked}
              onChange={(event) => {
                const files = Array.from(event.target.files ?? []);
                event.target.value = "";
                void addFiles(files);
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
              disabled={poll === null && (attachments.length > 0 || uploads > 0)}
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
          <EmojiButton
            className="editor-emoji"
            label={t("editor.emoji")}
            onPick={(emoji) => insertEmoji(emoji.value)}
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
              checked={sensitive}
              onChange={(event) => setSensitive(event.target.checked)}
            />
            {t("editor.sensitive")}
          </label>
          <label className="editor-visibility">
            <span className="visually-hidden">{t("editor.visibility")}</span>
            <select
              className="select"
              value={visibility}
              disabled={editing !== null || choices.length < 2}
              onChange={(event) => setVisibility(event.target.value as Visibility)}
            >
              {choices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(VISIBILITY_LABELS[choice])}
                </option>
              ))}
            </select>
          </label>
        </div>
        <div className="editor-submit">
          {uploads > 0 && <Spinner inline label={t("editor.uploading")} />}
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
            disabled={blocked}
            aria-disabled={publish.isPending || undefined}
          >
            {publish.isPending ? <Spinner inline label={t("editor.sending")} /> : null}
            {submitLabel}
          </button>
        </div>
      </div>
    </form>
  );
}
