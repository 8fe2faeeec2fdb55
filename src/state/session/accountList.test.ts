import { describe, expect, it } from "vitest";
import { withAccount, type AccountList } from "@/state/storage/accountKeys";
import { switchedTo, withoutAccount } from "./accountList";

const none: AccountList = { current: null, ids: [] };

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
