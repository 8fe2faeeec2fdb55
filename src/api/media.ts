import { request } from "./http";
import { MediaAttachmentSchema, type MediaAttachment } from "@/api/entities/mediaAttachment";
import { parse } from "./schema";

/** POST /api/v1/media: the file as base64 with its media type. */
export async function uploadMedia(
  file: { data: string; mediaType: string },
  authToken: string,
): Promise<MediaAttachment> {
  const data = await request<unknown>("/api/v1/media", {
    method: "POST",
    authToken,
    json: { file: file.data, media_type: file.mediaType },
  });
  return parse(MediaAttachmentSchema, data);
}

/** PUT /api/v1/media/{id}: the description, null when empty. */
export async function describeMedia(
  id: string,
  description: string | null,
  authToken: string,
): Promise<MediaAttachment> {
  const data = await request<unknown>(`/api/v1/media/${encodeURIComponent(id)}`, {
    method: "PUT",
    authToken,
    json: { description },
  });
  return parse(MediaAttachmentSchema, data);
}
