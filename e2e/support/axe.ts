import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { Page } from "@playwright/test";
import type { AxeResults, ContextObject, Result, RunOptions } from "axe-core";

export interface AxeOptions {
  /** CSS selectors to limit the scan to. */
  include?: string[];
  /** CSS selectors to leave out. */
  exclude?: string[];
  /** axe rule ids to turn off (say why where you use it). */
  disableRules?: string[];
}

export type AxeViolations = Result[];

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve("axe-core/axe.min.js"),
  "utf8",
);

/** What a scan covers: the whole document unless `include` names parts of it. */
function scanContext(options: AxeOptions): ContextObject {
  const exclude = (options.exclude ?? []).map((selector) => [selector]);
  const include = options.include?.map((selector) => [selector]);
  return include ? { include, exclude } : { exclude };
}

/**
 * The page's axe violations for WCAG 2 A and AA. Expect them to equal [].
 *
 * axe is put into a document once and scans it as often as a test asks (a
 * second copy cost ~0.2 s of a core each time), and it details violations
 * only: listing every node that passed took as long as the scan itself. The
 * app draws no frames, so the page alone is scanned.
 */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<AxeViolations> {
  const loaded = await page.evaluate(() => "axe" in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const runOptions: RunOptions = {
    runOnly: { type: "tag", values: WCAG_TAGS },
    resultTypes: ["violations"],
    rules: Object.fromEntries((options.disableRules ?? []).map((id) => [id, { enabled: false }])),
  };
  // Across as JSON: Playwright's types for axe's serialized shapes are too
  // deep for the compiler.
  const found = await page.evaluate(
    async (scan) => {
      const { axe } = window as unknown as {
        axe: { run(context: unknown, options: unknown): Promise<AxeResults> };
      };
      const { context, run } = JSON.parse(scan) as { context: unknown; run: unknown };
      return JSON.stringify((await axe.run(context, run)).violations);
    },
    JSON.stringify({ context: scanContext(options), run: runOptions }),
  );
  return JSON.parse(found) as AxeViolations;
}

/** One line per violation and node, for an assertion message. */
export function formatAxeViolations(violations: AxeViolations): string {
  return violations
    .flatMap((violation) =>
      violation.nodes.map(
        (node) =>
          `${violation.id} (${violation.impact ?? "?"}): ${violation.help} at ${node.target.join(" ")}`,
      ),
    )
    .join("\n");
}
