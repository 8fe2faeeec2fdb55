/** Media attachments as served. */
import type { ApiAttachment } from "./types.ts";
import type { AttachmentRecord } from "../store/records.ts";
import type { View } from "./view.ts";

export function serializeAttachment(view: View, attachment: AttachmentRecord): ApiAttachment {
  const url = /^[a-z][a-z0-9+.-]*:/i.test(attachment.file)
    ? attachment.file
    : `${view.base}/media/${attachment.file}`;
  return {
    id: attachment.id,
    type: attachment.type,
    url,
    preview_url: url,
    description: attachment.description,
  };
}
