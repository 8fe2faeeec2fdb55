import type { MediaAttachment } from "@/api/entities/mediaAttachment";
import type { MessageId } from "@/i18n/i18n";

/** The name of an attachment that shows no picture. */
export function mediaKindLabel(type: MediaAttachment["type"]): MessageId {
  if (type === "video") return "media.kindVideo";
  if (type === "audio") return "media.kindAudio";
  if (type === "image") return "media.image";
  return "media.kindOther";
}
