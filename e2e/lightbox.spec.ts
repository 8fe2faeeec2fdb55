import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

// The image viewer: full-screen and dark, closed by a click beside the image
// or a swipe down, and swiped between images on a phone.

/**
 * Opens the first of a post's four images, by click or tap; checks that the
 * viewer covers the whole window.
 */
async function openLightbox(
  page: Page,
  postId: string,
  how: "click" | "tap",
): Promise<{ thumb: Locator; viewer: Locator }> {
  await signIn(page, "alice", { at: `/post/${postId}` });
  const thumb = page
    .locator("article[aria-current=true]")
    .getByRole("button", { name: /^Open image/ })
    .first();
  await thumb[how]();
  const viewer = page.getByRole("dialog", { name: "Image viewer" });
  await expect(viewer.getByText("1 of 4")).toBeVisible();
  const size = page.viewportSize();
  expect(await viewer.boundingBox()).toEqual({ x: 0, y: 0, ...size });
  return { thumb, viewer };
}

test.describe("at 1280×900", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("is dark and full-screen, and a click beside the image closes it", async ({
    page,
    demo,
  }) => {
    const { thumb, viewer } = await openLightbox(page, await demo.fixture("fourImages"), "click");
    const background = await viewer.evaluate(
      (element) => getComputedStyle(element).backgroundColor,
    );
    expect(background).toMatch(/^rgba?\(0, 0, 0/);

    // A click on the image itself keeps it open.
    await viewer.getByRole("img").click();
    await expect(viewer).toBeVisible();
    await page.mouse.click(20, 450);
    await expect(viewer).toHaveCount(0);
    await expect(thumb).toBeFocused();
  });
});

test.describe("on a phone (390×844, touch)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  async function swipe(target: Locator, dx: number, dy: number): Promise<void> {
    const box = await target.boundingBox();
    if (!box) throw new Error("nothing to swipe on");
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 3;
    const init = { pointerId: 7, pointerType: "touch", isPrimary: true, bubbles: true };
    await target.dispatchEvent("pointerdown", { ...init, clientX: x, clientY: y });
    await target.dispatchEvent("pointermove", {
      ...init,
      clientX: x + dx / 2,
      clientY: y + dy / 2,
    });
    await target.dispatchEvent("pointerup", { ...init, clientX: x + dx, clientY: y + dy });
  }

  test("the lightbox swipes between images and down to close", async ({ page, demo }) => {
    const { viewer } = await openLightbox(page, await demo.fixture("fourImages"), "tap");

    const image = viewer.getByRole("img");
    await swipe(image, -150, 10);
    await expect(viewer.getByText("2 of 4")).toBeVisible();
    await swipe(image, -150, -5);
    await expect(viewer.getByText("3 of 4")).toBeVisible();
    await swipe(image, 150, 0);
    await expect(viewer.getByText("2 of 4")).toBeVisible();
    // A short movement is a tap, not a swipe.
    await swipe(image, -20, 0);
    await expect(viewer.getByText("2 of 4")).toBeVisible();
    await swipe(image, 10, 200);
    await expect(viewer).toHaveCount(0);
  });
});
