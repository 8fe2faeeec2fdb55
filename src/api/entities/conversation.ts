import * as v from "valibot";
import { tolerantArray, withDefault } from "@/api/schema";
import { AccountSchema } from "./account";
import { StatusSchema } from "./status";

/**
 * A direct conversation (Mitra 4.20+): its people (the first post's author
 * and those it names, the viewer among them) and its newest message the
 * viewer wrote or was named in. `unread` is always false on Mitra 5.9.
 */
export const ConversationSchema = v.object({
  id: v.string(),
  unread: withDefault(v.boolean(), false),
  accounts: tolerantArray(AccountSchema),
  last_status: StatusSchema,
});
export type Conversation = v.InferOutput<typeof ConversationSchema>;
