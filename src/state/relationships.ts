import { useEffect, useRef } from "react";
import { skipToken, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { answerFollowRequest } from "@/api/followRequests";
import { follow, relationshipAction } from "@/api/profiles";
import { getRelationships, setMuted } from "@/api/relationships";
import type { Relationship } from "@/api/entities/relationship";
import { FOLLOW_POLL, followFlags } from "@/domain/profileRules";
import { ErrorMessage } from "@/domain/errors";
import {
  requireToken,
  useAuthedMutation,
  viewerOf,
  withToken,
  type Viewer,
} from "@/state/session/authed";
import { accountKeys } from "./accounts";
import { useAccountScope } from "@/state/session/sessionContext";

/** The viewer's relationship with each account: one entry per account, shared by every screen. */
const relationshipKeys = {
  all: ["relationship"] as const,
  detail: (viewer: Viewer, accountId: string) =>
    ["relationship", viewerOf(viewer), accountId] as const,
  /** How the viewer answered the account's follow request: true accepted, false rejected. */
  requestAnswer: (viewer: Viewer, accountId: string) =>
    ["relationship", viewerOf(viewer), "requestAnswer", accountId] as const,
};

function store(client: QueryClient, viewer: Viewer, relationship: Relationship): void {
  client.setQueryData(relationshipKeys.detail(viewer, relationship.id), relationship);
}

/**
 * Relationships with the authors of loaded posts, in one call per page
 * (duplicates removed, none for an empty list), for the post menu's mute
 * item. Ones already known are not asked again. A failure is logged and
 * ignored: the menu then offers no mute item. A visitor has none to load.
 */
export async function loadRelationships(
  client: QueryClient,
  viewer: Viewer,
  accountIds: readonly string[],
  selfId: string | null,
): Promise<void> {
  const { token } = viewer;
  if (token === null) return;
  const wanted = [...new Set(accountIds)].filter(
    (id) => id !== selfId && client.getQueryData(relationshipKeys.detail(viewer, id)) === undefined,
  );
  if (wanted.length === 0) return;
  try {
    for (const relationship of await getRelationships(wanted, token)) {
      store(client, viewer, relationship);
    }
  } catch (error) {
    console.error("Could not load relationships", error);
  }
}

/** Whether the viewer follows the account, as far as the loaded relationships say. */
export function followsKnown(client: QueryClient, viewer: Viewer, accountId: string): boolean {
  return (
    client.getQueryData<Relationship>(relationshipKeys.detail(viewer, accountId))?.following ===
    true
  );
}

/** The viewer's relationship with a profile, fetched for it alone. */
export function useRelationship(accountId: string | undefined) {
  const scope = useAccountScope();
  const { token } = scope;
  return useQuery({
    queryKey: relationshipKeys.detail(scope, accountId ?? ""),
    queryFn:
      accountId === undefined
        ? skipToken
        : withToken(token, async (authToken) => {
            const [relationship] = await getRelationships([accountId], authToken);
            if (!relationship) throw new Error(ErrorMessage.profileNotFound);
            return relationship;
          }),
    staleTime: 0,
  });
}

/** The relationship when a list has loaded it; never fetched one by one. */
export function useKnownRelationship(accountId: string): Relationship | undefined {
  const scope = useAccountScope();
  return useQuery<Relationship>({
    queryKey: relationshipKeys.detail(scope, accountId),
    queryFn: skipToken,
  }).data;
}

export type RelationshipChange =
  | { kind: "follow" }
  | { kind: "unfollow" }
  | { kind: "removeFollower" }
  | { kind: "mute"; muted: boolean }
  | { kind: "showReblogs"; show: boolean }
  | { kind: "showReplies"; show: boolean };

/**
 * Follow, unfollow or cancel a request, remove a follower, mute, hide
 * reposts or replies. The follow call always carries both flags, read from
 * the current relationship, because the server turns a missing one back on.
 * After a follow that is not yet in effect (a locked account), the
 * relationship is re-read every 5 s, up to 5 times; a failed re-read stops
 * the polling and keeps the last known state.
 */
export function useRelationshipActions(accountId: string) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  const key = relationshipKeys.detail(scope, accountId);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const poll = (attempt: number) => {
    if (attempt > FOLLOW_POLL.attempts) return;
    timer.current = setTimeout(() => {
      getRelationships([accountId], requireToken(token)).then(
        ([fresh]) => {
          if (!fresh) return;
          store(client, scope, fresh);
          if (!fresh.following) poll(attempt + 1);
        },
        (error: unknown) => console.error("Could not re-read the relationship", error),
      );
    }, FOLLOW_POLL.intervalMs);
  };

  return useAuthedMutation({
    mutationFn: (authToken, change: RelationshipChange): Promise<Relationship> => {
      const current = client.getQueryData<Relationship>(key);
      switch (change.kind) {
        case "follow":
          return follow(accountId, followFlags(current, {}), authToken);
        case "showReblogs":
          return follow(accountId, followFlags(current, { reblogs: change.show }), authToken);
        case "showReplies":
          return follow(accountId, followFlags(current, { replies: change.show }), authToken);
        case "unfollow":
          return relationshipAction(accountId, "unfollow", authToken);
        case "removeFollower":
          return relationshipAction(accountId, "remove_from_followers", authToken);
        case "mute":
          return setMuted(accountId, change.muted, authToken);
      }
    },
    onSuccess: (relationship, change) => {
      store(client, scope, relationship);
      if (change.kind === "follow" && !relationship.following) poll(1);
      // Counts on the profile change with the graph.
      void client.invalidateQueries({ queryKey: accountKeys.profiles });
    },
  });
}

/** Mute or unmute a post's author, at once on the known relationship, undone on failure. */
export function useMuteAuthor(accountId: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  const key = relationshipKeys.detail(scope, accountId);
  return useAuthedMutation({
    mutationFn: (authToken, muted: boolean) => setMuted(accountId, muted, authToken),
    onMutate: (muted) => {
      const previous = client.getQueryData<Relationship>(key);
      if (previous) client.setQueryData<Relationship>(key, { ...previous, muting: muted });
      return { previous };
    },
    onError: (_error, _muted, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSuccess: (relationship) => store(client, scope, relationship),
  });
}

/**
 * Accepts or rejects a follow request, by the requester's account id. The
 * answer is kept for the session beside the relationship, which cannot tell
 * a rejected request from none: a notification drawn again (a virtualized
 * list scrolled back, or visited again) shows the answer, not the buttons.
 */
export function useAnswerFollowRequest(accountId: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, accept: boolean) => answerFollowRequest(accountId, accept, authToken),
    onSuccess: (relationship, accept) => {
      store(client, scope, relationship);
      client.setQueryData(relationshipKeys.requestAnswer(scope, accountId), accept);
    },
  });
}

/** How the viewer answered the account's follow request this session, if they did. */
export function useFollowRequestAnswer(accountId: string): boolean | undefined {
  const scope = useAccountScope();
  return useQuery<boolean>({
    queryKey: relationshipKeys.requestAnswer(scope, accountId),
    queryFn: skipToken,
  }).data;
}
