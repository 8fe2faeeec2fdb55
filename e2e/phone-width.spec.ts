import { routeTable } from "../src/routing/paths";
import { expect, signIn, test } from "./support/fixtures";

/**
 * On a 390 px phone no screen is wider than the window: a long name or a
 * long unbroken line (a message's preview, a post) ends in its ellipsis or
 * wraps inside its row, and the page never scrolls sideways. Every screen of
 * the route table is opened, signed in, with such a post on the timelines.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** A line no browser can break: one word longer than any phone is wide. */
const LONG_LINE = `Unbroken${"x".repeat(240)}`;

test("no screen of the route table is wider than a 390 px window", async ({ page, demo }) => {
  test.setTimeout(240_000);
  await demo.addPosts("bob", 1, LONG_LINE);
  const account = await demo.fixture("account:alice");
  const post = await demo.fixture("fourImages");
  const values: Record<string, string> = {
    tagName: "photography",
    profileId: account,
    handle: "@alice",
    feedId: "1",
    postId: post,
  };
  await signIn(page, "alice");
  const wide: string[] = [];
  for (const { pattern } of Object.values(routeTable)) {
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? name);
    await page.goto(path);
    // Drawn: a heading, or a message with a retry, once the page settles.
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#root")).not.toBeEmpty();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 390) wide.push(`${path}: ${String(width)} px`);
  }
  expect(wide).toEqual([]);
});
