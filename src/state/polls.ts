import { useQueryClient } from "@tanstack/react-query";
import { readPoll, votePoll, type Poll } from "@/api/polls";
import { useAuthedMutation } from "@/state/session/authed";
import { patchStatus } from "./statuses";
import { useAccountScope } from "@/state/session/sessionContext";

/**
 * Votes on a post's poll: one request; the answer (the poll with the counts
 * and the viewer's own votes) replaces the poll of the one cached copy of
 * the post, so every card showing it turns to the results.
 */
export function useVotePoll(statusId: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, choices: readonly number[]) => votePoll(statusId, choices, authToken),
    onSuccess: (poll) => {
      patchStatus(client, scope, statusId, (status) => ({ ...status, poll }));
    },
  });
}

/** A post's poll, read from what the server sent (null: none, or unreadable). */
export function postPoll(value: unknown): Poll | null {
  return readPoll(value);
}
