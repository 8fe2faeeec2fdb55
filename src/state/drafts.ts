import { createIdempotencyKey } from "../domain/composer";

/**
 * Never lose a word (spec §4 Drafts): the editor's text is kept in
 * localStorage per reply target ("new" for a new post) under post_content_,
 * as it is typed. The idempotency key of the post being sent is kept per
 * target for the tab's life, so a retry after a reload reuses it too.
 */
export type DraftTarget = string;

const DRAFT_PREFIX = "post_content_";
const KEY_PREFIX = "post_idempotency_";

export function readDraft(target: DraftTarget): string {
  try {
    return localStorage.getItem(DRAFT_PREFIX + target) ?? "";
  } catch {
    return "";
  }
}

export function writeDraft(target: DraftTarget, text: string): void {
  try {
    if (text) localStorage.setItem(DRAFT_PREFIX + target, text);
    else localStorage.removeItem(DRAFT_PREFIX + target);
  } catch {
    // Storage full or blocked: the text stays in the editor.
  }
}

export function removeDraft(target: DraftTarget): void {
  writeDraft(target, "");
}

/** The key for the next send of this target's post; the same until renewed. */
export function idempotencyKeyFor(target: DraftTarget): string {
  try {
    const stored = sessionStorage.getItem(KEY_PREFIX + target);
    if (stored && /^[0-9a-f]{20}$/.test(stored)) return stored;
    const key = createIdempotencyKey();
    sessionStorage.setItem(KEY_PREFIX + target, key);
    return key;
  } catch {
    return createIdempotencyKey();
  }
}

/** After a successful post: the next post gets a new key (spec §4). */
export function renewIdempotencyKey(target: DraftTarget): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + target, createIdempotencyKey());
  } catch {
    // Next call makes one.
  }
}
