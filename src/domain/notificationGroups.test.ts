import { describe, expect, it } from "vitest";
import { collapseNotifications } from "./notificationGroups";

const n = (id: string, post: string | null) => ({ id, status: post ? { id: post } : null });
const shape = (groups: ReturnType<typeof collapseNotifications>) =>
  groups.map((group) => group.items.map((item) => item.id).join(","));

describe("notification collapse (never across a page of 20)", () => {
  it("folds consecutive notifications on the same post into one", () => {
    expect(
      shape(collapseNotifications([n("9", "a"), n("8", "a"), n("7", "a"), n("6", "b")], 20)),
    ).toEqual(["9,8,7", "6"]);
  });
  it("keeps the same post apart when something else came between", () => {
    expect(shape(collapseNotifications([n("9", "a"), n("8", "b"), n("7", "a")], 20))).toEqual([
      "9",
      "8",
      "7",
    ]);
  });
  it("never folds notifications without a post", () => {
    expect(shape(collapseNotifications([n("9", null), n("8", null)], 20))).toEqual(["9", "8"]);
  });
  it("never folds the last item of a page of 20 into the one before", () => {
    const page = Array.from({ length: 22 }, (_, index) => n(String(100 - index), "a"));
    expect(shape(collapseNotifications(page, 20)).map((group) => group.split(",").length)).toEqual([
      19, 3,
    ]);
  });
});
