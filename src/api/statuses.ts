import { request, requestPage, type Page } from "./http";
import { ApiError } from "./errors";
import * as v from "valibot";
import { CustomEmojiSchema, type CustomEmoji } from "@/api/entities/customEmoji";
import { StatusSchema, type Status, type Visibility } from "@/api/entities/status";
import { nullable, parse, parseEach, tolerantArray } from "./schema";

/** Parses a list of posts; a post the schema cannot read is skipped, not fatal. */
function parseStatuses(items: unknown[]): Status[] {
  return parseEach(StatusSchema, items);
}

export async function requestStatusPage(
  path: string,
  options: Parameters<typeof requestPage>[1],
): Promise<Page<Status>> {
  const page = await requestPage<unknown>(path, options);
  return { items: parseStatuses(page.items), next: page.next };
}

const statusPath = (id: string, action = "") =>
  `/api/v1/statuses/${encodeURIComponent(id)}${action ? `/${action}` : ""}`;

export async function getStatus(id: string, authToken: string | null): Promise<Status> {
  return parse(StatusSchema, await request<unknown>(statusPath(id), { authToken }));
}

/** The flat thread around a post: ancestors, the post, descendants. */
export async function getThread(id: string, authToken: string | null): Promise<Status[]> {
  return parseStatuses(await request<unknown[]>(statusPath(id, "thread"), { authToken }));
}

export type StatusAction =
  | "favourite"
  | "unfavourite"
  | "unreblog"
  | "bookmark"
  | "unbookmark"
  | "pin"
  | "unpin"
  | "make_permanent";

/** The toggles that answer with the updated post. */
export async function statusAction(
  id: string,
  action: StatusAction,
  authToken: string,
): Promise<Status> {
  const data = await request<unknown>(statusPath(id, action), { method: "POST", authToken });
  return parse(StatusSchema, data);
}

/**
 * POST reblog answers with the new repost; its `reblog` is the updated
 * original, and an answer without one is an error. Where the server reads a
 * body (`withBody`, 4.3.0+; 4.3.0 refuses the call without one) the
 * visibility goes in it, public too; older servers take no body.
 */
export async function reblogStatus(
  id: string,
  authToken: string,
  visibility: "public" | "private",
  withBody: boolean,
): Promise<Status> {
  const repost = parse(
    StatusSchema,
    await request<unknown>(statusPath(id, "reblog"), {
      method: "POST",
      authToken,
      json: withBody ? { visibility } : undefined,
    }),
  );
  if (!repost.reblog) throw new ApiError("reblog property is null", 0);
  return repost;
}

export async function deleteStatus(id: string, authToken: string): Promise<void> {
  await request<unknown>(statusPath(id), { method: "DELETE", authToken });
}

/**
 * Admin: fetch the latest replies of a remote post (answers 204). Servers from
 * 5.5 read a JSON body and refuse the call without one; `use_context` loads
 * the whole conversation (an empty body is their legacy mode, which answers
 * 404 for a local post). Older servers take no body.
 */
export async function loadConversation(
  id: string,
  useContextInBody: boolean,
  authToken: string,
): Promise<void> {
  await request<null>(statusPath(id, "load_conversation"), {
    method: "POST",
    authToken,
    ...(useContextInBody ? { json: { use_context: true } } : {}),
    expected: 204,
  });
}

/** The emoji goes into the path as is; fetch encodes what a URL needs. */
export async function setReaction(
  id: string,
  emoji: string,
  present: boolean,
  authToken: string,
): Promise<Status> {
  const data = await request<unknown>(
    `/api/v1/pleroma/statuses/${encodeURIComponent(id)}/reactions/${encodeURIComponent(emoji).replace(/%3A/gi, ":")}`,
    { method: present ? "PUT" : "DELETE", authToken },
  );
  return parse(StatusSchema, data);
}

// Newer servers sort their emoji into categories for the picker.
const PickerEmojiSchema = v.object({
  ...CustomEmojiSchema.entries,
  category: nullable(v.string()),
});
const EmojiListSchema = tolerantArray(PickerEmojiSchema);
export type PickerEmoji = v.InferOutput<typeof PickerEmojiSchema>;

