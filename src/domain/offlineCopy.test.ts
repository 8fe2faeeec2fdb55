import { describe, expect, it } from "vitest";
import {
  HOME_POSTS_KEPT,
  THREADS_KEPT,
  THREAD_POSTS_KEPT,
  homeKey,
  isAccountKey,
  keptHomeIds,
  keptThreads,
  threadIndexKey,
  threadKey,
} from "./offlineCopy";

describe("the keys of the copy kept offline", () => {
  it("start with their account's id, and no other account's", () => {
    for (const key of [homeKey("12"), threadKey("12", "7"), threadIndexKey("12")]) {
      expect(isAccountKey(key, "12")).toBe(true);
      // An id that starts like another's is not it.
      expect(isAccountKey(key, "1")).toBe(false);
      expect(isAccountKey(key, "123")).toBe(false);
    }
    expect(homeKey("a")).not.toBe(homeKey("b"));
    expect(threadKey("a", "1")).not.toBe(threadKey("a", "2"));
    expect(isAccountKey(42, "12")).toBe(false);
  });
});

describe("what of home is kept", () => {
  it("is the first posts, each once, within the bound", () => {
    const ids = Array.from({ length: HOME_POSTS_KEPT + 50 }, (_, index) => String(index));
    const kept = keptHomeIds(["0", ...ids]);
    expect(kept).toHaveLength(HOME_POSTS_KEPT);
    expect(kept[0]).toBe("0");
    expect(kept[1]).toBe("1");
    expect(new Set(kept).size).toBe(kept.length);
  });
});

describe("which threads are kept", () => {
  it("puts the one opened first, once", () => {
    const { keep, drop } = keptThreads(
      [
        { id: "a", size: 3 },
        { id: "b", size: 4 },
      ],
      { id: "b", size: 5 },
    );
    expect(keep).toEqual([
      { id: "b", size: 5 },
      { id: "a", size: 3 },
    ]);
    expect(drop).toEqual([]);
  });

  it("lets the ones opened longest ago go past the number of threads", () => {
    const index = Array.from({ length: THREADS_KEPT }, (_, n) => ({ id: `t${n}`, size: 1 }));
    const { keep, drop } = keptThreads(index, { id: "new", size: 1 });
    expect(keep).toHaveLength(THREADS_KEPT);
    expect(keep[0]?.id).toBe("new");
    expect(drop).toEqual([`t${THREADS_KEPT - 1}`]);
  });

  it("keeps the posts of all threads within the bound", () => {
    const half = THREAD_POSTS_KEPT / 2;
    const { keep, drop } = keptThreads(
      [
        { id: "older", size: half },
        { id: "oldest", size: half },
      ],
      { id: "new", size: half + 1 },
    );
    expect(keep.map((entry) => entry.id)).toEqual(["new"]);
    expect(drop).toEqual(["older", "oldest"]);
    expect(keep.reduce((sum, entry) => sum + entry.size, 0)).toBeLessThanOrEqual(THREAD_POSTS_KEPT);
  });

  it("does not keep a thread larger than the whole bound", () => {
    const { keep, drop } = keptThreads([{ id: "a", size: 2 }], {
      id: "huge",
      size: THREAD_POSTS_KEPT + 1,
    });
    expect(keep).toEqual([{ id: "a", size: 2 }]);
    expect(drop).toEqual(["huge"]);
  });
});
