import { describe, expect, it } from "vitest";
import {
  clearAllButDrafts,
  legacyOwner,
  migrateLegacyKeys,
  migrateOnStart,
  removeAccountKeys,
  type KeyStore,
} from "./accountStorage";

/** An in-memory Storage, in insertion order. */
function store(
  entries: Record<string, string> = {},
): KeyStore & { all: () => Record<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => {
      map.set(key, value);
    },
    removeItem: (key) => {
      map.delete(key);
    },
    all: () => Object.fromEntries(map),
  };
}

const aliceUser = JSON.stringify({ id: "alice-id", username: "alice" });

/** What a browser held before there were several accounts. */
function todaysKeys(): Record<string, string> {
  return {
    auth_token: "token-a",
    kept_user: aliceUser,
    kept_instance: "{}",
    composer_height: "120",
    recent_emoji: "[]",
    post_content_new: "Half a thought",
    post_content_p1: "A reply",
    invoice_r1: "inv-1",
  };
}

describe("migrating today's keys", () => {
  it("moves the one account's keys to the first account and signs it in", () => {
    const storage = store(todaysKeys());
    migrateOnStart(storage);
    expect(storage.all()).toEqual({
      "account:alice-id:auth_token": "token-a",
      "account:alice-id:kept_user": aliceUser,
      "account:alice-id:recent_emoji": "[]",
      "account:alice-id:post_content_new": "Half a thought",
      "account:alice-id:post_content_p1": "A reply",
      "account:alice-id:invoice_r1": "inv-1",
      // Shared by every account of the instance: left as they are.
      kept_instance: "{}",
      composer_height: "120",
      accounts: JSON.stringify({ current: "alice-id", ids: ["alice-id"] }),
      // Plain keys written later are hers too.
      kept_drafts_owner: "alice-id",
    });
  });

  it("changes nothing when run twice", () => {
    const storage = store(todaysKeys());
    migrateOnStart(storage);
    const once = storage.all();
    migrateOnStart(storage);
    expect(storage.all()).toEqual(once);
  });

  it("touches nothing of another account", () => {
    const bob = {
      "account:bob-id:auth_token": "token-b",
      "account:bob-id:post_content_new": "Bob's words",
      accounts: JSON.stringify({ current: "bob-id", ids: ["bob-id"] }),
    };
    const storage = store({ ...bob, ...todaysKeys() });
    migrateOnStart(storage);
    const after = storage.all();
    expect(after["account:bob-id:auth_token"]).toBe("token-b");
    expect(after["account:bob-id:post_content_new"]).toBe("Bob's words");
    // Bob stays the one shown; alice joins the list.
    expect(JSON.parse(after.accounts ?? "")).toEqual({
      current: "bob-id",
      ids: ["bob-id", "alice-id"],
    });
  });

  it("does not overwrite what the account already has under its own key", () => {
    const storage = store({
      "account:alice-id:post_content_new": "Newer",
      post_content_new: "Older",
    });
    migrateLegacyKeys(storage, "alice-id");
    expect(storage.all()).toEqual({
      "account:alice-id:post_content_new": "Newer",
      kept_drafts_owner: "alice-id",
    });
  });

  it("gives the drafts of an expired session to their writer, without a token", () => {
    const storage = store({ post_content_new: "Kept", kept_drafts_owner: "alice-id" });
    migrateOnStart(storage);
    expect(storage.all()).toEqual({
      "account:alice-id:post_content_new": "Kept",
      kept_drafts_owner: "alice-id",
    });
  });

  it("gives a plain key written after the move to the same account at the next start", () => {
    // The token's user came after the start: the session moved the keys then.
    const storage = store({ auth_token: "token-a", post_content_new: "Mine" });
    migrateLegacyKeys(storage, "alice-id");
    // A page that took the plain key before the user was known writes it now.
    storage.setItem("post_content_p1", "Written late");
    storage.setItem("invoice_r1", "inv-1");
    migrateOnStart(storage);
    const after = storage.all();
    expect(after["account:alice-id:post_content_p1"]).toBe("Written late");
    expect(after["account:alice-id:invoice_r1"]).toBe("inv-1");
    expect(after.post_content_p1).toBeUndefined();
    expect(after.invoice_r1).toBeUndefined();
  });

  it("a plain token whose user is kept owns the plain keys, whoever owned them before", () => {
    const storage = store({ kept_drafts_owner: "bob-id", ...todaysKeys() });
    migrateOnStart(storage);
    expect(storage.all()["account:alice-id:post_content_new"]).toBe("Half a thought");
    expect(storage.all().kept_drafts_owner).toBe("alice-id");
  });

  it("waits while the token's user is not known", () => {
    const storage = store({ auth_token: "token-a", post_content_new: "Mine" });
    expect(legacyOwner(storage)).toBeNull();
    migrateOnStart(storage);
    expect(storage.all()).toEqual({ auth_token: "token-a", post_content_new: "Mine" });
  });
});

describe("removing an account's keys", () => {
  const twoAccounts = () =>
    store({
      "account:a:auth_token": "ta",
      "account:a:kept_user": "{}",
      "account:a:post_content_new": "A's draft",
      "account:ab:auth_token": "tab",
      "account:b:auth_token": "tb",
      "account:b:post_content_new": "B's draft",
      kept_instance: "{}",
    });

  it("signing out removes all of that account's keys and nothing else", () => {
    const storage = twoAccounts();
    removeAccountKeys(storage, "a", { keepDrafts: false });
    expect(Object.keys(storage.all())).toEqual([
      "account:ab:auth_token",
      "account:b:auth_token",
      "account:b:post_content_new",
      "kept_instance",
    ]);
  });

  it("signing out ends the account's ownership of plain keys; an expiry keeps it", () => {
    const owned = () => store({ "account:a:auth_token": "ta", kept_drafts_owner: "a" });
    const signedOut = owned();
    removeAccountKeys(signedOut, "a", { keepDrafts: false });
    expect(signedOut.all()).toEqual({});
    const expired = owned();
    removeAccountKeys(expired, "a", { keepDrafts: true });
    expect(expired.all()).toEqual({ kept_drafts_owner: "a" });
    const other = owned();
    removeAccountKeys(other, "b", { keepDrafts: false });
    expect(other.all()).toEqual(owned().all());
  });

  it("an expired token keeps that account's drafts", () => {
    const storage = twoAccounts();
    removeAccountKeys(storage, "a", { keepDrafts: true });
    const keys = Object.keys(storage.all());
    expect(keys).toContain("account:a:post_content_new");
    expect(keys).not.toContain("account:a:auth_token");
    expect(keys).not.toContain("account:a:kept_user");
    expect(keys).toContain("account:b:auth_token");
  });

  it("the plain keys of before are the account with no id", () => {
    const storage = store({ auth_token: "t", post_content_new: "Mine", kept_instance: "{}" });
    removeAccountKeys(storage, null, { keepDrafts: true });
    expect(storage.all()).toEqual({ post_content_new: "Mine", kept_instance: "{}" });
  });

  it("the last expired session leaves every draft and nothing else", () => {
    const storage = twoAccounts();
    clearAllButDrafts(storage);
    expect(storage.all()).toEqual({
      "account:a:post_content_new": "A's draft",
      "account:b:post_content_new": "B's draft",
    });
  });

  it("the last expired session keeps whose the plain drafts are", () => {
    const storage = store({ post_content_new: "Late", kept_drafts_owner: "a", auth_token: "t" });
    clearAllButDrafts(storage);
    expect(storage.all()).toEqual({ post_content_new: "Late", kept_drafts_owner: "a" });
  });
});
