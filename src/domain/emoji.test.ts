import { describe, expect, it } from "vitest";
import { hashtagAt, shortcodeAt } from "./composer";
import {
  addRecent,
  customCatalog,
  pickerSections,
  RECENT_EMOJI_LIMIT,
  searchEmoji,
  unicodeCatalog,
} from "./emoji";
import { QUICK_EMOJI } from "./quickEmoji";

const data = [
  { unicode: "🐕", label: "dog", hexcode: "1F415", group: 3, order: 20, tags: ["pet"] },
  { unicode: "😄", label: "grinning face with smiling eyes", hexcode: "1F604", group: 0, order: 2 },
  { unicode: "🐶", label: "dog face", hexcode: "1F436", group: 3, order: 10, tags: ["dog", "pet"] },
  { unicode: "🏻", label: "light skin tone", hexcode: "1F3FB", group: 2, order: 30 },
  { unicode: "🇦", label: "regional indicator A", hexcode: "1F1E6" },
  { unicode: "😊", label: "smiling face with smiling eyes", hexcode: "1F60A", group: 0, order: 5 },
];
const shortcodes = {
  "1F415": "dog2",
  "1F604": "smile",
  "1F436": ["dog", "puppy"],
  "1F60A": "blush",
};

describe("unicode emoji catalogue", () => {
  const unicode = unicodeCatalog(data, shortcodes);
  it("keeps the set's order, names by the first shortcode, leaves out components", () => {
    expect(unicode.map((emoji) => emoji.value)).toEqual(["😄", "😊", "🐶", "🐕"]);
    expect(unicode[2]).toMatchObject({
      name: "dog",
      label: "dog face",
      shortcodes: ["dog", "puppy"],
      group: "animals-nature",
      url: null,
    });
  });

  it("finds by shortcode first, then by a word of the name, then anywhere", () => {
    expect(searchEmoji(unicode, "dog").map((emoji) => emoji.value)).toEqual(["🐶", "🐕"]);
    expect(searchEmoji(unicode, "smile").map((emoji) => emoji.value)).toEqual(["😄"]);
    expect(searchEmoji(unicode, "smil").map((emoji) => emoji.value)).toEqual(["😄", "😊"]);
    expect(searchEmoji(unicode, ":PUP").map((emoji) => emoji.value)).toEqual(["🐶"]);
    expect(searchEmoji(unicode, "pet").map((emoji) => emoji.value)).toEqual(["🐶", "🐕"]);
    expect(searchEmoji(unicode, "zzz")).toEqual([]);
    expect(searchEmoji(unicode, "  ")).toEqual([]);
    expect(searchEmoji(unicode, "o", 2)).toHaveLength(2);
  });
});

describe("picker sections", () => {
  const unicode = unicodeCatalog(data, shortcodes);
  const custom = customCatalog([
    { shortcode: "blobcat", url: "https://e/1.png", category: "Blobs" },
    { shortcode: "mitra", url: "https://e/2.png", category: null },
    { shortcode: "blobfox", url: "https://e/3.png", category: "Blobs" },
  ]);

  it("puts the 8 quick emoji on top, then recent, custom by category, unicode groups", () => {
    const recent = [{ value: "🐕", name: "dog2", url: null }];
    const sections = pickerSections(recent, custom, unicode);
    expect(sections.map((section) => [section.kind, section.emoji.map((e) => e.value)])).toEqual([
      ["quick", QUICK_EMOJI.map((emoji) => emoji.emoji)],
      ["recent", ["🐕"]],
      ["custom", [":mitra:"]],
      ["custom", [":blobcat:", ":blobfox:"]],
      ["unicode", ["😄", "😊"]],
      ["unicode", ["🐶", "🐕"]],
    ]);
    expect(sections[3]).toMatchObject({ kind: "custom", category: "Blobs" });
    expect(sections[4]).toMatchObject({ kind: "unicode", group: "smileys-emotion" });
  });

  it("leaves out what is empty", () => {
    expect(pickerSections([], [], []).map((section) => section.kind)).toEqual(["quick"]);
  });

  it("finds custom emoji by shortcode", () => {
    expect(searchEmoji(custom, "blob").map((emoji) => emoji.value)).toEqual([
      ":blobcat:",
      ":blobfox:",
    ]);
  });
});

describe("recently used", () => {
  it("puts the pick first without repeats, and keeps a bounded list", () => {
    const heart = { value: "❤️", name: "heart", url: null };
    const dog = { value: "🐶", name: "dog", url: null };
    expect(addRecent([heart, dog], dog)).toEqual([dog, heart]);
    const many = Array.from({ length: 40 }, (_, index) => ({
      value: String(index),
      name: String(index),
      url: null,
    }));
    expect(addRecent(many, heart)).toHaveLength(RECENT_EMOJI_LIMIT);
    expect(addRecent(many, heart)[0]).toEqual(heart);
  });
});

describe("composer tokens at the caret", () => {
  it("finds a shortcode of 2 characters or more after a space or at the start", () => {
    expect(shortcodeAt(":sh", 3)).toEqual({ start: 0, query: "sh" });
    expect(shortcodeAt("hi :sho", 7)).toEqual({ start: 3, query: "sho" });
    expect(shortcodeAt("hi :+1", 6)).toEqual({ start: 3, query: "+1" });
    expect(shortcodeAt(":s", 2)).toBeNull();
    expect(shortcodeAt("12:30", 5)).toBeNull();
    expect(shortcodeAt(":sho done", 9)).toBeNull();
  });

  it("finds a hashtag the same way, in any script", () => {
    expect(hashtagAt("#ta", 3)).toEqual({ start: 0, query: "ta" });
    expect(hashtagAt("about #ünï", 10)).toEqual({ start: 6, query: "ünï" });
    expect(hashtagAt("#t", 2)).toBeNull();
    expect(hashtagAt("a#tag", 5)).toBeNull();
    expect(hashtagAt("#tag-x", 6)).toBeNull();
  });
});
