import { useMutation, useQueryClient } from "@tanstack/react-query";
import {
  deleteStatus,
  loadConversation,
  reblogStatus,
  setReaction,
  statusAction,
} from "../api/statuses";
import { setMuted } from "../api/relationships";
import type { EmojiReaction, Relationship, Status } from "../api/statusTypes";
import { errorMessage } from "../domain/errors";
import { showToast } from "../ui/toastStore";
import { patchStatus, primeStatuses, removeFromLists } from "./postCache";
import { postKeys } from "./keys";
import { useSession } from "./sessionContext";

/** How a failed toggle is reported: spec §8 logs repost and like errors. */
type OnFailure = "log" | "toast";

interface Toggle {
  /** The optimistic change. */
  apply: (status: Status) => Status;
  /** The call; answers with the post as the server now has it. */
  send: (token: string) => Promise<Status>;
  onFailure: OnFailure;
  /** What else to do once the server agreed. */
  after?: (result: Status) => void;
}

function report(error: unknown, how: OnFailure): void {
  if (how === "log") console.error(error);
  else showToast(errorMessage(error), "error");
}

/**
 * One flag of one post, toggled optimistically in the one cached copy and
 * rolled back on failure.
 */
function useToggle(id: string) {
  const { token } = useSession();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (toggle: Toggle) => {
      if (!token) throw new Error("user must be authenticated");
      return toggle.send(token);
    },
    onMutate: (toggle) => ({ previous: patchStatus(client, token, id, toggle.apply) }),
    onError: (error, toggle, context) => {
      if (context?.previous) client.setQueryData(postKeys.status(token, id), context.previous);
      report(error, toggle.onFailure);
    },
    onSuccess: (result, toggle) => {
      primeStatuses(client, token, [result]);
      toggle.after?.(result);
    },
  });
}

const counted = (count: number, delta: number) => Math.max(0, count + delta);

export function toggleReaction(status: Status, name: string, url: string | null): Status {
  const reactions = status.pleroma.emoji_reactions;
  const existing = reactions.find((reaction) => reaction.name === name);
  const adding = !existing?.me;
  let next: EmojiReaction[];
  if (existing) {
    next = reactions
      .map((reaction) =>
        reaction.name === name
          ? { ...reaction, me: adding, count: counted(reaction.count, adding ? 1 : -1) }
          : reaction,
      )
      .filter((reaction) => reaction.count > 0);
  } else {
    next = [...reactions, { name, url, count: 1, me: true }];
  }
  return { ...status, pleroma: { ...status.pleroma, emoji_reactions: next } };
}

/** The flag toggles of spec §4 Post flags, for the displayed post `status`. */
export function usePostToggles(status: Status) {
  const { user } = useSession();
  const client = useQueryClient();
  const { token } = useSession();
  const like = useToggle(status.id);
  const repost = useToggle(status.id);
  const bookmark = useToggle(status.id);
  const pin = useToggle(status.id);
  const react = useToggle(status.id);
  const id = status.id;

  return {
    like: {
      pending: like.isPending,
      run: () => {
        const on = !status.favourited;
        like.mutate({
          apply: (s) => ({
            ...s,
            favourited: on,
            favourites_count: counted(s.favourites_count, on ? 1 : -1),
          }),
          send: (t) => statusAction(id, on ? "favourite" : "unfavourite", t),
          onFailure: "log",
        });
      },
    },
    repost: {
      pending: repost.isPending,
      run: () => {
        const on = !status.reblogged;
        repost.mutate({
          apply: (s) => ({
            ...s,
            reblogged: on,
            reblogs_count: counted(s.reblogs_count, on ? 1 : -1),
          }),
          send: async (t) => {
            if (!on) return statusAction(id, "unreblog", t);
            // The answer is the new repost; the original rides inside it.
            const created = await reblogStatus(id, t);
            primeStatuses(client, token, [created]);
            return client.getQueryData<Status>(postKeys.status(token, id)) ?? status;
          },
          onFailure: "log",
          after: () => {
            // The viewer's own repost leaves the lists once undone.
            if (on || !user) return;
            removeFromLists(client, (listed) => {
              const item = client.getQueryData<Status>(postKeys.status(token, listed));
              return item?.reblog?.id === id && item.account.id === user.id;
            });
          },
        });
      },
    },
    bookmark: {
      pending: bookmark.isPending,
      run: () => {
        const on = !status.bookmarked;
        bookmark.mutate({
          apply: (s) => ({ ...s, bookmarked: on }),
          send: (t) => statusAction(id, on ? "bookmark" : "unbookmark", t),
          onFailure: "toast",
        });
      },
    },
    pin: {
      pending: pin.isPending,
      run: () => {
        const on = !status.pinned;
        pin.mutate({
          apply: (s) => ({ ...s, pinned: on }),
          send: (t) => statusAction(id, on ? "pin" : "unpin", t),
          onFailure: "toast",
        });
      },
    },
    react: {
      pending: react.isPending,
      run: (name: string, url: string | null) => {
        const present = !status.pleroma.emoji_reactions.some((r) => r.name === name && r.me);
        react.mutate({
          apply: (s) => toggleReaction(s, name, url),
          send: (t) => setReaction(id, name, present, t),
          onFailure: "toast",
        });
      },
    },
  };
}

/** Author and admin actions that wait for the server (no optimistic guess). */
export function usePostCommands(
  status: Status,
  messages: { deleted: string; repliesRequested: string },
) {
  const { token } = useSession();
  const client = useQueryClient();
  const id = status.id;
  const need = () => {
    if (!token) throw new Error("user must be authenticated");
    return token;
  };
  const remove = useMutation({
    mutationFn: () => deleteStatus(id, need()),
    onSuccess: () => {
      removeFromLists(client, (listed) => {
        if (listed === id) return true;
        return client.getQueryData<Status>(postKeys.status(token, listed))?.reblog?.id === id;
      });
      client.removeQueries({ queryKey: postKeys.status(token, id) });
      // Here, not at the call site: the card is gone by the time the call returns.
      showToast(messages.deleted);
    },
    onError: (error) => showToast(errorMessage(error), "error"),
  });
  const saveToIpfs = useMutation({
    mutationFn: () => statusAction(id, "make_permanent", need()),
    onSuccess: (saved) => primeStatuses(client, token, [saved]),
    onError: (error) => showToast(errorMessage(error), "error"),
  });
  const loadReplies = useMutation({
    mutationFn: () => loadConversation(id, need()),
    onSuccess: () => showToast(messages.repliesRequested),
    onError: (error) => showToast(errorMessage(error), "error"),
  });
  return { remove, saveToIpfs, loadReplies };
}

/** Mute or unmute a post's author (spec §4), optimistic on the known relationship. */
export function useMuteAuthor(accountId: string) {
  const { token } = useSession();
  const client = useQueryClient();
  const key = postKeys.relationship(token ?? "", accountId);
  return useMutation({
    mutationFn: (muted: boolean) => {
      if (!token) throw new Error("user must be authenticated");
      return setMuted(accountId, muted, token);
    },
    onMutate: (muted) => {
      const previous = client.getQueryData<Relationship>(key);
      if (previous) client.setQueryData<Relationship>(key, { ...previous, muting: muted });
      return { previous };
    },
    onError: (error, _muted, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
      showToast(errorMessage(error), "error");
    },
    onSuccess: (relationship) => client.setQueryData(key, relationship),
  });
}
