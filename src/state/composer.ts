import { useEffect, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { searchAccounts } from "../api/accounts";
import { describeMedia, uploadMedia } from "../api/media";
import {
  createStatus,
  getStatusSource,
  previewStatus,
  updateStatus,
  type PostDraft,
} from "../api/statuses";
import type { Status } from "../api/statusTypes";
import { cleanDescription, MENTION_DEBOUNCE_MS, MENTION_LIMIT } from "../domain/composer";
import { postKeys } from "./keys";
import { primeStatuses, type IdPage } from "./postCache";
import { idempotencyKeyFor, removeDraft, renewIdempotencyKey, type DraftTarget } from "./drafts";
import { useSession } from "./sessionContext";

function need(token: string | null): string {
  if (!token) throw new Error("user must be authenticated");
  return token;
}

interface InfiniteIds {
  pages: IdPage[];
  pageParams: unknown[];
}

/** Puts a reply right after its parent's existing replies in a cached thread. */
function insertReply(
  ids: string[],
  reply: Status,
  parentOf: (id: string) => string | null,
): string[] {
  const parent = reply.in_reply_to_id;
  const at = parent ? ids.indexOf(parent) : -1;
  if (at < 0 || ids.includes(reply.id)) return ids;
  const descends = (id: string): boolean => {
    let current: string | null = id;
    for (let guard = 0; current && guard < 200; guard += 1) {
      if (current === parent) return true;
      current = parentOf(current);
    }
    return false;
  };
  let end = at + 1;
  while (end < ids.length && descends(ids[end] ?? "")) end += 1;
  return [...ids.slice(0, end), reply.id, ...ids.slice(end)];
}

export interface Publish {
  draft: PostDraft;
  /** Editing this post (PUT) instead of creating one. */
  editing: string | null;
  target: DraftTarget;
}

/**
 * Sends the editor's post (spec §4 Editor submit). A new post keeps its
 * idempotency key across retries; after success the key is renewed, the
 * draft removed, and the post shows at the top of home and in its thread
 * without a reload.
 */
export function usePublishPost() {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ draft, editing, target }: Publish) =>
      editing
        ? updateStatus(editing, draft, need(token))
        : createStatus(draft, idempotencyKeyFor(target), need(token)),
    onSuccess: (post, { editing, target }) => {
      primeStatuses(client, token, [post]);
      if (editing) return;
      renewIdempotencyKey(target);
      removeDraft(target);
      client.setQueriesData<InfiniteIds>({ queryKey: postKeys.timelines("home") }, (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first || first.ids.includes(post.id)) return data;
        return { ...data, pages: [{ ...first, ids: [post.id, ...first.ids] }, ...rest] };
      });
      const parentOf = (id: string) =>
        client.getQueryData<Status>(postKeys.status(token, id))?.in_reply_to_id ?? null;
      client.setQueriesData<string[]>({ queryKey: ["thread"] }, (ids) =>
        ids ? insertReply(ids, post, parentOf) : ids,
      );
    },
  });
}

/** Uploads a file and, when given, its description (trimmed; empty → none). */
export function useUploadMedia() {
  const { token } = useSession();
  return useMutation({
    mutationFn: ({ file }: { file: { data: string; mediaType: string } }) =>
      uploadMedia(file, need(token)),
  });
}

export function useDescribeMedia() {
  const { token } = useSession();
  return useMutation({
    mutationFn: ({ id, description }: { id: string; description: string }) =>
      describeMedia(id, cleanDescription(description), need(token)),
  });
}

/** The post's source for editing (spec §7); the editor refuses text/html. */
export function useStatusSource(id: string | null) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["statusSource", id, token],
    queryFn: () => getStatusSource(id ?? "", need(token)),
    enabled: id !== null,
    staleTime: 0,
    gcTime: 0,
  });
}

export function usePreview() {
  const { token } = useSession();
  return useMutation({ mutationFn: (text: string) => previewStatus(text, need(token)) });
}

/** A value that settles after `delay` ms without change. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** Mention suggestions (spec §5): debounced 500 ms, 4 results, no remote resolve. */
export function useMentionSuggestions(query: string | null) {
  const { token } = useSession();
  const settled = useDebounced(query, MENTION_DEBOUNCE_MS);
  const active = settled !== null && settled === query;
  return useQuery({
    queryKey: ["accountSearch", settled, token],
    queryFn: () => searchAccounts(settled ?? "", MENTION_LIMIT, need(token)),
    enabled: active && token !== null,
    staleTime: 60_000,
  });
}
