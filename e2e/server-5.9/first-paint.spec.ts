import type { Locator, Page } from "@playwright/test";
import { axeViolations, formatAxeViolations } from "../support/axe";
import { expect, signIn, test } from "../support/fixtures";
import { ENTRY_SCRIPT, holdRequests } from "../support/hold";

/**
 * The first paint of a start with a kept session: the shell's frame in the
 * page's HTML, with the sidebar's names (the bottom bar on phones) and the
 * page's heading as text, before the app's code has run; then the app in its
 * place without anything moving. Presentation, checked on one server.
 */

/** The app's entry is held until `release()`: the page shows only what its HTML and boot.js draw. */
const holdEntry = (page: Page) => holdRequests(page, ENTRY_SCRIPT);

/** Every layout shift and every heading text the page shows, from its first paint on. */
async function watchTheStart(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const probe = window as unknown as { shifted: number; headings: string[] };
    probe.shifted = 0;
    probe.headings = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        probe.shifted += (entry as PerformanceEntry & { value: number }).value;
      }
    }).observe({ type: "layout-shift", buffered: true });
    // What each painted frame shows: animation frames run only once the
    // page may be painted (not while its styles are still coming).
    const look = () => {
      const h1 = document.querySelector("#root h1");
      const heading = h1?.checkVisibility() ? h1.textContent : "";
      if (heading && probe.headings.at(-1) !== heading) probe.headings.push(heading);
      if (!document.querySelector("[role=feed] article")) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
}

async function probe(page: Page): Promise<{ shifted: number; headings: string[] }> {
  return page.evaluate(() => {
    const { shifted, headings } = window as unknown as { shifted: number; headings: string[] };
    return { shifted, headings };
  });
}

/** Whether the browser has painted text or an image (First Contentful Paint). */
function contentPainted(page: Page): Promise<boolean> {
  return page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length > 0);
}

/** A cold start of /home with a kept session, the app's code held until `release()`. */
async function coldHomeHeld(page: Page): Promise<() => void> {
  await signIn(page, "alice", { at: "about:blank" });
  await watchTheStart(page);
  const release = await holdEntry(page);
  await page.goto("/home", { waitUntil: "commit" });
  return release;
}

async function topLeft(locator: Locator): Promise<{ x: number; y: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not on the page");
  return { x: Math.round(box.x), y: Math.round(box.y) };
}

test.describe("the first paint of a kept session", () => {
  test("holds the sidebar's names and the heading as text before the app's code runs, and the app takes their place without a shift", async ({
    page,
  }) => {
    const release = await coldHomeHeld(page);

    // The frame is decoration, hidden from assistive technology (the app
    // draws the real shell moments later): it is found by its text.
    const frame = page.locator(".boot-frame");
    for (const name of ["Notifications", "Local", "Profile directory", "Settings", "Log out"]) {
      await expect(frame.getByText(name, { exact: true })).toBeVisible();
    }
    await expect(frame.getByText("Home", { exact: true })).toBeVisible();
    await expect.poll(() => contentPainted(page)).toBe(true);
    // Each place's row in the frame (the parent of its name).
    const row = (name: string) => frame.getByText(name, { exact: true }).locator("..");
    const before = {
      notifications: await topLeft(row("Notifications")),
      about: await topLeft(row("About")),
      logOut: await topLeft(row("Log out")),
      heading: await topLeft(frame.getByText("Home", { exact: true })),
    };
    expect(formatAxeViolations(await axeViolations(page))).toBe("");

    release();
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(
      page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
    ).toBeVisible();
    await expect(frame).toHaveCount(0);
    expect(await topLeft(nav.getByRole("link", { name: /^Notifications/ }))).toEqual(
      before.notifications,
    );
    expect(await topLeft(nav.getByRole("link", { name: "About" }))).toEqual(before.about);
    expect(await topLeft(nav.getByRole("button", { name: "Log out" }))).toEqual(before.logOut);
    expect(await topLeft(page.getByRole("heading", { level: 1, name: "Home" }))).toEqual(
      before.heading,
    );
    expect((await probe(page)).shifted).toBe(0);
  });

  test("comes in the language and with the places of the last visit, and the app starts in them", async ({
    page,
  }) => {
    await signIn(page, "alice", { at: "/settings" });
    await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("de");
    await expect(page.getByRole("heading", { level: 1, name: "Einstellungen" })).toBeVisible();
    await page.getByRole("link", { name: "Startseite", exact: true }).click();
    await expect(page.getByRole("feed").getByRole("article").first()).toBeVisible();

    await watchTheStart(page);
    const release = await holdEntry(page);
    await page.reload({ waitUntil: "commit" });
    const frame = page.locator(".boot-frame");
    await expect(frame.getByText("Benachrichtigungen", { exact: true })).toBeVisible();
    await expect(frame.getByText("Abmelden", { exact: true })).toBeVisible();
    await expect(frame.getByText("Notifications", { exact: true })).toHaveCount(0);
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    // The name the account switcher shows, from the kept user (home's drawn
    // posts may show it too, as their author's).
    await expect(frame.locator(".account-switcher-name")).toContainText("Alice Liddell");

    release();
    await expect(page.getByRole("feed").getByRole("article").first()).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Hauptnavigation" }).getByText("Benachrichtigungen"),
    ).toBeVisible();
    // Never the English heading in between: the app's first render is in German.
    expect((await probe(page)).headings).toEqual(["Startseite"]);
    expect((await probe(page)).shifted).toBe(0);
  });
});

test.describe("the first paint on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("shows the bottom bar and the heading, and the app's bar takes the frame's place", async ({
    page,
  }) => {
    const release = await coldHomeHeld(page);
    const frame = page.locator(".boot-frame");
    await expect(frame.getByText("Home", { exact: true })).toBeVisible();
    await expect(frame.getByText("Notifications", { exact: true })).toBeHidden();
    await expect.poll(() => contentPainted(page)).toBe(true);
    const heading = await topLeft(frame.getByText("Home", { exact: true }));
    // Icons without names, hidden from assistive technology like the rest of the frame.
    const frameBar = frame.locator(".bottom-nav-list");
    await expect(frameBar.locator("li")).toHaveCount(6);
    const barBox = await frameBar.boundingBox();

    release();
    const bar = page.getByRole("navigation", { name: "Main" }).filter({ visible: true });
    await expect(bar.getByRole("link", { name: "Local" })).toBeVisible();
    await expect(frame).toHaveCount(0);
    expect(await bar.getByRole("list").boundingBox()).toEqual(barBox);
    expect(await topLeft(page.getByRole("heading", { level: 1, name: "Home" }))).toEqual(heading);
    expect((await probe(page)).shifted).toBe(0);
  });
});
