/** Polls as served. */
import type { ApiPoll } from "./types.ts";
import type { PollRecord } from "../store/records.ts";
import { customEmoji, iso, type View } from "./view.ts";

/** A poll as the viewer sees it: the counts, and their own choices. */
export function serializePoll(view: View, statusId: string, poll: PollRecord): ApiPoll {
  const counts = poll.options.map(() => 0);
  for (const choices of poll.votes.values()) {
    for (const index of choices) counts[index] = (counts[index] ?? 0) + 1;
  }
  const own = view.viewer ? poll.votes.get(view.viewer.id) : undefined;
  const shortcodes = new Set(
    poll.options.flatMap((title) =>
      [...title.matchAll(/:([A-Za-z0-9_]+):/g)].flatMap((match) => match[1] ?? []),
    ),
  );
  return {
    id: statusId,
    expires_at: iso(poll.expiresAt),
    expired: view.store.now() >= poll.expiresAt,
    multiple: poll.multiple,
    votes_count: counts.reduce((sum, count) => sum + count, 0),
    voters_count: poll.votes.size,
    options: poll.options.map((title, index) => ({ title, votes_count: counts[index] ?? 0 })),
    emojis: [...shortcodes].flatMap((code) => customEmoji(view, code) ?? []),
    voted: own !== undefined,
    own_votes: own ?? [],
  };
}
