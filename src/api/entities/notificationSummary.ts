import * as v from "valibot";
import {} from "@/api/schema";

/** The parts of a notification the shell needs; the notifications screen extends it. */
export const NotificationSummarySchema = v.object({
  id: v.string(),
  type: v.string(),
  created_at: v.string(),
});
export type NotificationSummary = v.InferOutput<typeof NotificationSummarySchema>;
