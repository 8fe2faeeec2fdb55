import * as v from "valibot";
import { nullable, tolerantArray, withDefault } from "@/api/schema";
import { AccountSchema } from "./account";

/**
 * One emoji's reactions to a post with the people who gave them (Mitra
 * 4.5+, `GET /api/v1/pleroma/statuses/{id}/reactions`): `name` is the emoji
 * itself, or a custom emoji's shortcode with its image at `url`.
 */
export const ReactionAccountsSchema = v.object({
  name: v.string(),
  url: nullable(v.string()),
  count: withDefault(v.number(), 0),
  accounts: tolerantArray(AccountSchema),
  me: withDefault(v.boolean(), false),
});
export type ReactionAccounts = v.InferOutput<typeof ReactionAccountsSchema>;
