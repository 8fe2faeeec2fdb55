import { describe, expect, it } from "vitest";
import { decodeOr, formatOr, parseDate, parseUrl, toAtomic } from "./safeFormat";
import { languageName } from "./postLanguages";

describe("formatting what the network sent", () => {
  it("reads a date, or none", () => {
    expect(parseDate("2026-03-05T10:00:00Z")?.toISOString()).toBe("2026-03-05T10:00:00.000Z");
    for (const bad of ["yesterday", "", null, undefined, "2026-13-45T99:00:00Z"]) {
      expect(parseDate(bad)).toBeNull();
    }
  });

  it("gives the fallback when a formatter throws", () => {
    const format = new Intl.DateTimeFormat("en");
    expect(formatOr(() => format.format(new Date("nope")), "")).toBe("");
    expect(formatOr(() => format.format(new Date(0)), "")).not.toBe("");
  });

  it("reads a URL, or none", () => {
    expect(parseUrl("https://example.com/a")?.pathname).toBe("/a");
    expect(parseUrl("/a", "https://example.com")?.href).toBe("https://example.com/a");
    expect(parseUrl("http://[bad")).toBeNull();
    expect(parseUrl("::")).toBeNull();
  });

  it("decodes percent-encoding, or keeps the text as given", () => {
    expect(decodeOr("caf%C3%A9")).toBe("café");
    expect(decodeOr("%E0%A4%A")).toBe("%E0%A4%A");
  });

  it("takes only whole non-negative amounts", () => {
    expect(toAtomic(42)).toBe(42n);
    for (const bad of [1.5, -3, Number.NaN, 2 ** 60, null, undefined]) {
      expect(toAtomic(bad)).toBeNull();
    }
  });

  it("names a language, or shows a code Intl refuses as given", () => {
    expect(languageName("de", "en")).toBe("German");
    expect(languageName("not a tag!!", "en")).toBe("not a tag!!");
  });
});
