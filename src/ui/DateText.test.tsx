import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DateText } from "./DateText";

describe("DateText", () => {
  it("reads day first, with the year, in the reader's language", () => {
    const iso = new Date(2026, 10, 14, 12).toISOString();
    for (const [locale, text] of [
      ["en", "14 Nov 2026"],
      ["fr", "14 nov. 2026"],
      ["ja", "14 11月 2026"],
    ] as const) {
      const { container, unmount } = render(<DateText iso={iso} locale={locale} />);
      expect(container.querySelector("time")).toHaveAttribute("dateTime", iso);
      expect(container.textContent).toBe(text);
      unmount();
    }
  });
});
