import { expect, type Page } from "@playwright/test";
import { formatAxeViolations, type AxeOptions, type AxeViolations } from "./axe";
import { SCHEMES } from "./views";

/** The fixtures' `axe`: the page's WCAG 2 A/AA violations. */
type Axe = (page: Page, options?: AxeOptions) => Promise<AxeViolations>;

/** No WCAG 2 A/AA violation in the light theme, nor in the dark one; ends in the light one. */
export async function expectAccessibleInBothThemes(
  page: Page,
  axe: Axe,
  options: AxeOptions = {},
): Promise<void> {
  for (const scheme of SCHEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
    const violations = await axe(page, options);
    expect(violations, `${scheme}: ${formatAxeViolations(violations)}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}
