import * as v from "valibot";
import { optional, tolerantArray, withDefault } from "@/api/schema";

/**
 * What the admin chose for this instance, from the v2 instance (Mitra 5.3.0
 * and later): the like button's icon and the emoji picker's default row.
 * A missing or bad row reads as undefined: the client's own row then.
 */
export const InstanceChoicesSchema = v.object({
  like_emoji: withDefault(v.picklist(["thumbs_up", "heart"]), "thumbs_up"),
  favorite_emojis: optional(v.array(v.string())),
});
export type InstanceChoices = v.InferOutput<typeof InstanceChoicesSchema>;

/** One server this one refuses, as `GET /api/v1/instance/domain_blocks` lists it. */
export const DomainBlockSchema = v.object({ domain: v.string() });

/** The list of peers: host names; anything else in it is skipped. */
export const PeersSchema = tolerantArray(v.string());
