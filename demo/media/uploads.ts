/**
 * Files sent by clients (base64 in JSON, or multipart): checked against the
 * instance's supported types and kept in the store under /media/.
 */
import { validationError } from "../http/responses.ts";
import type { AttachmentRecord } from "../store/records.ts";
import type { Store } from "../store/store.ts";

const EXTENSIONS: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/gif": "gif",
  "image/webp": "webp",
  "image/avif": "avif",
  "image/svg+xml": "svg",
  "video/mp4": "mp4",
  "video/webm": "webm",
  "video/x-m4v": "m4v",
  "audio/mpeg": "mp3",
  "audio/ogg": "ogg",
  "audio/wav": "wav",
  "audio/x-wav": "wav",
  "audio/flac": "flac",
};

export function decodeBase64(data: string): Uint8Array {
  // Tolerate a data: URL prefix and whitespace; reject anything else.
  const payload = data.replace(/^data:[^,]*,/, "").replace(/\s+/g, "");
  if (payload === "" || !/^[A-Za-z0-9+/]+={0,2}$/.test(payload)) {
    throw validationError("base64 decoding error");
  }
  return new Uint8Array(Buffer.from(payload, "base64"));
}

export function attachmentType(mediaType: string): AttachmentRecord["type"] {
  if (mediaType.startsWith("image/")) return "image";
  if (mediaType.startsWith("video/")) return "video";
  if (mediaType.startsWith("audio/")) return "audio";
  return "unknown";
}

/** Stores an upload and returns its file name under /media/. */
export function saveUpload(
  store: Store,
  bytes: Uint8Array,
  mediaType: string,
  onlyImages = false,
): string {
  const supported = store.instance.configuration.media_attachments.supported_mime_types;
  if (!supported.includes(mediaType) || (onlyImages && !mediaType.startsWith("image/"))) {
    throw validationError(`invalid media type ${mediaType}`);
  }
  if (bytes.length === 0) throw validationError("file is empty");
  const name = `upload-${store.newId()}.${EXTENSIONS[mediaType] ?? "bin"}`;
  store.uploads.set(name, { bytes, contentType: mediaType });
  return name;
}