export async function getCustomEmojis(): Promise<PickerEmoji[]> {
  return parse(EmojiListSchema, await request<unknown>("/api/v1/custom_emojis"));
}

/** A new poll as POST /api/v1/statuses takes it: its options, seconds open, multiple choice. */
interface PollRequest {
  options: string[];
  expires_in: number;
  multiple: boolean;
}

/** What the editor sends. `media_ids[]` is the field's literal name. */
export interface PostDraft {
  status: string;
  visibility?: Visibility;
  sensitive: boolean;
  mediaIds: readonly string[];
  inReplyToId?: string | null;
  quoteId?: string | null;
  /** Only on a new post: a poll cannot be added or changed by an edit. */
  poll?: PollRequest | null;
  /** The group a new top-level post is addressed to; never sent with a reply (the server refuses it). */
  groupId?: string | null;
  /**
   * A headline [5.6.0]; sent only when there is one. An edit sends it too:
   * the server takes an edit without a title as its removal.
   */
  title?: string | null;
  /**
   * The post's language (ISO 639-1) [3.23.0]; not sent when null. An edit
   * sends it too: the server takes an edit without one as its removal.
   */
  language?: string | null;
}

function draftBody(draft: PostDraft, forCreate: boolean): Record<string, unknown> {
  const body: Record<string, unknown> = {
    status: draft.status,
    content_type: "text/markdown",
    "media_ids[]": draft.mediaIds,
    sensitive: draft.sensitive,
  };
  if (draft.quoteId) body.quote_id = draft.quoteId;
  if (draft.title) body.title = draft.title;
  if (draft.language) body.language = draft.language;
  if (forCreate) {
    if (draft.visibility) body.visibility = draft.visibility;
    // The contract types in_reply_to_id as a uuid: absent, never null.
    if (draft.inReplyToId) body.in_reply_to_id = draft.inReplyToId;
    if (draft.poll) body.poll = draft.poll;
    if (draft.groupId && !draft.inReplyToId) body.group_id = draft.groupId;
  }
  return body;
}

/** POST /api/v1/statuses with an Idempotency-Key: a retry never makes a second post. */
export async function createStatus(
  draft: PostDraft,
  idempotencyKey: string,
  authToken: string,
): Promise<Status> {
  const data = await request<unknown>("/api/v1/statuses", {
    method: "POST",
    authToken,
    json: draftBody(draft, true),
    headers: { "Idempotency-Key": idempotencyKey },
  });
  return parse(StatusSchema, data);
}

export async function updateStatus(
  id: string,
  draft: PostDraft,
  authToken: string,
): Promise<Status> {
  const data = await request<unknown>(statusPath(id), {
    method: "PUT",
    authToken,
    json: draftBody(draft, false),
  });
  return parse(StatusSchema, data);
}

export interface StatusSource {
  text: string;
  content_type: string;
  /** The post's title as typed [5.6.0], or null. */
  title: string | null;
}

export async function getStatusSource(id: string, authToken: string): Promise<StatusSource> {
  const data = await request<{ text?: unknown; content_type?: unknown; title?: unknown }>(
    statusPath(id, "source"),
    { authToken },
  );
  return {
    text: typeof data.text === "string" ? data.text : "",
    content_type: typeof data.content_type === "string" ? data.content_type : "text/html",
    title: typeof data.title === "string" && data.title !== "" ? data.title : null,
  };
}

/** The markdown preview: rendered HTML and the custom emoji it uses. */
export async function previewStatus(
  text: string,
  authToken: string,
): Promise<{ content: string; emojis: CustomEmoji[] }> {
  const data = await request<{ content?: unknown; emojis?: unknown }>("/api/v1/statuses/preview", {
    method: "POST",
    authToken,
    json: { status: text, content_type: "text/markdown" },
  });
  return {
    content: typeof data.content === "string" ? data.content : "",
    emojis: parse(EmojiListSchema, data.emojis ?? []),
  };
}
