import { describe, expect, it } from "vitest";
import {
  DEFAULT_HOME_FILTERS,
  parseHomeFilters,
  shownOnHome,
  type ListedPost,
} from "./homeFilters";

const post = (over: Partial<ListedPost> = {}): ListedPost => ({
  account: { id: "bob" },
  in_reply_to_id: null,
  in_reply_to_account_id: null,
  reblog: null,
  ...over,
});
const reply = (to: string) => post({ in_reply_to_id: "p1", in_reply_to_account_id: to });
const follows = (id: string) => id === "carol";

describe("shownOnHome", () => {
  it("shows everything by default", () => {
    for (const item of [post(), post({ reblog: { id: "x" } }), reply("zed")]) {
      expect(shownOnHome(item, DEFAULT_HOME_FILTERS, "me", follows)).toBe(true);
    }
  });

  it("hides reposts when asked, not posts", () => {
    const filters = { hideReposts: true, replies: "all" as const };
    expect(shownOnHome(post({ reblog: { id: "x" } }), filters, "me", follows)).toBe(false);
    expect(shownOnHome(post(), filters, "me", follows)).toBe(true);
  });

  it("keeps replies to people followed, to the reader and in the author's own thread", () => {
    const filters = { hideReposts: false, replies: "followed" as const };
    expect(shownOnHome(reply("carol"), filters, "me", follows)).toBe(true);
    expect(shownOnHome(reply("zed"), filters, "me", follows)).toBe(false);
    expect(shownOnHome(reply("me"), filters, "me", follows)).toBe(true);
    expect(shownOnHome(reply("bob"), filters, "me", follows)).toBe(true);
  });

  it("hides every reply but those to the reader and thread continuations", () => {
    const filters = { hideReposts: false, replies: "none" as const };
    expect(shownOnHome(reply("carol"), filters, "me", follows)).toBe(false);
    expect(shownOnHome(reply("me"), filters, "me", follows)).toBe(true);
    expect(shownOnHome(reply("bob"), filters, "me", follows)).toBe(true);
  });
});

describe("parseHomeFilters", () => {
  it("reads what it wrote and falls back to showing everything", () => {
    expect(parseHomeFilters('{"hideReposts":true,"replies":"none"}')).toEqual({
      hideReposts: true,
      replies: "none",
    });
    expect(parseHomeFilters("{oops")).toEqual(DEFAULT_HOME_FILTERS);
    expect(parseHomeFilters('{"replies":"some"}')).toEqual(DEFAULT_HOME_FILTERS);
    expect(parseHomeFilters(null)).toEqual(DEFAULT_HOME_FILTERS);
  });
});
