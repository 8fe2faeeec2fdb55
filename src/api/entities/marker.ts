import * as v from "valibot";
import { optional } from "@/api/schema";

/** Read markers: how far the user has read notifications and home. */

const MarkerSchema = v.object({
  last_read_id: v.string(),
  version: optional(v.number()),
  updated_at: optional(v.string()),
});

export const MarkersSchema = v.object({
  notifications: optional(MarkerSchema),
  home: optional(MarkerSchema),
});
