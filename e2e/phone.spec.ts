import type { Locator, Page } from "@playwright/test";
import { expect, formatAxeViolations, nextCreatedPost, signIn, test } from "./support/fixtures";

// A phone: below 700 px the app has its phone layout.
test.use({ viewport: { width: 390, height: 844 } });

const bar = (page: Page) => page.getByRole("navigation", { name: "Main" });

/** Nothing on the page is wider than the screen. */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(width);
}

/** Each of `controls` is at least 44 × 44 px. */
async function expectTouchTargets(controls: Locator): Promise<void> {
  const count = await controls.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const control = controls.nth(index);
    const box = await control.boundingBox();
    const name = (await control.getAttribute("aria-label")) ?? (await control.textContent());
    expect(box?.width, `${name} width`).toBeGreaterThanOrEqual(44);
    expect(box?.height, `${name} height`).toBeGreaterThanOrEqual(44);
  }
}

test("the bottom bar reaches every main screen, with the unread badge", async ({ page, demo }) => {
  await demo.notify({ to: "alice", from: "bob", type: "follow" });
  await signIn(page, "alice");
  // One navigation: the sidebar gives way to the bar.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectTouchTargets(bar(page).locator("a, button"));
  // The first post comes right under the heading: no composer above it.
  await expect(page.getByRole("form", { name: "New post" })).toHaveCount(0);

  const notifications = bar(page).getByRole("link", { name: /^Notifications/ });
  await expect(notifications).toHaveAccessibleName(/Notifications \d+\+? (or more )?unread/);
  await notifications.click();
  await expect(page.getByRole("heading", { level: 1, name: "Notifications" })).toBeVisible();
  await expectNoSidewaysScroll(page);

  await bar(page).getByRole("link", { name: "Local" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Local" })).toBeVisible();
  await expect(
    page.getByRole("feed", { name: "Local" }).getByRole("article").first(),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  // The post's actions; links in its text are exempt, as in running text.
  await expectTouchTargets(
    page.getByRole("feed", { name: "Local" }).getByRole("article").first().getByRole("button"),
  );

  await bar(page).getByRole("link", { name: "Search" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Search results" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Search" })).toBeFocused();
  await page.keyboard.type("alice");
  await page.keyboard.press("Enter");
  await expect(page.getByText(/^Results for/)).toBeVisible();
  await expectNoSidewaysScroll(page);

  await bar(page).getByRole("link", { name: "My profile, @alice" }).click();
  await expect(page).toHaveURL(/\/@alice$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The rest is in the menu.
  for (const [item, heading] of [
    ["Profile directory", "Profile directory"],
    ["Bookmarks", "Bookmarks"],
    ["Settings", "Settings"],
  ] as const) {
    await bar(page).getByRole("button", { name: "More" }).click();
    await page.getByRole("menuitem", { name: item }).click();
    await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }

  await bar(page).getByRole("link", { name: "Home" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();

  await bar(page).getByRole("button", { name: "More" }).click();
  await page.getByRole("menuitem", { name: "Log out" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the composer opens from its button and posts", async ({ page }) => {
  await signIn(page, "alice");
  const compose = page.getByRole("button", { name: "New post" });
  await expect(compose).toBeVisible();
  await expectTouchTargets(compose);
  await compose.click();
  const dialog = page.getByRole("dialog", { name: "New post" });
  await expect(dialog).toBeVisible();
  await expectNoSidewaysScroll(page);
  await dialog.getByRole("combobox", { name: "New post" }).fill("Written on a phone");
  const created = nextCreatedPost(page);
  await dialog.getByRole("button", { name: "Publish" }).click();
  const { id, sent } = await created;
  expect(sent.status).toBe("Written on a phone");
  await expect(dialog).toBeHidden();
  await expect(compose).toBeFocused();
  await page.getByRole("status").getByRole("link", { name: "View post" }).click();
  await expect(page).toHaveURL(new RegExp(`/post/${id}$`));
  await expect(page.getByText("Written on a phone").first()).toBeVisible();

  // Cancel keeps what was typed for the next time.
  await compose.click();
  await dialog.getByRole("combobox", { name: "New post" }).fill("A draft");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await compose.click();
  await expect(dialog.getByRole("combobox", { name: "New post" })).toHaveValue("A draft");
});

for (const scheme of ["light", "dark"] as const) {
  test(`the phone layout passes axe in the ${scheme} theme`, async ({ page, axe }) => {
    // Three axe scans on a loaded 2-core machine.
    test.slow();
    await page.emulateMedia({ colorScheme: scheme });
    await signIn(page, "bob");
    await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
    await expect(
      page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
    ).toBeVisible();
    expect(formatAxeViolations(await axe(page))).toBe("");
    await bar(page).getByRole("button", { name: "More" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    expect(formatAxeViolations(await axe(page))).toBe("");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "New post" }).click();
    await expect(
      page.getByRole("dialog", { name: "New post" }).getByRole("combobox", { name: "New post" }),
    ).toBeVisible();
    expect(formatAxeViolations(await axe(page))).toBe("");
  });
}
