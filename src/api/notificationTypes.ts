import * as z from "zod/mini";
import { nullable, optional } from "./schema";
import { StatusSchema } from "./statusTypes";
import { AccountSchema, CustomEmojiSchema } from "./types";

/**
 * A notification, as Mitra 3.10's Notification schema has it. Kept apart
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
});
export type Notification = z.infer<typeof NotificationSchema>;
