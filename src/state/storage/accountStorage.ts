import {
  ACCOUNTS_KEY,
  ACCOUNT_KEY_PREFIX,
  DRAFT_PREFIX,
  SEEN_MESSAGES_KEY,
  accountKey,
  parseAccountList,
  withAccount,
} from "./accountKeys";

/** The part of the Storage interface the moves below use. */
export type KeyStore = Pick<Storage, "length" | "key" | "getItem" | "setItem" | "removeItem">;

/** Plain keys that held the one account's data before there were several. */
const LEGACY_KEYS = ["auth_token", "kept_user", "recent_emoji"];
const LEGACY_PREFIXES = [DRAFT_PREFIX, "invoice_"];
/**
 * Whose the plain keys are when no token is among them (an account id): the
 * writer of the drafts kept when the one session expired, and after the move
 * the account they went to. A plain key can still appear then: a page that
 * took its key before the user was known (an older version's page left open)
 * writes it afterwards; the next start moves it to its account too.
 */
const LEGACY_DRAFTS_OWNER = "kept_drafts_owner";

/**
 * Where the messages opened were kept before they joined the account's keys:
 * one record per user id, which signing out left behind.
 */
const LEGACY_SEEN_PREFIX = "messages_seen_";

/** Moves a key's value to `target` unless the target has one already; the key goes. */
function moveKey(storage: KeyStore, key: string, target: string): void {
  const value = storage.getItem(key);
  if (value !== null && storage.getItem(target) === null) storage.setItem(target, value);
  storage.removeItem(key);
}

function keysOf(storage: KeyStore): string[] {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index++) {
    const key = storage.key(index);
    if (key !== null) keys.push(key);
  }
  return keys;
}

function isLegacyKey(key: string): boolean {
  return LEGACY_KEYS.includes(key) || LEGACY_PREFIXES.some((prefix) => key.startsWith(prefix));
}

/** Whether a key holds a draft, of any account or of the one before. */
function isDraftKey(key: string): boolean {
  return (
    key.startsWith(DRAFT_PREFIX) ||
    (key.startsWith(ACCOUNT_KEY_PREFIX) && key.includes(`:${DRAFT_PREFIX}`))
  );
}

/**
 * Whose the plain keys are: the kept user's with a token, else the writer of
 * the drafts kept from an expired session; null when that is not known (a
 * token without its user: the session migrates once it knows the user).
 */
export function legacyOwner(storage: KeyStore): string | null {
  if (storage.getItem("auth_token") !== null) {
    try {
      const user = JSON.parse(storage.getItem("kept_user") ?? "null") as { id?: unknown } | null;
      return typeof user?.id === "string" ? user.id : null;
    } catch {
      return null;
    }
  }
  return storage.getItem(LEGACY_DRAFTS_OWNER);
}

/**
 * Moves the plain keys of the one account of before to `accountId`'s keys:
 * what the account already has under its own key is not overwritten. With a
 * token the account joins the list (current if none is). Keys of other
 * accounts and the shared ones are not touched; `accountId` stays the owner
 * of plain keys written later. A second run finds nothing more.
 */
export function migrateLegacyKeys(storage: KeyStore, accountId: string): void {
  const legacy = keysOf(storage).filter(isLegacyKey);
  const token = storage.getItem("auth_token");
  for (const key of legacy) moveKey(storage, key, accountKey(accountId, key));
  moveKey(storage, LEGACY_SEEN_PREFIX + accountId, accountKey(accountId, SEEN_MESSAGES_KEY));
  storage.setItem(LEGACY_DRAFTS_OWNER, accountId);
  if (token !== null) {
    const list = parseAccountList(storage.getItem(ACCOUNTS_KEY));
    const next = withAccount(list, accountId);
    storage.setItem(
      ACCOUNTS_KEY,
      JSON.stringify(list.current === null ? next : { ...next, current: list.current }),
    );
  }
}

/** At the start: the plain keys go to their owner when it is known. */
export function migrateOnStart(storage: KeyStore): void {
  const owner = legacyOwner(storage);
  if (owner !== null) migrateLegacyKeys(storage, owner);
  migrateSeenMessages(storage);
}

/**
 * The messages opened, kept per user id apart from the accounts' keys, go to
 * their account's keys; those of accounts signed out go. While a token of
 * before waits for its user to be known, its record may be among them: then
 * nothing goes (its move comes with the token's).
 */
function migrateSeenMessages(storage: KeyStore): void {
  const { ids } = parseAccountList(storage.getItem(ACCOUNTS_KEY));
  const waiting = storage.getItem("auth_token") !== null;
  for (const key of keysOf(storage)) {
    if (!key.startsWith(LEGACY_SEEN_PREFIX)) continue;
    const id = key.slice(LEGACY_SEEN_PREFIX.length);
    if (ids.includes(id)) moveKey(storage, key, accountKey(id, SEEN_MESSAGES_KEY));
    else if (!waiting) storage.removeItem(key);
  }
}

/**
 * An account's keys go (signing out), or all but its drafts (its token
 * expired: nothing typed is lost, and it finds them on its next sign-in).
 * `accountId` null is the one account of before, under plain keys. Signing
 * out also ends its ownership of plain keys written later.
 */
export function removeAccountKeys(
  storage: KeyStore,
  accountId: string | null,
  { keepDrafts }: { keepDrafts: boolean },
): void {
  const own =
    accountId === null
      ? (key: string) => isLegacyKey(key)
      : (key: string) => key.startsWith(accountKey(accountId, ""));
  for (const key of keysOf(storage)) {
    if (own(key) && !(keepDrafts && isDraftKey(key))) storage.removeItem(key);
  }
  if (!keepDrafts && accountId !== null && storage.getItem(LEGACY_DRAFTS_OWNER) === accountId)
    storage.removeItem(LEGACY_DRAFTS_OWNER);
}

/**
 * The last session expired: storage is cleared but for every draft, and whose
 * the plain ones are.
 */
export function clearAllButDrafts(storage: KeyStore): void {
  for (const key of keysOf(storage)) {
    if (!isDraftKey(key) && key !== LEGACY_DRAFTS_OWNER) storage.removeItem(key);
  }
}
