import { Link } from "react-router";
import type { Status } from "@/api/entities/status";
import { canSubmit, remainingCharacters } from "@/domain/composer";
import { errorMessage } from "@/domain/errors";
import { cleanTitle, titleRemaining, type TitleUnit } from "@/domain/groupPosts";
import { pollProblem, pollRequest, type PollLimits } from "@/domain/polls";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { useDescribeMedia, usePublishPost } from "@/state/composer";
import { showToast } from "@/ui/toastStore";
import { focusPostCard } from "@/components/status/cardFocus";
import type { EditorMode } from "@/domain/editorRules";
import type { EditorSubject } from "./editorMode";
import type { EditorDraft } from "./usePostDraft";

interface SubmitOptions {
  mode: EditorMode;
  /** The post replied to, quoted or edited. */
  post: Status | undefined;
  subject: EditorSubject;
  draft: EditorDraft;
  maxCharacters: number;
  pollLimits: PollLimits;
  /** How the server counts the title's length. */
  titleUnit: TitleUnit;
  /** Files are still on their way. */
  uploading: boolean;
  /** The editor's owner closes it; without one a new post stays in the home composer. */
  onDone: ((published?: Status) => void) | undefined;
  /** Called after a success, before the editor closes or the focus moves. */
  onSent: () => void;
  /** Where focus goes when the new post's card does not show. */
  focusEditor: () => void;
}

/**
 * Sending the post: changed descriptions first, then the post (its
 * idempotency key is kept per target until a success, so a retry never posts
 * twice). A success empties the editor and its draft; a failure keeps both
 * and shows the message in the form (reply and quote also alert). The home
 * composer then focuses the new post's card; in a card or a dialog a toast
 * says it went out, with a link, and the editor closes.
 */
export function usePostSubmit(options: SubmitOptions) {
  const { mode, post, subject, draft, pollLimits, uploading, onDone } = options;
  const t = useT();
  const publish = usePublishPost();
  const describe = useDescribeMedia();
  const { text, attachments, poll } = draft;
  const remaining = remainingCharacters(options.maxCharacters, text);
  const pollReady = poll === null || pollProblem(poll, pollLimits) === null;
  // The server refuses a title over its limit ('title is too long').
  const titleReady = titleRemaining(draft.title, options.titleUnit) >= 0;
  const ready = (inFlight: boolean) =>
    pollReady && titleReady && canSubmit({ text, remaining, inFlight, uploading });

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

  const submit = async () => {
    if (!ready(publish.isPending)) return;
    publish.reset();
    const { editing, replyTo, target } = subject;
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
          visibility: draft.visibility,
          sensitive: draft.sensitive,
          mediaIds: attachments.map((item) => item.id),
          inReplyToId: replyTo?.id ?? null,
          quoteId,
          poll: poll ? pollRequest(poll) : null,
          groupId: draft.group?.id ?? null,
          title: cleanTitle(draft.title),
          language: draft.language,
        },
      });
      draft.clear();
      options.onSent();
      if (mode === "new" && !onDone) {
        // Focus goes to the post just made, at the top of home: it tells it
        // went out, and its actions (edit, delete) are at hand.
        focusPostCard(published.id, options.focusEditor);
        return;
      }
      if (mode !== "editing") confirmSent(mode === "reply" ? "reply" : "post", published.id);
      onDone?.(published);
    } catch (error) {
      if (mode === "reply" || mode === "repost") showToast(errorMessage(error), "error");
    }
  };

  return {
    submit,
    /** Characters left under the instance's limit (negative when over). */
    remaining,
    /**
     * Nothing to send, text or title too long, files uploading or a poll unfinished. While
     * the post is on its way the button is only marked unavailable: a
     * disabled button would drop the keyboard focus to the top of the page.
     */
    blocked: !ready(false),
    pending: publish.isPending,
    error: publish.error,
  };
}
