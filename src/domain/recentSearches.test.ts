import { describe, expect, it } from "vitest";
import { addRecentSearch, readRecentSearches, RECENT_SEARCHES_MAX } from "./recentSearches";

describe("recent searches", () => {
  it("puts the newest first, once, trimmed, and keeps at most the maximum", () => {
    expect(addRecentSearch(["#photo", ">harbour"], " >harbour ")).toEqual([">harbour", "#photo"]);
    expect(addRecentSearch(["a"], "   ")).toEqual(["a"]);
    const many = Array.from({ length: RECENT_SEARCHES_MAX }, (_, n) => `q${n}`);
    const added = addRecentSearch(many, "new");
    expect(added).toHaveLength(RECENT_SEARCHES_MAX);
    expect(added[0]).toBe("new");
    expect(added).not.toContain(`q${RECENT_SEARCHES_MAX - 1}`);
  });

  it("reads back only a list of texts; anything damaged is no list", () => {
    expect(readRecentSearches('["@alice", 3, "", "@alice", ">x"]')).toEqual(["@alice", ">x"]);
    expect(readRecentSearches("{")).toEqual([]);
    expect(readRecentSearches('{"a":1}')).toEqual([]);
    expect(readRecentSearches(null)).toEqual([]);
  });
});
