import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";

/**
 * Toasts on a 390 px phone: an error toast lies over none of the controls
 * that must stay in reach — the card's row of actions (the one just used is
 * among them), the compose button, the bottom bar — and leaves by itself, or
 * at once with its close button.
 */

test.use({ viewport: { width: 390, height: 844 } });

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The names and boxes of the visible elements of `controls`. */
function boxesOf(controls: Locator): Promise<{ name: string; box: Box }[]> {
  return controls.evaluateAll((elements) =>
    elements
      .map((element) => {
        const rect = element.getBoundingClientRect();
        return {
          name: `${element.getAttribute("aria-label") ?? ""} ${element.textContent}`.trim(),
          box: { x: rect.x, y: rect.y, width: rect.width, height: rect.height },
        };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0),
  );
}

/** The names of the controls in reach that the toast lies over. */
async function coveredControls(page: Page, toast: Locator, used: Locator): Promise<string[]> {
  const toastBox = await toast.boundingBox();
  const usedBox = await used.boundingBox();
  if (!toastBox || !usedBox) throw new Error("the toast or the control used has no box");
  const middle = (box: Box) => box.y + box.height / 2;
  // The card's row of actions: its buttons level with the one used.
  const row = (await boxesOf(used.locator("xpath=ancestor::article[1]//button"))).filter(
    ({ box }) => Math.abs(middle(box) - middle(usedBox)) < 16,
  );
  const fixed = await boxesOf(
    page.locator(".bottom-nav a[href], .bottom-nav button, button.compose-button"),
  );
  expect(row.length).toBeGreaterThan(2);
  expect(fixed.length).toBeGreaterThan(3);
  return [...row, ...fixed].filter(({ box }) => overlaps(box, toastBox)).map(({ name }) => name);
}

test("an error toast on a phone covers no control in reach, and leaves by itself or when closed", async ({
  page,
  demo,
}) => {
  await page.clock.install();
  const id = await demo.fixture("fourImages");
  const message = "The server could not save this bookmark just now; please try it again later.";
  await demo.fail({
    method: "POST",
    path: `/api/v1/statuses/${id}/bookmark`,
    status: 500,
    error_description: message,
    times: 2,
  });
  await signIn(page, "bob", { at: `/post/${id}` });
  const card = page.locator(`article[data-post-id="${id}"]`).first();
  const bookmark = card.getByRole("button", { name: "Bookmark", exact: true });
  // The card's actions sit just above the bottom bar, where a thumb reaches
  // and where toasts come.
  await bookmark.evaluate((element) => {
    const rect = element.getBoundingClientRect();
    window.scrollBy(0, rect.bottom - (window.innerHeight - 96));
  });
  await bookmark.click();
  const toast = page.locator(".toast").filter({ hasText: message });
  await expect(toast).toBeVisible();
  // Announced once: in one live region, the alerts'.
  await expect(page.getByRole("alert").filter({ hasText: message })).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: message })).toHaveCount(0);
  expect(await coveredControls(page, toast, bookmark)).toEqual([]);

  // It leaves by itself.
  await page.clock.fastForward(20_000);
  await expect(toast).toHaveCount(0);

  // And at once with its close button.
  await bookmark.click();
  await expect(toast).toBeVisible();
  expect(await coveredControls(page, toast, bookmark)).toEqual([]);
  await toast.getByRole("button", { name: "Dismiss" }).click();
  await expect(toast).toHaveCount(0);
});
