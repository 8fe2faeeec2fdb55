import * as v from "valibot";
import { optional } from "@/api/schema";

/** A custom emoji, as posts, names and reactions carry it. */
export const CustomEmojiSchema = v.object({
  shortcode: v.string(),
  url: v.string(),
  static_url: optional(v.string()),
  visible_in_picker: optional(v.boolean()),
});
export type CustomEmoji = v.InferOutput<typeof CustomEmojiSchema>;
