import { describe, expect, it } from "vitest";
import { GROUP_NAME_MAX_LENGTH, groupNameProblem } from "./groupName";

describe("groupNameProblem: a new group's name, as the server checks it", () => {
  it("takes letters of either case, digits, hyphens and underscores", () => {
    expect(groupNameProblem("Film_Club-2026")).toBeNull();
    expect(groupNameProblem("a")).toBeNull();
    expect(groupNameProblem("_")).toBeNull();
  });

  it("refuses an empty name", () => {
    expect(groupNameProblem("")).toBe("empty");
  });

  it("refuses any other character: spaces, dots, @, accents, emoji", () => {
    for (const name of [
      "film club",
      "film.club",
      "@film",
      "café",
      "film🎬",
      "film\n",
      "ｆｉｌｍ",
    ]) {
      expect(groupNameProblem(name), name).toBe("characters");
    }
  });

  it("takes 30 characters and refuses 31", () => {
    expect(GROUP_NAME_MAX_LENGTH).toBe(30);
    expect(groupNameProblem("a".repeat(30))).toBeNull();
    expect(groupNameProblem("a".repeat(31))).toBe("tooLong");
  });

  it("names a wrong character before a wrong length, as the server does", () => {
    expect(groupNameProblem(`${"a".repeat(40)}.`)).toBe("characters");
  });
});
