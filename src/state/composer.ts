import { skipToken, useQuery, useQueryClient } from "@tanstack/react-query";
import { describeMedia, uploadMedia } from "@/api/media";
import {
  createStatus,
  getStatusSource,
  previewStatus,
  updateStatus,
  type PostDraft,
} from "@/api/statuses";
import { cleanDescription, MENTION_DEBOUNCE_MS, MENTION_LIMIT } from "@/domain/composer";
import { useAuthedMutation, viewerOf } from "@/state/session/authed";
import {
  idempotencyKeyFor,
  removeDraft,
  renewIdempotencyKey,
  type DraftTarget,
} from "@/state/storage/drafts";
import { prependToGroup, prependToHome } from "./postLists";
import { useAccountSearch, useHashtagSearch } from "./search";
import { patchStatus, primeStatuses } from "./statuses";
import { addReplyToThreads } from "./threads";
import { useAccountScope } from "@/state/session/sessionContext";

export interface Publish {
  draft: PostDraft;
  /** Editing this post (PUT) instead of creating one. */
  editing: string | null;
  target: DraftTarget;
}

/**
 * Sends the editor's post. A new post keeps its
 * idempotency key across retries; after success the key is renewed, the
 * draft removed, and the post shows at the top of home and in its thread
 * without a reload; a reply counts on its parent at once (in the one cached
 * copy, so every card of the parent shows it).
 */
export function usePublishPost() {
  const scope = useAccountScope();
  const { store } = scope;
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, { draft, editing, target }: Publish) =>
      editing
        ? updateStatus(editing, draft, authToken)
        : createStatus(draft, idempotencyKeyFor(store, target), authToken),
    onSuccess: (post, { draft, editing, target }) => {
      primeStatuses(client, scope, [post]);
      if (editing) return;
      renewIdempotencyKey(store, target);
      removeDraft(store, target);
      prependToHome(client, scope, post.id);
      // Older servers (before 5.7) do not say the post's group: the one it was sent to.
      const groupId = post.group?.id ?? draft.groupId;
      if (groupId) prependToGroup(client, scope, groupId, post.id);
      addReplyToThreads(client, scope, post);
      const parent = post.in_reply_to_id;
      if (parent) {
        patchStatus(client, scope, parent, (status) => ({
          ...status,
          replies_count: status.replies_count + 1,
        }));
      }
    },
  });
}

/** Uploads a file (base64 with its type). */
export function useUploadMedia() {
  return useAuthedMutation({
    mutationFn: (authToken, { file }: { file: { data: string; mediaType: string } }) =>
      uploadMedia(file, authToken),
  });
}

/** Sets an attachment's description (trimmed; an empty one is sent as none). */
export function useDescribeMedia() {
  return useAuthedMutation({
    mutationFn: (authToken, { id, description }: { id: string; description: string }) =>
      describeMedia(id, cleanDescription(description), authToken),
  });
}

/** The post's source for editing; the editor refuses text/html. */
export function useStatusSource(id: string | null) {
  const scope = useAccountScope();
  const { token } = scope;
  return useQuery({
    queryKey: ["statusSource", viewerOf(scope), id],
    queryFn: id !== null && token ? () => getStatusSource(id, token) : skipToken,
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePreview() {
  return useAuthedMutation({
    mutationFn: (authToken, text: string) => previewStatus(text, authToken),
  });
}

/** Mention suggestions: debounced 500 ms, 4 results, no remote resolve. */
export function useMentionSuggestions(query: string | null) {
  return useAccountSearch(query, MENTION_LIMIT, MENTION_DEBOUNCE_MS);
}

/** Tag suggestions, asked like mentions: debounced, 4 results. */
export function useHashtagSuggestions(query: string | null) {
  return useHashtagSearch(query, MENTION_LIMIT, MENTION_DEBOUNCE_MS);
}
