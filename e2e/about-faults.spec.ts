import type { Page, Route } from "@playwright/test";
import { PRESENTATION } from "./support/config";
import { expect, test } from "./support/fixtures";

/**
 * A visitor's About when instance info fails: each way it fails, many times
 * over, since a race between the boot request, the cache and the first
 * render left the page blank in some runs and not in others. Every time the
 * page shows its frame, the error and a retry.
 */

const TRIES = 30;
/** When the failing answer comes, by try: at once, or after a while. */
const DELAYS_MS = [0, 30, 120, 400, 900];

const FAULTS: Record<string, (route: Route) => Promise<void>> = {
  "a 500 with a body that is not JSON": (route) =>
    route.fulfill({ status: 500, contentType: "text/plain", body: "upstream exploded" }),
  "a 500 with a JSON error": (route) =>
    route.fulfill({
      status: 500,
      json: { error: "internal error", error_description: "internal error" },
    }),
  "a 429": (route) =>
    route.fulfill({
      status: 429,
      headers: { "retry-after": "30" },
      json: { error: "too many requests", error_description: "too many requests" },
    }),
  "malformed JSON": (route) =>
    route.fulfill({ status: 200, contentType: "application/json", body: '{"uri": "mitra.test",' }),
};

async function expectFrameErrorAndRetry(page: Page, attempt: number): Promise<void> {
  const context = `attempt ${String(attempt)}`;
  await expect(page.getByRole("link", { name: "Back" }), context).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 }), context).toBeVisible();
  const alert = page.getByRole("alert");
  await expect(alert, context).toBeVisible();
  await expect(alert.getByRole("button", { name: "Try again" }), context).toBeVisible();
}

test.describe("a visitor's About when instance info fails", { tag: PRESENTATION }, () => {
  for (const [fault, answer] of Object.entries(FAULTS)) {
    test(`shows the frame, the error and Retry every time: ${fault}, ${String(TRIES)} times`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      // The answer comes at a different moment of the start each time: before the
      // app's code, while it loads, after its first render.
      let tries = 0;
      await page.route(
        (url) => url.pathname === "/api/v1/instance",
        async (route) => {
          const wait = DELAYS_MS[tries++ % DELAYS_MS.length] ?? 0;
          if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
          await answer(route);
        },
      );
      await page.goto("/about");
      await expectFrameErrorAndRetry(page, 1);
      for (let attempt = 2; attempt <= TRIES; attempt++) {
        await page.reload();
        await expectFrameErrorAndRetry(page, attempt);
      }
    });
  }
});
