/**
 * Attachments (upload, describe) and the files behind every image URL the
 * demo hands out: /media/{name} and the identicon endpoint.
 */
import { requireViewer, type Ctx } from "../http/context.ts";
import {
  bodyBytes,
  bytesResponse,
  json,
  notFound,
  textResponse,
  validationError,
} from "../http/responses.ts";
import { paintEmptyPixel } from "../media/painters.ts";
import { paintIdenticon } from "../media/identicon.ts";
import { generatedFile, type MediaFile } from "../media/catalogue.ts";
import { optString, reqString } from "../http/params.ts";
import type { AccountRecord, AttachmentRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { serializeAttachment } from "../entities/attachment.ts";
import { attachmentType, decodeBase64, saveUpload } from "../media/uploads.ts";
import { viewFor } from "./helpers.ts";

const IMMUTABLE = "public, max-age=31536000, immutable";

function ownAttachment(ctx: Ctx, viewer: AccountRecord): AttachmentRecord {
  const attachment = ctx.store.attachments.get(ctx.params.id ?? "");
  if (attachment?.ownerId !== viewer.id) throw notFound("attachment");
  return attachment;
}

function createAttachment(
  ctx: Ctx,
  viewer: AccountRecord,
  bytes: Uint8Array,
  mediaType: string,
  description: string | null,
): Response {
  const file = saveUpload(ctx.store, bytes, mediaType);
  const attachment: AttachmentRecord = {
    id: ctx.store.newId(),
    ownerId: viewer.id,
    type: attachmentType(mediaType),
    file,
    mediaType,
    description,
  };
  ctx.store.attachments.set(attachment.id, attachment);
  return json(serializeAttachment(viewFor(ctx, viewer), attachment));
}

let emptyPixel: Uint8Array | null = null;
const identicons = new Map<string, Uint8Array>();

export function mediaRoutes(router: Router): void {
  router.post("/api/v1/media", (ctx) => {
    const viewer = requireViewer(ctx);
    const data = reqString(ctx.body, "file", "file is required");
    const mediaType = reqString(ctx.body, "media_type", "media_type is required");
    return createAttachment(
      ctx,
      viewer,
      decodeBase64(data),
      mediaType,
      optString(ctx.body, "description"),
    );
  });

  router.post("/api/v2/media", async (ctx) => {
    const viewer = requireViewer(ctx);
    const form = await new Response(bodyBytes(ctx.rawBody), {
      headers: { "Content-Type": ctx.request.headers.get("content-type") ?? "" },
    })
      .formData()
      .catch(() => {
        throw validationError("invalid multipart data");
      });
    const file = form.get("file");
    if (file === null || typeof file === "string") throw validationError("file is required");
    const description = form.get("description");
    return createAttachment(
      ctx,
      viewer,
      new Uint8Array(await file.arrayBuffer()),
      file.type,
      typeof description === "string" ? description : null,
    );
  });

  router.get("/api/v1/media/:id", (ctx) => {
    const viewer = requireViewer(ctx);
    return json(serializeAttachment(viewFor(ctx, viewer), ownAttachment(ctx, viewer)));
  });

  router.put("/api/v1/media/:id", (ctx) => {
    const viewer = requireViewer(ctx);
    const attachment = ownAttachment(ctx, viewer);
    const description = optString(ctx.body, "description");
    attachment.description = description === null || description.trim() === "" ? null : description;
    return json(serializeAttachment(viewFor(ctx, viewer), attachment));
  });

  router.get("/media/:name", (ctx) => {
    const name = ctx.params.name ?? "";
    const file: MediaFile | null = ctx.store.uploads.get(name) ?? generatedFile(name);
    if (!file) return textResponse("Not Found", "text/plain", 404);
    return bytesResponse(file.bytes, file.contentType, IMMUTABLE);
  });

  // Server-made default avatars: a blockies PNG of the input,
  // or one pixel when there is none (the "no banner" form).
  router.get("/api/v1/accounts/identicon", (ctx) => {
    const input = ctx.url.searchParams.get("input");
    if (!input) {
      emptyPixel ??= paintEmptyPixel();
      return bytesResponse(emptyPixel, "image/png", "public, max-age=259200");
    }
    let png = identicons.get(input);
    if (!png) {
      png = paintIdenticon(input);
      // A small cache: identicons are cheap to repaint.
      if (identicons.size > 500) identicons.clear();
      identicons.set(input, png);
    }
    return bytesResponse(png, "image/png", "public, max-age=259200");
  });
}
