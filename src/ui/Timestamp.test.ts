import { afterEach, describe, expect, it, vi } from "vitest";
import { LOCALES } from "@/domain/locales";
import { formatDayMonth, formatFull, formatRelative, warmDateFormats } from "./Timestamp";

// Local noon: the day never shifts, whatever the machine's time zone.
const now = new Date(2025, 10, 30, 12);
const sameYear = new Date(2025, 10, 14, 12);
const otherYear = new Date(2021, 2, 5, 12);

/** 'dd LLL' and 'dd LLL y' in every UI locale: day, short month of the language, year. */
const VECTORS: Record<(typeof LOCALES)[number], [string, string]> = {
  cs: ["14 lis", "05 bře 2021"],
  de: ["14 Nov", "05 Mär 2021"],
  en: ["14 Nov", "05 Mar 2021"],
  es: ["14 nov", "05 mar 2021"],
  // Persian dates are in the solar calendar, with Persian digits.
  fa: ["۲۳ آبان", "۱۵ اسفند ۱۳۹۹"],
  fr: ["14 nov.", "05 mars 2021"],
  hu: ["14 nov.", "05 márc. 2021"],
  it: ["14 nov", "05 mar 2021"],
  ja: ["14 11月", "05 3月 2021"],
  nl: ["14 nov", "05 mrt 2021"],
  pl: ["14 lis", "05 mar 2021"],
  pt: ["14 nov.", "05 mar. 2021"],
  "pt-BR": ["14 nov.", "05 mar. 2021"],
  ro: ["14 nov.", "05 mar. 2021"],
  ru: ["14 нояб.", "05 март 2021"],
  sk: ["14 nov", "05 mar 2021"],
  sl: ["14 nov.", "05 mar. 2021"],
  sv: ["14 nov.", "05 mars 2021"],
  uk: ["14 лист.", "05 бер. 2021"],
  vi: ["14 Tháng 11", "05 Tháng 3 2021"],
  "zh-Hans": ["14 11月", "05 3月 2021"],
};

describe("relative timestamp after a week ('dd LLL', the year when it differs)", () => {
  for (const locale of LOCALES) {
    it(`puts the day first in ${locale}`, () => {
      const [current, past] = VECTORS[locale];
      expect(formatRelative(sameYear, now, locale)).toBe(current);
      expect(formatRelative(otherYear, now, locale)).toBe(past);
    });
  }

  it("keeps the relative units under a week", () => {
    expect(formatRelative(new Date(now.getTime() - 5 * 60_000), now, "en")).toBe("5m");
    expect(formatRelative(new Date(now.getTime() - 3 * 86_400_000), now, "en")).toBe("3d");
  });

  it("writes Persian units in Persian, not as Latin letters", () => {
    expect(formatRelative(new Date(now.getTime() - 5 * 60_000), now, "fa")).toBe("۵ دقیقه");
    expect(formatRelative(new Date(now.getTime() - 3 * 3_600_000), now, "fa")).toBe("۳ ساعت");
    expect(formatRelative(new Date(now.getTime() - 5 * 60_000), now, "vi")).toBe("5 phút");
  });

  it("says now under a minute, in the reader's language", () => {
    expect(formatRelative(new Date(now.getTime() - 59_000), now, "en")).toBe("now");
    expect(formatRelative(now, now, "de")).toBe("jetzt");
    expect(formatRelative(new Date(now.getTime() - 60_000), now, "en")).toBe("1m");
  });
});

describe("a date or locale Intl refuses", () => {
  it("formats to nothing instead of throwing", () => {
    const invalid = new Date("not a date");
    expect(formatRelative(invalid, now, "en")).toBe("");
    expect(formatFull(invalid, "en")).toBe("");
    expect(formatDayMonth(invalid, "en", true)).toBe("");
  });
});

describe("the formatters made ahead, while the start waits", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("are all a feed's timestamps need: drawing them afterwards makes no formatter", () => {
    vi.useFakeTimers({ now });
    // A language no other test formats in, so nothing was made for it before.
    const locale = "sk-SK";
    warmDateFormats(locale);
    vi.runAllTimers();
    const made = [
      vi.spyOn(Intl, "NumberFormat"),
      vi.spyOn(Intl, "DateTimeFormat"),
      vi.spyOn(Intl, "RelativeTimeFormat"),
    ];
    const ago = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    for (const date of [now, ago(3), ago(90), ago(3 * 24 * 60), sameYear, otherYear]) {
      expect(formatRelative(date, now, locale)).not.toBe("");
    }
    expect(formatFull(now, locale)).not.toBe("");
    for (const spy of made) expect(spy).not.toHaveBeenCalled();
  });
});
