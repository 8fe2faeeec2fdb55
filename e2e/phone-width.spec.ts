import { expect, signIn, test } from "./support/fixtures";
import { screensWiderThan, widenContent } from "./support/phoneWidth";

/**
 * On a 390 px phone no screen is wider than the window: a long name or a
 * long unbroken line (a post, a name in the sidebar or a profile) ends in its
 * ellipsis or wraps inside its row, and the page never scrolls sideways.
 * Every screen of the route table is opened, signed in. The messages screen,
 * which 3.10 lacks, is checked on 5.9 (e2e/server-5.9/phone-width.spec.ts).
 */
test.use({ viewport: { width: 390, height: 844 } });

test("no screen of the route table is wider than a 390 px window", async ({ page, demo }) => {
  test.setTimeout(240_000);
  await widenContent(demo);
  await signIn(page, "alice");
  expect(await screensWiderThan(page, demo, 390)).toEqual([]);
});
