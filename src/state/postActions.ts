import { useMemo } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import {
  deleteStatus,
  getStatus,
  loadConversation,
  reblogStatus,
  setReaction,
  statusAction,
} from "@/api/statuses";
import type { EmojiReaction, Status } from "@/api/entities/status";
import { requireToken, useAuthedMutation, type Viewer } from "@/state/session/authed";
import { patchStatus, primeStatuses, readStatus, statusKeys } from "./statuses";
import { removeFromLists } from "./postLists";
import { favouritesChanged } from "./timelines";
import { removeThreadFromGroup } from "@/api/groups";
import { useCapabilities } from "./instance";
import { useAccountScope, useSession } from "@/state/session/sessionContext";
import { toggle } from "./toggleQueue";
import { isAlreadyDone, type RepeatableCall } from "@/domain/repeatedToggle";

const counted = (count: number, delta: number) => Math.max(0, count + delta);

/**
 * A call the server refuses to repeat: when it says the call was already
 * done (a retry after an answer was lost), the wanted state holds, and the
 * post is read again for the server's own counts instead of failing.
 */
async function repeatable(
  call: RepeatableCall,
  send: () => Promise<Status>,
  reread: () => Promise<Status>,
): Promise<Status> {
  try {
    return await send();
  } catch (error) {
    if (isAlreadyDone(call, error)) return reread();
    throw error;
  }
}

/** The post with the viewer's reaction `name` set to `on` (idempotent). */
function withReaction(status: Status, name: string, url: string | null, on: boolean): Status {
  const reactions = status.pleroma.emoji_reactions;
  const existing = reactions.find((reaction) => reaction.name === name);
  if ((existing?.me ?? false) === on) return status;
  let next: EmojiReaction[];
  if (existing) {
    next = reactions
      .map((reaction) =>
        reaction.name === name
          ? { ...reaction, me: on, count: counted(reaction.count, on ? 1 : -1) }
          : reaction,
      )
      .filter((reaction) => reaction.count > 0);
  } else {
    next = [...reactions, { name, url, count: 1, me: true }];
  }
  return { ...status, pleroma: { ...status.pleroma, emoji_reactions: next } };
}

const flags = {
  like: {
    read: (s: Status) => s.favourited,
    set: (s: Status, on: boolean): Status =>
      s.favourited === on
        ? s
        : { ...s, favourited: on, favourites_count: counted(s.favourites_count, on ? 1 : -1) },
  },
  repost: {
    read: (s: Status) => s.reblogged,
    set: (s: Status, on: boolean): Status =>
      s.reblogged === on
        ? s
        : { ...s, reblogged: on, reblogs_count: counted(s.reblogs_count, on ? 1 : -1) },
  },
  bookmark: {
    read: (s: Status) => s.bookmarked,
    set: (s: Status, on: boolean): Status => ({ ...s, bookmarked: on }),
  },
  pin: {
    read: (s: Status) => s.pinned,
    set: (s: Status, on: boolean): Status => ({ ...s, pinned: on }),
  },
};

export type PostFlag = keyof typeof flags | "react";

/**
 * The post flags (like, repost, bookmark, pin, emoji reactions), toggled in
 * the one cached copy at once and serialised per flag, so quick clicks end in
 * the state of the last one. Failures go to `onError`: the caller decides how
 * to tell the user (like and repost errors are only logged).
 */
export function usePostToggles(id: string, reportError: (flag: PostFlag, error: unknown) => void) {
  const { scope, user, noteFailure } = useSession();
  const client = useQueryClient();
  const userId = user?.id ?? null;
  const { reblogBody } = useCapabilities();
  // The same functions while nothing they use changes, so a memoized part of
  // the action bar (its menu) keeps its props when a like redraws the bar.
  return useMemo(
    () => postToggles({ client, scope, userId, noteFailure, id, reportError, reblogBody }),
    [client, scope, userId, noteFailure, id, reportError, reblogBody],
  );
}

