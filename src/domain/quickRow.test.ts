import { describe, expect, it } from "vitest";
import { pickerSections, QUICK_ENTRIES, quickRow, unicodeCatalog } from "./emoji";

const unicode = unicodeCatalog(
  [{ unicode: "🐶", label: "dog face", hexcode: "1F436", group: 3, order: 10 }],
  { "1F436": ["dog", "puppy"] },
);

describe("the picker's default row", () => {
  it("is the client's quick set where the instance names none (before 5.3.0)", () => {
    expect(quickRow(undefined, unicode)).toBe(QUICK_ENTRIES);
  });

  it("is the instance's favorite_emojis in its order, named by the quick or unicode set", () => {
    expect(quickRow(["🐶", "❤", "🦊"], unicode)).toEqual([
      { value: "🐶", name: "dog", url: null },
      { value: "❤", name: "heart", url: null },
      // Not in a set loaded yet: named by itself.
      { value: "🦊", name: "🦊", url: null },
    ]);
  });

  it("is left out of the picker when the admin chose none", () => {
    expect(quickRow([], unicode)).toEqual([]);
    expect(pickerSections([], [], unicode, [])[0]?.kind).toBe("unicode");
  });

  it("heads the picker's sections", () => {
    const row = quickRow(["🐶"], unicode);
    expect(pickerSections([], [], [], row)[0]).toEqual({ kind: "quick", emoji: row });
  });
});
