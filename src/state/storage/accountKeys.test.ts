import { describe, expect, it } from "vitest";
import {
  accountKey,
  parseAccountList,
  switchedTo,
  withAccount,
  withoutAccount,
  type AccountList,
} from "./accountKeys";

const none: AccountList = { current: null, ids: [] };

describe("the per-account key scheme", () => {
  it("puts one account's key under its id", () => {
    expect(accountKey("a1", "auth_token")).toBe("account:a1:auth_token");
    expect(accountKey("a1", "post_content_new")).toBe("account:a1:post_content_new");
  });

  it("keeps the plain key while no account is known", () => {
    expect(accountKey(null, "auth_token")).toBe("auth_token");
  });

  it("gives two accounts different keys for the same thing", () => {
    expect(accountKey("a1", "post_content_new")).not.toBe(accountKey("b2", "post_content_new"));
  });
});

describe("the stored account list", () => {
  it("reads what was written", () => {
    const list = { current: "b", ids: ["a", "b"] };
    expect(parseAccountList(JSON.stringify(list))).toEqual(list);
  });

  it("reads nothing, or anything unreadable, as no accounts", () => {
    expect(parseAccountList(null)).toEqual(none);
    expect(parseAccountList("{not json")).toEqual(none);
    expect(parseAccountList('"text"')).toEqual(none);
  });

  it("drops what is not an id, and a current account not in the list", () => {
    expect(parseAccountList('{"current":"x","ids":["a",3,null]}')).toEqual({
      current: null,
      ids: ["a"],
    });
  });
});

describe("the session list rules", () => {
  it("adds a signed-in account at the end and shows it", () => {
    const one = withAccount(none, "a");
    expect(one).toEqual({ current: "a", ids: ["a"] });
    expect(withAccount(one, "b")).toEqual({ current: "b", ids: ["a", "b"] });
  });

  it("signing in again keeps the account's place", () => {
    expect(withAccount({ current: "b", ids: ["a", "b"] }, "a")).toEqual({
      current: "a",
      ids: ["a", "b"],
    });
  });

  it("switches to a signed-in account only", () => {
    const list = { current: "a", ids: ["a", "b"] };
    expect(switchedTo(list, "b")).toEqual({ current: "b", ids: ["a", "b"] });
    expect(switchedTo(list, "stranger")).toBe(list);
  });

  it("signing out the current account falls back to the next", () => {
    expect(withoutAccount({ current: "b", ids: ["a", "b", "c"] }, "b")).toEqual({
      current: "c",
      ids: ["a", "c"],
    });
  });

  it("falls back to the one before when the last in order leaves", () => {
    expect(withoutAccount({ current: "c", ids: ["a", "b", "c"] }, "c")).toEqual({
      current: "b",
      ids: ["a", "b"],
    });
  });

  it("leaves no current account when the only one leaves", () => {
    expect(withoutAccount({ current: "a", ids: ["a"] }, "a")).toEqual(none);
  });

  it("an account not shown that expires leaves the current one shown", () => {
    expect(withoutAccount({ current: "a", ids: ["a", "b"] }, "b")).toEqual({
      current: "a",
      ids: ["a"],
    });
  });
});