function postToggles({
  client,
  scope,
  userId,
  noteFailure,
  id,
  reportError,
  reblogBody,
}: {
  client: QueryClient;
  scope: Viewer;
  userId: string | null;
  noteFailure: (error: unknown) => void;
  id: string;
  reportError: (flag: PostFlag, error: unknown) => void;
  /** The reblog call takes its visibility in a JSON body. */
  reblogBody: boolean;
}) {
  const { token } = scope;
  const onError = (flag: PostFlag, error: unknown) => {
    noteFailure(error);
    reportError(flag, error);
  };

  const run = (
    flag: keyof typeof flags,
    send: (on: boolean, token: string) => Promise<Status>,
    after?: (on: boolean) => void,
  ) => {
    // The post is in the cache while a card shows it.
    const current = readStatus(client, scope, id);
    if (!current) return;
    const { read, set } = flags[flag];
    toggle(`${flag}:${id}:${token ?? ""}`, read(current), !read(current), {
      show: (on) => patchStatus(client, scope, id, (s) => set(s, on)),
      send: (on) => send(on, requireToken(token)),
      settle: (result) => {
        primeStatuses(client, scope, [result]);
        after?.(read(result));
      },
      onError: (error) => onError(flag, error),
    });
  };

  return {
    like: () =>
      run(
        "like",
        (on, t) => statusAction(id, on ? "favourite" : "unfavourite", t),
        () => favouritesChanged(client, scope),
      ),
    /** Reposts (publicly, or to followers only where the server can), or undoes the repost. */
    repost: (visibility: "public" | "private" = "public") =>
      run(
        "repost",
        (on, t) =>
          repeatable(
            on ? "reblog" : "unreblog",
            async () => {
              if (!on) return statusAction(id, "unreblog", t);
              // The answer is the new repost; the original rides inside it.
              const created = await reblogStatus(id, t, visibility, reblogBody);
              primeStatuses(client, scope, [created]);
              return readStatus(client, scope, id) ?? getStatus(id, t);
            },
            () => getStatus(id, t),
          ),
        (on) => {
          // The viewer's own repost leaves the lists once undone.
          if (on || !userId) return;
          removeFromLists(client, (listed) => {
            const item = readStatus(client, scope, listed);
            return item?.reblog?.id === id && item.account.id === userId;
          });
        },
      ),
    bookmark: () => run("bookmark", (on, t) => statusAction(id, on ? "bookmark" : "unbookmark", t)),
    pin: () => run("pin", (on, t) => statusAction(id, on ? "pin" : "unpin", t)),
    react: (name: string, url: string | null) => {
      const current = readStatus(client, scope, id);
      if (!current) return;
      const mine = current.pleroma.emoji_reactions.some((r) => r.name === name && r.me);
      toggle(`react:${name}:${id}:${token ?? ""}`, mine, !mine, {
        show: (on) => patchStatus(client, scope, id, (s) => withReaction(s, name, url, on)),
        send: (on) => {
          const authToken = requireToken(token);
          return repeatable(
            on ? "react" : "unreact",
            () => setReaction(id, name, on, authToken),
            () => getStatus(id, authToken),
          );
        },
        settle: (result) => {
          primeStatuses(client, scope, [result]);
          favouritesChanged(client, scope);
        },
        onError: (error) => onError("react", error),
      });
    },
  };
}

export type PostToggles = ReturnType<typeof postToggles>;

/** Author and admin actions that wait for the server: delete, save to IPFS, load replies. */
export function usePostCommands(status: Pick<Status, "id" | "conversation">) {
  const scope = useAccountScope();
  const client = useQueryClient();
  const id = status.id;
  const remove = useAuthedMutation({
    mutationFn: (authToken) => deleteStatus(id, authToken),
    onSuccess: () => {
      // The post and the reposts of it leave every list.
      removeFromLists(
        client,
        (listed) => listed === id || readStatus(client, scope, listed)?.reblog?.id === id,
      );
      client.removeQueries({ queryKey: statusKeys.detail(scope, id) });
    },
  });
  const saveToIpfs = useAuthedMutation({
    mutationFn: (authToken) => statusAction(id, "make_permanent", authToken),
    onSuccess: (saved) => primeStatuses(client, scope, [saved]),
  });
  const { loadConversationBody } = useCapabilities();
  const loadReplies = useAuthedMutation({
    mutationFn: (authToken) => loadConversation(id, loadConversationBody, authToken),
  });
  // A moderator's removal of a thread from its group deletes the post and
  // every reply below it on the server: they, and reposts of them, leave
  // every list as a deleted post does.
  const removeThread = useAuthedMutation({
    mutationFn: (authToken) => removeThreadFromGroup(id, authToken),
    onSuccess: () => {
      const conversation = status.conversation?.id ?? null;
      const inThread = (postId: string | null): boolean => {
        // Up the replies' parents (a guard against a loop in bad data).
        for (let guard = 0; postId !== null && guard < 500; guard++) {
          if (postId === id) return true;
          const post = readStatus(client, scope, postId);
          if (!post) return false;
          if (conversation !== null && post.conversation?.id === conversation) return true;
          postId = post.in_reply_to_id;
        }
        return false;
      };
      const removed = new Set<string>();
      removeFromLists(client, (listed) => {
        const post = readStatus(client, scope, listed);
        const gone = inThread(listed) || inThread(post?.reblog?.id ?? null);
        if (gone) removed.add(post?.reblog?.id ?? listed);
        return gone;
      });
      for (const gone of [id, ...removed]) {
        client.removeQueries({ queryKey: statusKeys.detail(scope, gone) });
      }
    },
  });
  return { remove, saveToIpfs, loadReplies, removeThread };
}
