import { useCallback, useMemo, useState, useSyncExternalStore } from "react";
import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from "@tanstack/react-query";
import { getAllConversations, setConversationTracking } from "@/api/conversations";
import type { Conversation } from "@/api/entities/conversation";
import type { Status } from "@/api/entities/status";
import type { Page } from "@/api/http";
import { getTimelinePage } from "@/api/timelines";
import { capabilitiesFor } from "@/domain/capabilities";
import { byLatestMessage, followsConversation, isUnread, toldTracking } from "@/domain/messages";
import { createStore, useStore } from "@/ui/store";
import { useIdle } from "@/ui/useIdle";
import { requireToken, useAuthedMutation, viewerOf } from "@/state/session/authed";
import { useAccountScope, useAccountStore, useSession } from "@/state/session/sessionContext";
import { markMessagesSeen, onSeenMessagesChange, seenMessages } from "@/state/storage/seenMessages";
import { readDraft, removeDraft, writeDraft } from "@/state/storage/drafts";
import { usePublishPost } from "./composer";
import { useInstanceQuery } from "./instance";
import { primeStatuses, readStatus, statusKeys } from "./statuses";
import { useThread } from "./threads";
import { timelineKeys } from "./timelines";

const messageKeys = {
  all: ["conversations"] as const,
  list: (token: string | null) => ["conversations", "list", viewerOf(token)] as const,
  /** Every conversation, newest message first: read once for the screen and the dot. */
  whole: (token: string | null) => ["conversations", "whole", viewerOf(token)] as const,
  /** The newest messages, for the unread dot (servers without conversations). */
  latest: (token: string | null) => ["conversations", "latest", viewerOf(token)] as const,
};

/** The whole list's query, shared by the messages screen and the unread dot. */
function wholeListQuery(token: string | null) {
  return {
    queryKey: messageKeys.whole(token),
    queryFn: async (): Promise<Conversation[]> =>
      byLatestMessage(await getAllConversations(requireToken(token))),
    staleTime: 60_000,
  };
}

/**
 * The user's direct conversations (4.20+), newest message first: the server
 * lists them by when they started, so the whole list is read and ordered
 * here; their last messages cached as posts. One page, for the paged list.
 */
export function useConversations() {
  const { token } = useSession();
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: messageKeys.list(token),
    initialPageParam: null as string | null,
    queryFn: async (): Promise<Page<Conversation>> => {
      // Read afresh whenever the screen asks; the dot then shares the answer.
      const items = await client.query({ ...wholeListQuery(token), staleTime: 0 });
      primeStatuses(
        client,
        token,
        items.map((item) => item.last_status),
      );
      return { items, next: null };
    },
    getNextPageParam: (last) => last.next ?? undefined,
  });
}

/** The messages opened here, by id (the user's, kept in this browser). */
export function useSeenMessages(): ReadonlySet<string> {
  const { store } = useAccountScope();
  return useSyncExternalStore(onSeenMessagesChange, () => seenMessages(store));
}

/** Marks messages as read here (servers that do not track reading). */
export function useMarkMessagesSeen(): (ids: readonly string[]) => void {
  const { user, scope } = useSession();
  const signedIn = user !== null;
  const { store } = scope;
  return useCallback(
    (ids) => {
      if (signedIn && ids.length > 0) markMessagesSeen(store, ids);
    },
    [signedIn, store],
  );
}

interface Latest {
  unread: boolean;
  last_status: { id: string; account: { id: string } };
}

/**
 * Whether a conversation waits unread: the first page of conversations
 * (4.20+), else of the direct timeline, each message standing for its own.
 * Asked once the browser is idle, so the start's own requests go first.
 */
export function useHasUnreadMessages(): boolean {
  const { token, user } = useSession();
  const version = useInstanceQuery().data?.version;
  const idle = useIdle();
  const seen = useSeenMessages();
  const conversations = version !== undefined && capabilitiesFor(version).conversations;
  const enabled = idle && token !== null && version !== undefined;
  // Any conversation may hold the newest reply, however old it is: the whole
  // list, the same reading the messages screen shows.
  const whole = useQuery({ ...wholeListQuery(token), enabled: enabled && conversations });
  const direct = useQuery({
    queryKey: messageKeys.latest(token),
    enabled: enabled && !conversations,
    queryFn: async (): Promise<Latest[]> => {
      const page = await getTimelinePage({ kind: "direct" }, null, requireToken(token));
      return page.items.map((status) => ({ unread: false, last_status: status }));
    },
    staleTime: 60_000,
  });
  const latest: { data: readonly Latest[] | undefined } = conversations ? whole : direct;
  if (!user || !latest.data) return false;
  return latest.data.some((item) => isUnread(item, user.id, seen));
}

