import { describe, expect, it } from "vitest";
import { accountKey, parseAccountList, type AccountList } from "./accountKeys";

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
