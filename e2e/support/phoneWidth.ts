import type { Page } from "@playwright/test";
import { routeTable } from "../../src/routing/paths";
import { expect, type DemoControl } from "./fixtures";

/** A line no browser can break: one word longer than any phone is wide. */
export const LONG_LINE = `Unbroken${"x".repeat(240)}`;
/** A display name no browser can break. */
export const LONG_NAME = `Bartholomew${"o".repeat(120)}`;

/**
 * Gives the screens their widest content: a long unbroken post on the
 * timelines by a profile with a long name, and the viewer's own long name.
 */
export async function widenContent(demo: DemoControl): Promise<void> {
  await demo.rename("bob", LONG_NAME);
  await demo.rename("alice", `Alice${LONG_NAME}`);
  await demo.addPosts("bob", 1, LONG_LINE);
}

/**
 * Opens every screen of the route table and returns those wider than the
 * window ("path: width px"); the caller has signed in.
 */
export async function screensWiderThan(
  page: Page,
  demo: DemoControl,
  windowWidth: number,
): Promise<string[]> {
  const account = await demo.fixture("account:alice");
  const post = await demo.fixture("fourImages");
  const values: Record<string, string> = {
    tagName: "photography",
    profileId: account,
    handle: "@alice",
    feedId: "1",
    postId: post,
  };
  const wide: string[] = [];
  for (const { pattern } of Object.values(routeTable)) {
    const path = pattern.replace(/:(\w+)/g, (_, name: string) => values[name] ?? name);
    await page.goto(path);
    // Drawn: a heading, or a message with a retry, once the page settles.
    await page.waitForLoadState("networkidle");
    await expect(page.locator("#root")).not.toBeEmpty();
    const { width, culprits } = await page.evaluate(overflowing, windowWidth);
    if (width > windowWidth) wide.push(`${path}: ${String(width)} px (${culprits.join(", ")})`);
  }
  return wide;
}

/**
 * The page's width and the innermost elements that reach past the window,
 * named by tag and class, so a failure says what to mend. Runs in the page.
 */
function overflowing(windowWidth: number): { width: number; culprits: string[] } {
  const past = [...document.body.querySelectorAll("*")].filter(
    (element) => element.getBoundingClientRect().right > windowWidth + 1,
  );
  const innermost = past.filter(
    (element) => !past.some((other) => element.contains(other) && other !== element),
  );
  const culprits = [
    ...new Set(
      innermost.map((element) => {
        // A bare span is named by the nearest box with a class around it.
        const named = element.closest("[class]") ?? element;
        return [named.tagName.toLowerCase(), ...named.classList].join(".");
      }),
    ),
  ].slice(0, 4);
  return { width: document.documentElement.scrollWidth, culprits };
}
