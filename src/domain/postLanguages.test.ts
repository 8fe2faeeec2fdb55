import { describe, expect, it } from "vitest";
import {
  POST_LANGUAGE_CODES,
  initialPostLanguage,
  isPostLanguage,
  languageName,
  localeLanguage,
  shownPostLanguage,
  sortedLanguages,
} from "./postLanguages";
import mitraLanguages from "@/test/data/mitraLanguageCodes.json";

describe("a post's language", () => {
  it("takes only two-letter ISO 639-1 codes, as the server does", () => {
    expect(POST_LANGUAGE_CODES).toHaveLength(184);
    expect(POST_LANGUAGE_CODES.every((code) => /^[a-z]{2}$/.test(code))).toBe(true);
    expect(isPostLanguage("de")).toBe(true);
    expect(isPostLanguage("zh-Hans")).toBe(false);
    expect(isPostLanguage("deu")).toBe(false);
    expect(isPostLanguage("")).toBe(false);
  });

  it("offers exactly the codes of the server's language table: sh taken, bh refused", () => {
    expect([...POST_LANGUAGE_CODES].sort()).toEqual(mitraLanguages.codes);
    expect(new Set(POST_LANGUAGE_CODES).size).toBe(POST_LANGUAGE_CODES.length);
    expect(isPostLanguage("sh")).toBe(true);
    expect(isPostLanguage("bh")).toBe(false);
    expect(sortedLanguages("en").map((language) => language.code)).toHaveLength(184);
  });

  it("shows a language Intl cannot name, or a tag it cannot read, as given", () => {
    expect(languageName("zz-!!", "en")).toBe("zz-!!");
    expect(languageName("qq", "en")).toBe("qq");
  });

  it("reads the UI locale's language", () => {
    expect(localeLanguage("pt-BR")).toBe("pt");
    expect(localeLanguage("zh-Hans")).toBe("zh");
    expect(localeLanguage("en")).toBe("en");
  });

  it("names languages in the UI's language", () => {
    expect(languageName("de", "en")).toBe("German");
    expect(languageName("de", "de")).toBe("Deutsch");
    expect(sortedLanguages("en")[0]?.name).toBe("Abkhazian");
  });

  it("starts from the user's default, else the UI's language", () => {
    expect(initialPostLanguage("fr", "en")).toBe("fr");
    expect(initialPostLanguage(null, "pt-BR")).toBe("pt");
    expect(initialPostLanguage(null, "zh-Hans")).toBe("zh");
    expect(initialPostLanguage("xx", "de")).toBe("de");
  });

  it("is named on a card only when it differs from the reader's", () => {
    expect(shownPostLanguage("de", "en")).toBe("de");
    expect(shownPostLanguage("en", "en")).toBeNull();
    expect(shownPostLanguage("pt", "pt-BR")).toBeNull();
    expect(shownPostLanguage(null, "en")).toBeNull();
    expect(shownPostLanguage(undefined, "en")).toBeNull();
  });
});
