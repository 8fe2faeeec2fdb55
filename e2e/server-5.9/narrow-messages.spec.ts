import { expect, signIn, test } from "../support/fixtures";
import { LONG_LINE, LONG_NAME, screensWiderThan, widenContent } from "../support/phoneWidth";

/**
 * The screens 5.9 adds (messages, groups) at 390 px: a conversation whose
 * preview is one unbroken line, from a profile with a long name, ends in its
 * ellipsis inside its row, and no screen of the route table scrolls sideways.
 */
test.use({ viewport: { width: 390, height: 844 } });

test("no 5.9 screen is wider than a 390 px window, long previews included", async ({
  page,
  demo,
}) => {
  test.setTimeout(240_000);
  await widenContent(demo);
  await demo.addPosts("bob", 1, `@alice ${LONG_LINE}`, "direct");
  await signIn(page, "alice");

  await page.goto("/messages");
  const conversations = page.getByRole("list", { name: "Conversations" });
  await expect(
    conversations.getByRole("link", { name: new RegExp(`^${LONG_NAME}`) }).first(),
  ).toBeVisible();
  // The preview of the newest message, cut inside its row.
  const preview = conversations.getByText(/Unbrokenx+/);
  await expect(preview).toBeVisible();
  const box = await preview.boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(390);

  expect(await screensWiderThan(page, demo, 390)).toEqual([]);
});
