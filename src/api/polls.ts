import * as z from "zod/mini";
import { request } from "./http";
import { nullable, tolerantArray, withDefault } from "./schema";
import { CustomEmojiSchema } from "./types";

/** A poll on a post (Mitra 3.13 and later); its id is the post's. */
export const PollSchema = z.object({
  id: z.string(),
  expires_at: nullable(z.string()),
  expired: withDefault(z.boolean(), false),
  multiple: withDefault(z.boolean(), false),
  votes_count: withDefault(z.number(), 0),
  voters_count: nullable(z.number()),
  options: tolerantArray(
    z.object({
      title: withDefault(z.string(), ""),
      votes_count: withDefault(z.number(), 0),
    }),
  ),
  emojis: tolerantArray(CustomEmojiSchema),
  voted: withDefault(z.boolean(), false),
  own_votes: tolerantArray(z.number()),
});
export type Poll = z.infer<typeof PollSchema>;

/** A post's `poll` as sent; null when there is none or it cannot be read. */
export function readPoll(value: unknown): Poll | null {
  if (value === undefined || value === null) return null;
  const parsed = PollSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
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
  return PollSchema.parse(data);
}
