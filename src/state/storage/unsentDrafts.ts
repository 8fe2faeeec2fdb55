import type { AccountStore } from "./accountStore";

/**
 * Drafts are kept under this prefix, one key per reply target, among the
 * current account's keys. Apart from drafts.ts (and its schemas) so the app
 * shell can ask without loading them.
 */
export const DRAFT_PREFIX = "post_content_";

/**
 * Whether any editor of the current account holds words or attachments not
 * sent yet (signing out would lose them). An empty draft is never stored, so
 * a key is a draft.
 */
export function hasUnsentDraft(store: AccountStore): boolean {
  return store.local.keys().some((key) => key.startsWith(DRAFT_PREFIX));
}
