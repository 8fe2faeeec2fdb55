import type { AccountStore } from "./accountStore";
import { DRAFT_PREFIX } from "./accountKeys";

/**
 * Whether any editor of the current account holds words or attachments not
 * sent yet (signing out would lose them). An empty draft is never stored, so
 * a key is a draft. Apart from drafts.ts (and its schemas) so the app shell
 * can ask without loading them.
 */
export function hasUnsentDraft(store: AccountStore): boolean {
  return store.local.keys().some((key) => key.startsWith(DRAFT_PREFIX));
}
