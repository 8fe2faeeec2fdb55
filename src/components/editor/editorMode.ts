import type { Status } from "@/api/entities/status";
import type { EditorMode } from "@/domain/editorRules";
import type { DraftTarget } from "@/state/storage/drafts";

/** What the editor works on, by its mode: the post edited, replied to or quoted. */
export interface EditorSubject {
  editing: Status | null;
  replyTo: Status | null;
  /**
   * Where the draft and the idempotency key are kept: a reply's post id,
   * quote_{id}, group_{id} for the composer of a group's page, or new.
   */
  target: DraftTarget;
}

export function editorSubject(
  mode: EditorMode,
  post: Status | undefined,
  audienceGroupId: string | null = null,
): EditorSubject {
  const editing = mode === "editing" && post ? post : null;
  const replyTo = mode === "reply" && post ? post : null;
  const target =
    mode === "reply" && post
      ? post.id
      : mode === "repost" && post
        ? `quote_${post.id}`
        : mode === "new" && audienceGroupId
          ? `group_${audienceGroupId}`
          : "new";
  return { editing, replyTo, target };
}
