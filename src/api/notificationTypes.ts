import * as z from "zod/mini";
import { nullable, optional, withDefault } from "./schema";
import { StatusSchema } from "./statusTypes";
import { AccountSchema, CustomEmojiSchema } from "./types";

/**
 * A notification, as Mitra 3.10's Notification schema has it, with the
 * fields later servers added. Kept apart
 * from types.ts for the landing page's sake, like the post schemas.
 */
export const NotificationSchema = z.object({
  id: z.string(),
  type: z.string(),
  subtype: nullable(z.string()),
  created_at: z.string(),
  account: AccountSchema,
  status: nullable(StatusSchema),
  reaction: nullable(
    z.object({
      content: z.string(),
      emoji: nullable(CustomEmojiSchema),
    }),
  ),
  // Older servers put the reaction here (pleroma form).
  emoji: optional(z.string()),
  emoji_url: optional(z.string()),
  // Mitra 4.18+: atomic units paid (subscriptions, anonymous payments). An
  // amount JSON.parse could not keep exact is dropped rather than shown wrong.
  payment_amount: nullable(
    z.pipe(
      z.number().check(z.refine((value) => Number.isSafeInteger(value) && value >= 0)),
      z.transform((value: number) => BigInt(value)),
    ),
  ),
  // Mitra 5.9+: what a moderator did and told the user (plain text).
  moderation_warning: nullable(
    z.object({
      id: z.string(),
      action: z.string(),
      text: withDefault(z.string(), ""),
    }),
  ),
});
export type Notification = z.infer<typeof NotificationSchema>;
