// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { storedInvoices } from "@/state/subscriptions";
import { savePosition } from "@/components/list/readingPosition";
import { accountKey } from "./accountKeys";
import { accountStore, clearAccountStore } from "./accountStore";
import { migrateOnStart } from "./accountStorage";
import { markMessagesSeen, seenMessages } from "./seenMessages";
import { writeToken } from "./tokenStorage";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

/** Everything an account keeps, written through the modules that keep it. */
function keepEverything(id: string): void {
  writeToken(id, `token-${id}`);
  const store = accountStore(id);
  markMessagesSeen(store, ["m1", "m2"]);
  storedInvoices(store).set("recipient", "invoice-1");
  savePosition(store, "history-entry", { anchorId: "p1", offset: 10, pages: 1 });
  store.local.set("post_content_new", "Half a thought");
  store.local.set("recent_emoji", "[]");
}

const allKeys = () => [...Object.keys(localStorage), ...Object.keys(sessionStorage)];

describe("an account's store", () => {
  it("keeps the account's things under its own keys, apart from another account's", () => {
    keepEverything("a");
    keepEverything("b");
    expect(seenMessages(accountStore("a"))).toEqual(new Set(["m1", "m2"]));
    expect(localStorage.getItem(accountKey("b", "messages_seen"))).toBe('["m1","m2"]');
    expect(accountStore("a").local.keys().sort()).toEqual(
      [
        "auth_token",
        "invoice_recipient",
        "messages_seen",
        "post_content_new",
        "recent_emoji",
      ].sort(),
    );
    expect(accountStore("a")).toBe(accountStore("a"));
  });

  it("signing one of two accounts out leaves none of its keys, and all of the other's", () => {
    keepEverything("a");
    keepEverything("b");
    const before = allKeys()
      .filter((key) => key.includes("b"))
      .sort();
    clearAccountStore(accountStore("a"), { keepDrafts: false });
    expect(allKeys().filter((key) => key.startsWith(accountKey("a", "")))).toEqual([]);
    expect(
      allKeys()
        .filter((key) => key.includes("b"))
        .sort(),
    ).toEqual(before);
  });

  it("an expired token keeps the account's drafts only", () => {
    keepEverything("a");
    clearAccountStore(accountStore("a"), { keepDrafts: true });
    expect(accountStore("a").local.keys()).toEqual(["post_content_new"]);
  });
});

describe("the messages seen, kept per user id before", () => {
  it("join their account's keys at the start; a signed-out account's record goes", () => {
    writeToken("a", "token-a");
    localStorage.setItem("messages_seen_a", '["m1"]');
    localStorage.setItem("messages_seen_gone", '["m2"]');
    migrateOnStart(localStorage);
    expect(seenMessages(accountStore("a"))).toEqual(new Set(["m1"]));
    expect(Object.keys(localStorage).filter((key) => key.startsWith("messages_seen_"))).toEqual([]);
  });
});
