import { describe, expect, it } from "vitest";
import { LOCALES, localeDirection } from "./locales";

describe("the direction of a UI locale", () => {
  it("is right to left for Persian", () => {
    expect(localeDirection("fa")).toBe("rtl");
  });

  it("is left to right for every other UI locale, Vietnamese included", () => {
    const others = LOCALES.filter((locale) => locale !== "fa");
    expect(others).toContain("vi");
    for (const locale of others) expect(localeDirection(locale), locale).toBe("ltr");
  });

  it("is left to right for a language the client does not know", () => {
    expect(localeDirection("xx")).toBe("ltr");
  });
});
