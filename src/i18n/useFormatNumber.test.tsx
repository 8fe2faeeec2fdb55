import { renderHook } from "@testing-library/react";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@/domain/locales";
import { numberFormatter, useFormatNumber } from "./useFormatNumber";

function formatIn(locale: string) {
  const i18n = setupI18n();
  i18n.load(locale, {});
  i18n.activate(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => useFormatNumber(), { wrapper }).result.current;
}

describe("a bare count in the UI language", () => {
  it("takes Persian digits in Persian", () => {
    expect(formatIn("fa")(12)).toBe("۱۲");
  });

  it("is written as before in the other languages, without grouping", () => {
    expect(formatIn("en")(12345)).toBe("12345");
    expect(formatIn("vi")(12345)).toBe("12345");
  });

  it("writes, in every UI language, what Intl writes for it", () => {
    const locales: string[] = [...LOCALES];
    expect(locales).toContain("fa");
    for (const locale of locales) {
      for (const value of [0, 7, 42, 12345, 1234567]) {
        expect(numberFormatter(locale)(value), locale).toBe(
          new Intl.NumberFormat(locale, { useGrouping: false }).format(value),
        );
      }
    }
  });
});
