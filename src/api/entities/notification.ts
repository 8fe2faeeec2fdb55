import * as v from "valibot";
import { nullable, optional, withDefault } from "@/api/schema";
import { AccountSchema } from "./account";
import { CustomEmojiSchema } from "./customEmoji";
import { StatusSchema } from "./status";

/**
 * A notification, as Mitra 3.10's Notification schema has it, with the
 * fields later servers added. Apart from the summary the shell reads, for
 * the landing page's sake, like the post schema.
 */
export const NotificationSchema = v.object({
  id: v.string(),
  type: v.string(),
  subtype: nullable(v.string()),
  created_at: v.string(),
  account: AccountSchema,
  status: nullable(StatusSchema),
  reaction: nullable(
    v.object({
      content: v.string(),
      emoji: nullable(CustomEmojiSchema),
    }),
  ),
  // Older servers put the reaction here (pleroma form).
  emoji: optional(v.string()),
  emoji_url: optional(v.string()),
  // Mitra 4.18+: atomic units paid (subscriptions, anonymous payments). An
  // amount JSON.parse could not keep exact is dropped rather than shown wrong.
  payment_amount: nullable(
    v.pipe(
      v.number(),
      v.check((value) => Number.isSafeInteger(value) && value >= 0),
      v.transform((value) => BigInt(value)),
    ),
  ),
  // Mitra 5.9+: what a moderator did and told the user (plain text).
  moderation_warning: nullable(
    v.object({
      id: v.string(),
      action: v.string(),
      text: withDefault(v.string(), ""),
    }),
  ),
});
export type Notification = v.InferOutput<typeof NotificationSchema>;