/** After a message is sent, the lists of messages load again. */
function messagesChanged(client: QueryClient): void {
  void client.invalidateQueries({ queryKey: messageKeys.all });
  void client.invalidateQueries({ queryKey: timelineKeys.kind("direct") });
}

export interface MessageDraft {
  text: string;
  /** The message answered; none for a new conversation. */
  inReplyToId: string | null;
}

/** Where a message's draft and idempotency key are kept: per message answered, or one new message. */
function messageTarget(inReplyToId: string | null): string {
  return inReplyToId ? `message_${inReplyToId}` : "message_new";
}

/**
 * A message's text, kept as a draft while it differs from how the field
 * starts (a reload or a crash does not lose it; sending removes it).
 */
export function useMessageDraft(
  inReplyToId: string | null,
  initialText: string,
): [string, (text: string) => void] {
  const target = messageTarget(inReplyToId);
  const store = useAccountStore();
  const [text, setText] = useState(() => readDraft(store, target)?.text ?? initialText);
  const update = (next: string) => {
    setText(next);
    if (next.trim() === initialText.trim()) removeDraft(store, target);
    else
      writeDraft(store, target, {
        text: next,
        attachments: [],
        sensitive: false,
        visibility: "direct",
      });
  };
  return [text, update];
}

/** Sends a direct message (a post with `direct` visibility). */
export function useSendMessage() {
  const client = useQueryClient();
  const publish = usePublishPost();
  const mutate = async ({ text, inReplyToId }: MessageDraft): Promise<Status> => {
    const sent = await publish.mutateAsync({
      draft: { status: text, visibility: "direct", sensitive: false, mediaIds: [], inReplyToId },
      editing: null,
      target: messageTarget(inReplyToId),
    });
    messagesChanged(client);
    return sent;
  };
  return { send: mutate, isPending: publish.isPending, error: publish.error, reset: publish.reset };
}

/**
 * Followed conversations, as the user set them in this session, by the
 * conversation's id (or the post's, where the server does not say the
 * conversation): servers before 5.9 do not tell it on the post.
 */
const followedHere = createStore<ReadonlyMap<string, boolean>>(new Map());

/** What following a conversation reads of a post. */
type InConversation = Pick<Status, "id" | "conversation" | "conversation_tracking">;

function trackingKey(status: InConversation): string {
  return status.conversation?.id ?? status.id;
}

function rememberFollowing(key: string, follow: boolean): void {
  followedHere.set(new Map(followedHere.get()).set(key, follow));
}

/**
 * Whether the user follows the post's conversation: what the post says
 * (4.16+), else what the user last chose here, else not.
 */
export function useFollowingConversation(status: InConversation): boolean {
  const followed = useStore(followedHere);
  return followsConversation(toldTracking(status), followed.get(trackingKey(status)));
}

/**
 * Follows the post's conversation or stops. The answer is the post: every
 * cached post of the same conversation takes its new state.
 */
export function useFollowConversation() {
  const { token } = useSession();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, { status, follow }: { status: InConversation; follow: boolean }) =>
      setConversationTracking(status.id, follow, authToken),
    onSuccess: (answer, { status, follow }) => {
      rememberFollowing(trackingKey(status), follow);
      primeStatuses(client, token, [answer]);
      const conversation = answer.conversation;
      if (!conversation) return;
      for (const [key, cached] of client.getQueriesData<Status>({ queryKey: statusKeys.all })) {
        if (cached?.conversation?.id !== conversation.id) continue;
        client.setQueryData<Status>(key, {
          ...cached,
          conversation: { ...cached.conversation, tracking: conversation.tracking },
          conversation_tracking: answer.conversation_tracking,
        });
      }
    },
  });
}

/** A conversation's thread around one of its messages, with the messages themselves. */
export function useConversationThread(postId: string) {
  const { token } = useSession();
  const client = useQueryClient();
  const thread = useThread(postId);
  const ids = thread.data?.ids;
  const messages = useMemo(
    () =>
      (ids ?? [])
        .map((id) => readStatus(client, token, id))
        .filter((status): status is Status => status !== undefined),
    [ids, client, token],
  );
  return { thread, messages };
}
