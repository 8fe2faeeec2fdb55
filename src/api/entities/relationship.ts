import * as v from "valibot";
import { withDefault } from "@/api/schema";

/** How the viewer and an account follow, mute and subscribe to each other. */
export const RelationshipSchema = v.object({
  id: v.string(),
  following: withDefault(v.boolean(), false),
  followed_by: withDefault(v.boolean(), false),
  requested: withDefault(v.boolean(), false),
  requested_by: withDefault(v.boolean(), false),
  muting: withDefault(v.boolean(), false),
  showing_reblogs: withDefault(v.boolean(), true),
  showing_replies: withDefault(v.boolean(), true),
  subscription_to: withDefault(v.boolean(), false),
  subscription_from: withDefault(v.boolean(), false),
});
export type Relationship = v.InferOutput<typeof RelationshipSchema>;
