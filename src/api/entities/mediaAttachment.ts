import * as v from "valibot";
import { nullable, withDefault } from "@/api/schema";

/** A file attached to a post (Mitra 3.10's Attachment). */
export const MediaAttachmentSchema = v.object({
  id: v.string(),
  // Mitra 3.10 names any other kind of file "unknown"; an unlisted type becomes "unknown" too.
  type: withDefault(v.picklist(["image", "video", "audio", "unknown"]), "unknown"),
  url: v.string(),
  preview_url: nullable(v.string()),
  description: nullable(v.string()),
  ipfs_cid: nullable(v.string()),
});
export type MediaAttachment = v.InferOutput<typeof MediaAttachmentSchema>;
