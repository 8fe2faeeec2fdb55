/**
 * Writing posts: validating what a client sends to POST/PUT
 * /api/v1/statuses and rendering it as the server would.
 */
import type { Ctx } from "../http/context.ts";
import { validationError } from "../http/responses.ts";
import { escapeHtml, renderMarkdown, scanHtml, type Markup } from "../markup/render.ts";
import { markupContext } from "../markup/lookups.ts";
import { optBool, optString, optStringArray } from "../http/params.ts";
import { BASE_TOKEN, type AccountRecord, type StatusRecord } from "../store/records.ts";
import { features } from "../store/versions.ts";
import { isLanguageCode } from "../entities/languages.ts";

export type ContentType = "text/markdown" | "text/html";

export interface Draft {
  text: string;
  contentType: ContentType;
  /** null: not given (an edit keeps the current attachments). */
  mediaIds: string[] | null;
  sensitive: boolean;
  quoteId: string | null;
}

/** Length in code points, as the server counts characters. */
export function codePoints(text: string): number {
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

export function readDraft(ctx: Ctx, author: AccountRecord): Draft {
  const { body, store } = ctx;
  const text = optString(body, "status") ?? "";
  const type = optString(body, "content_type") ?? "text/markdown";
  if (type !== "text/markdown" && type !== "text/html" && type !== "text/plain") {
    throw validationError("unsupported content type");
  }
  const mediaIds = optStringArray(body, "media_ids[]", "media_ids");
  const limits = store.instance.configuration.statuses;
  for (const id of mediaIds ?? []) {
    if (store.attachments.get(id)?.ownerId !== author.id)
      throw validationError("invalid attachment");
  }
  if (mediaIds && mediaIds.length > limits.max_media_attachments) {
    throw validationError("too many attachments");
  }
  if (text.trim() === "" && (mediaIds ?? []).length === 0) {
    throw validationError("post can not be empty");
  }
  if (codePoints(text) > limits.max_characters) throw validationError("post is too long");
  return {
    text,
    contentType: type === "text/html" ? "text/html" : "text/markdown",
    mediaIds,
    sensitive: optBool(body, "sensitive") ?? false,
    quoteId: optString(body, "quote_id"),
  };
}

/** The longest title a post may have, in characters (in UTF-8 bytes where the version counts those). */
const TITLE_MAX = 300;

/**
 * A new or edited post's title, on versions that read one (else null, the
 * field unread): any string, taken as it is; over 300 characters (or bytes)
 * is refused.
 */
export function readTitle(ctx: Ctx): string | null {
  const served = features(ctx.store);
  if (!served.postTitles) return null;
  const title = optString(ctx.body, "title");
  if (title === null) return null;
  const length = served.titleCountsBytes
    ? new TextEncoder().encode(title).length
    : codePoints(title);
  if (length > TITLE_MAX) throw validationError("title is too long");
  return title;
}

/**
 * A new or edited post's language, on versions that read one (else null, the
 * field unread): an ISO 639-1 code, else 400; an edit without one drops it.
 */
export function readLanguage(ctx: Ctx): string | null {
  if (!features(ctx.store).postLanguage) return null;
  const language = optString(ctx.body, "language");
  if (language !== null && !isLanguageCode(language)) {
    throw validationError("invalid ISO 639-1 code");
  }
  return language;
}

export function renderDraft(ctx: Ctx, text: string, contentType: ContentType): Markup {
  const context = markupContext(ctx.store, ctx.host);
  if (contentType === "text/html") return { html: text, ...scanHtml(text, context) };
  return renderMarkdown(text, context);
}

/** The "RE: <link>" line servers add for clients that don't show quotes. */
export function quoteLine(quoted: StatusRecord): string {
  const uri = quoted.remoteUri ?? `${BASE_TOKEN}/objects/${quoted.id}`;
  return `<p class="quote-inline">RE: <a href="${escapeHtml(uri)}">${escapeHtml(uri)}</a></p>`;
}
