import { renderHook } from "@testing-library/react";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { useT } from "./useT";

function translateIn(locale: string, message: string) {
  const i18n = setupI18n();
  i18n.load(locale, { "feeds.added": compileMessage(message) });
  i18n.activate(locale);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>{children}</I18nProvider>
  );
  return renderHook(() => useT(), { wrapper }).result.current;
}

describe("values put into a translated sentence", () => {
  it("are isolated in a right-to-left language, so a Latin address keeps its direction", () => {
    const t = translateIn("fa", "{name} به خوراک افزوده شد");
    expect(t("feeds.added", { name: "@alice" })).toBe("\u2068@alice\u2069 به خوراک افزوده شد");
  });

  it("are put in as they are in a left-to-right language", () => {
    const t = translateIn("vi", "Đã thêm {name} vào bảng tin");
    expect(t("feeds.added", { name: "@alice" })).toBe("Đã thêm @alice vào bảng tin");
  });
});
