import { useEffect, useRef } from "react";
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { getAccount, lookupAccount } from "../api/accounts";
import { errorMessage } from "../domain/errors";
import type { Page } from "../api/http";
import {
  follow,
  getAliases,
  getConnections,
  getFollowRequests,
  getMutes,
  getSubscribers,
  getDirectory,
  loadActivities,
  relationshipAction,
  search,
  updateProfile,
  type ProfileUpdate,
} from "../api/profiles";
import { getRelationships, setMuted } from "../api/relationships";
import type { Relationship } from "../api/statusTypes";
import type { Account } from "../api/types";
import { PAGE_SIZE } from "../domain/paging";
import { FOLLOW_POLL } from "../domain/profileRules";
import { showToast } from "../ui/toastStore";
import { postKeys } from "./keys";
import { primeStatuses } from "./postCache";
import { useSession } from "./sessionContext";

function need(token: string | null): string {
  if (!token) throw new Error("user must be authenticated");
  return token;
}

/** A profile by id (`/profile/:id`) or address (`/@acct`), as a guest too (API-NOTES (c)). */
export function useProfile(by: { id: string } | { acct: string }) {
  const { token } = useSession();
  const key = "id" in by ? `id:${by.id}` : `acct:${by.acct}`;
  return useQuery({
    queryKey: ["profile", key, token ?? "guest"],
    queryFn: () => ("id" in by ? getAccount(by.id, token) : lookupAccount(by.acct, token)),
    staleTime: 30_000,
  });
}

/** The viewer's relationship with a profile, fetched for it alone (deduplicated cache). */
export function useRelationship(accountId: string | undefined, enabled: boolean) {
  const { token } = useSession();
  return useQuery({
    queryKey: postKeys.relationship(token ?? "", accountId ?? ""),
    queryFn: async (): Promise<Relationship> => {
      const [relationship] = await getRelationships([accountId ?? ""], need(token));
      if (!relationship) throw new Error("profile not found");
      return relationship;
    },
    enabled: enabled && token !== null && accountId !== undefined,
    staleTime: 0,
  });
}

type RelationshipChange =
  | { kind: "follow" }
  | { kind: "unfollow" }
  | { kind: "removeFollower" }
  | { kind: "mute"; muted: boolean }
  | { kind: "showReblogs"; show: boolean }
  | { kind: "showReplies"; show: boolean };

/**
 * Spec §4 Follow: follow, unfollow or cancel a request, remove a follower,
 * mute, hide reposts or replies. After a follow that is not yet effective,
 * the relationship is re-read every 5 s, up to 5 times.
 */
export function useRelationshipActions(accountId: string) {
  const { token } = useSession();
  const client = useQueryClient();
  const key = postKeys.relationship(token ?? "", accountId);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(
    () => () => {
      for (const timer of timers.current) clearTimeout(timer);
    },
    [],
  );

  const poll = (attempt: number) => {
    if (attempt > FOLLOW_POLL.attempts) return;
    timers.current.push(
      setTimeout(() => {
        void getRelationships([accountId], need(token)).then(([fresh]) => {
          if (!fresh) return;
          client.setQueryData(key, fresh);
          if (!fresh.following) poll(attempt + 1);
        });
      }, FOLLOW_POLL.intervalMs),
    );
  };

  return useMutation({
    mutationFn: (change: RelationshipChange): Promise<Relationship> => {
      const authToken = need(token);
      switch (change.kind) {
        case "follow":
          return follow(accountId, {}, authToken);
        case "unfollow":
          return relationshipAction(accountId, "unfollow", authToken);
        case "removeFollower":
          return relationshipAction(accountId, "remove_from_followers", authToken);
        case "mute":
          return setMuted(accountId, change.muted, authToken);
        case "showReblogs":
          return follow(accountId, { reblogs: change.show }, authToken);
        case "showReplies":
          return follow(accountId, { replies: change.show }, authToken);
      }
    },
    onSuccess: (relationship, change) => {
      client.setQueryData(key, relationship);
      if (change.kind === "follow" && !relationship.following) poll(1);
      // Counts on the profile change with the graph.
      void client.invalidateQueries({ queryKey: ["profile"] });
    },
    onError: (error) => showToast(errorMessage(error), "error"),
  });
}

export function useLoadActivities(accountId: string, doneMessage: string) {
  const { token } = useSession();
  return useMutation({
    mutationFn: () => loadActivities(accountId, need(token)),
    onSuccess: () => showToast(doneMessage),
    onError: (error) => showToast(errorMessage(error), "error"),
  });
}

/** A list of people, each paged by the Link header. */
export type PeopleSource =
  | { kind: "followRequests" }
  | { kind: "mutes" }
  | { kind: "followers" | "following" | "subscribers"; accountId: string };

function peoplePage(source: PeopleSource, next: string | null, token: string) {
  switch (source.kind) {
    case "followRequests":
      return getFollowRequests(next, token);
    case "mutes":
      return getMutes(next, token);
    case "subscribers":
      return getSubscribers(source.accountId, next, token);
    case "followers":
    case "following":
      return getConnections(source.accountId, source.kind, next, token);
  }
}

/** People paged by the Link header: follow requests, mutes, followers, following, subscribers. */
export function usePeople(source: PeopleSource | null) {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: ["people", source, token ?? "guest"],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => peoplePage(source ?? { kind: "mutes" }, pageParam, need(token)),
    getNextPageParam: (last: Page<Account>) => last.next ?? undefined,
    enabled: source !== null && token !== null,
  });
}

/** The directory: 20 at a time by offset; 'show more' after a full first page. */
export function useDirectory() {
  const { token } = useSession();
  return useInfiniteQuery({
    queryKey: ["directory", token ?? "guest"],
    initialPageParam: 0,
    queryFn: ({ pageParam }) => getDirectory(pageParam, token),
    getNextPageParam: (last, pages) =>
      last.length >= PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined,
  });
}

/**
 * Search (spec §2, API-NOTES (e)): 'show more' when the first non-empty list
 * (people, posts, tags) has a multiple of 20; the next offset is that count.
 */
export function useSearch(q: string) {
  const { token } = useSession();
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: ["search", q, token ?? "guest"],
    initialPageParam: 0,
    queryFn: async ({ pageParam }) => {
      const results = await search(q, pageParam, token);
      primeStatuses(client, token, results.statuses);
      return results;
    },
    getNextPageParam: (_last, pages) => {
      const all = {
        accounts: pages.flatMap((page) => page.accounts).length,
        statuses: pages.flatMap((page) => page.statuses).length,
        hashtags: pages.flatMap((page) => page.hashtags).length,
      };
      const count = all.accounts || all.statuses || all.hashtags;
      const last = pages.at(-1);
      const lastCount = last
        ? last.accounts.length || last.statuses.length || last.hashtags.length
        : 0;
      return count > 0 && count % PAGE_SIZE === 0 && lastCount > 0 ? count : undefined;
    },
    enabled: q.trim() !== "",
  });
}

/** Saves the own profile (spec §7 update_credentials); the session's user follows. */
export function useUpdateProfile() {
  const { token, setUser } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => updateProfile(update, need(token)),
    onSuccess: (user) => {
      setUser(user);
      void client.invalidateQueries({ queryKey: ["profile"] });
    },
  });
}

/** Loaded only for profiles with identity proofs (API-NOTES (n)). */
export function useAliases(profile: Account) {
  const { token } = useSession();
  return useQuery({
    queryKey: ["aliases", profile.id, token ?? "guest"],
    queryFn: () => getAliases(profile.id, token),
    enabled: profile.identity_proofs.length > 0,
    staleTime: 60_000,
  });
}
