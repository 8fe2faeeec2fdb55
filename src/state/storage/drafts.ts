import * as v from "valibot";
import { nullable, parseOrNull, tolerantArray, withDefault } from "@/api/schema";
import { AccountSchema, type Account } from "@/api/entities/account";
import { MediaAttachmentSchema, type MediaAttachment } from "@/api/entities/mediaAttachment";
import { VisibilitySchema, type Visibility } from "@/api/entities/status";
import { createIdempotencyKey } from "@/domain/composer";
import type { PollDraft } from "@/domain/polls";
import { DRAFT_PREFIX } from "./accountKeys";
import type { AccountStore } from "./accountStore";

/**
 * Never lose a word: the editor's draft is kept in
 * localStorage, among the current account's keys, per reply target ("new" for a new post, the post's id for a
 * reply, quote_{id} for a repost with comment) under post_content_, as it is
 * typed. The idempotency key of the post being sent is kept per target for
 * the tab's life, so a retry after a reload reuses it too.
 */
export type DraftTarget = string;

/** An uploaded attachment of a draft: the server's media (its id and URLs) and what was typed. */
export interface DraftAttachment extends MediaAttachment {
  /** What the user typed; sent (trimmed, empty as null) before the post. */
  draftDescription: string;
}

/**
 * Everything the editor holds that the post goes out with: losing the
 * attachments or the sensitive mark silently would send a different post.
 */
export interface Draft {
  text: string;
  attachments: DraftAttachment[];
  sensitive: boolean;
  /** The visibility chosen; used again only where the target still allows it. */
  visibility: Visibility | null;
  /** The poll being written, on servers that publish polls. */
  poll?: PollDraft | null;
  /** The headline being written, on servers that take one. */
  title?: string;
  /** The group the post is addressed to (kept whole, to show its name again). */
  group?: Account | null;
}

const KEY_PREFIX = "post_idempotency_";

/**
 * The stored form. Older drafts are the bare text (version 1); this one is a
 * JSON object marked with its version, so a text that happens to be JSON is
 * still read as text.
 */
const DRAFT_VERSION = 2;

// Built from the pieces the API schemas already use: they ship in a chunk the
// landing page loads, and another schema helper would grow it.
const StoredDraftSchema = v.object({
  version: v.number(),
  text: withDefault(v.string(), ""),
  attachments: tolerantArray(
    v.object({ ...MediaAttachmentSchema.entries, draftDescription: withDefault(v.string(), "") }),
  ),
  sensitive: withDefault(v.boolean(), false),
  visibility: nullable(VisibilitySchema),
  poll: nullable(
    v.object({
      options: tolerantArray(v.string()),
      expiresIn: v.number(),
      multiple: withDefault(v.boolean(), false),
    }),
  ),
  title: withDefault(v.string(), ""),
  group: nullable(AccountSchema),
});

/**
 * A draft with nothing written, attached or polled is no draft: it is not
 * stored. A chosen group alone is no writing either.
 */
function isEmptyDraft(draft: Draft): boolean {
  return draft.text === "" && draft.attachments.length === 0 && !draft.poll && !draft.title;
}

/** The stored string for a draft; null for an empty one (the key is removed). */
export function serializeDraft(draft: Draft): string | null {
  if (isEmptyDraft(draft)) return null;
  return JSON.stringify({
    version: DRAFT_VERSION,
    text: draft.text,
    attachments: draft.attachments,
    sensitive: draft.sensitive,
    visibility: draft.visibility,
    poll: draft.poll ?? null,
    title: draft.title ?? "",
    group: draft.group ?? null,
  });
}

/** A stored draft, in either format; a plain string is the text of an old draft. */
export function parseDraft(stored: string | null): Draft | null {
  if (!stored) return null;
  let parsed: unknown = null;
  if (stored.startsWith("{")) {
    try {
      parsed = JSON.parse(stored);
    } catch {
      // Not JSON: a text that starts with a brace.
    }
  }
  const result = parseOrNull(StoredDraftSchema, parsed);
  if (!result || result.version !== DRAFT_VERSION)
    return { text: stored, attachments: [], sensitive: false, visibility: null };
  const { text, attachments, sensitive, visibility, poll, title, group } = result;
  const draft: Draft = {
    text,
    attachments,
    sensitive,
    visibility,
    ...(poll ? { poll } : {}),
    ...(title ? { title } : {}),
    ...(group ? { group } : {}),
  };
  return isEmptyDraft(draft) ? null : draft;
}

export function readDraft(store: AccountStore, target: DraftTarget): Draft | null {
  try {
    return parseDraft(store.local.get(DRAFT_PREFIX + target));
  } catch {
    return null;
  }
}

export function writeDraft(store: AccountStore, target: DraftTarget, draft: Draft): void {
  // Storage full or blocked: the draft stays in the editor.
  const stored = serializeDraft(draft);
  if (stored === null) store.local.remove(DRAFT_PREFIX + target);
  else store.local.set(DRAFT_PREFIX + target, stored);
}

export function removeDraft(store: AccountStore, target: DraftTarget): void {
  store.local.remove(DRAFT_PREFIX + target);
}

/** The key for the next send of this target's post; the same until renewed. */
export function idempotencyKeyFor(store: AccountStore, target: DraftTarget): string {
  const stored = store.tab.get(KEY_PREFIX + target);
  if (stored && /^[0-9a-f]{20}$/.test(stored)) return stored;
  // Blocked storage: a key for this send only.
  const key = createIdempotencyKey();
  store.tab.set(KEY_PREFIX + target, key);
  return key;
}

/** After a successful post: the next post gets a new key. */
export function renewIdempotencyKey(store: AccountStore, target: DraftTarget): void {
  store.tab.set(KEY_PREFIX + target, createIdempotencyKey());
}
