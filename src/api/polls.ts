import * as v from "valibot";
import { request } from "./http";
import { nullable, parse, parseOrNull, tolerantArray, withDefault } from "./schema";
import { CustomEmojiSchema } from "@/api/entities/customEmoji";

/** A poll on a post (Mitra 3.13 and later); its id is the post's. */
const PollSchema = v.object({
  id: v.string(),
  expires_at: nullable(v.string()),
  expired: withDefault(v.boolean(), false),
  multiple: withDefault(v.boolean(), false),
  votes_count: withDefault(v.number(), 0),
  voters_count: nullable(v.number()),
  options: tolerantArray(
    v.object({
      title: withDefault(v.string(), ""),
      votes_count: withDefault(v.number(), 0),
    }),
  ),
  emojis: tolerantArray(CustomEmojiSchema),
  voted: withDefault(v.boolean(), false),
  own_votes: tolerantArray(v.number()),
});
export type Poll = v.InferOutput<typeof PollSchema>;

/** A post's `poll` as sent; null when there is none or it cannot be read. */
export function readPoll(value: unknown): Poll | null {
  if (value === undefined || value === null) return null;
  return parseOrNull(PollSchema, value);
}

/** Votes on a post's poll (the poll id is the post's); answers with the updated poll. */
export async function votePoll(
  statusId: string,
  choices: readonly number[],
  authToken: string,
): Promise<Poll> {
  const data = await request<unknown>(`/api/v1/polls/${encodeURIComponent(statusId)}/votes`, {
    method: "POST",
    authToken,
    json: { choices },
  });
  return parse(PollSchema, data);
}
