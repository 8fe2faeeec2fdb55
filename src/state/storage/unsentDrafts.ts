/**
 * Drafts are kept under this prefix, one key per reply target. Apart from
 * drafts.ts (and its schemas) so the app shell can ask without loading them.
 */
export const DRAFT_PREFIX = "post_content_";

/**
 * Whether any editor holds words or attachments not sent yet (logging out
 * would lose them). An empty draft is never stored, so a key is a draft.
 */
export function hasUnsentDraft(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index++) {
      if (localStorage.key(index)?.startsWith(DRAFT_PREFIX)) return true;
    }
  } catch {
    // Blocked storage holds no draft.
  }
  return false;
}

/** Whose drafts were kept when a session expired (an account id). */
const DRAFTS_OWNER_KEY = "kept_drafts_owner";

/**
 * When a session expires, storage is cleared but for the drafts, which are
 * marked with the account that wrote them: nothing typed is lost.
 */
export function clearAllButDrafts(ownerId: string | null): void {
  try {
    const others: string[] = [];
    let drafts = 0;
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key === null) continue;
      if (key.startsWith(DRAFT_PREFIX)) drafts++;
      else others.push(key);
    }
    for (const key of others) localStorage.removeItem(key);
    if (drafts > 0 && ownerId !== null) localStorage.setItem(DRAFTS_OWNER_KEY, ownerId);
  } catch {
    // Blocked storage keeps nothing to clear.
  }
}

/**
 * On the next sign-in, drafts kept from an expired session go back to their
 * writer; another account signing in on this browser does not get them.
 */
export function claimKeptDrafts(userId: string): void {
  try {
    const owner = localStorage.getItem(DRAFTS_OWNER_KEY);
    if (owner === null) return;
    localStorage.removeItem(DRAFTS_OWNER_KEY);
    if (owner === userId) return;
    const drafts: string[] = [];
    for (let index = 0; index < localStorage.length; index++) {
      const key = localStorage.key(index);
      if (key?.startsWith(DRAFT_PREFIX)) drafts.push(key);
    }
    for (const key of drafts) localStorage.removeItem(key);
  } catch {
    // Blocked storage holds no draft.
  }
}
