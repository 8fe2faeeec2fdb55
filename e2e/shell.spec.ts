import { expect, signIn, test } from "./support/fixtures";
import { ANY_SERVER } from "./support/config";

test(
  "the search box needs text, clears, and submits its first search to the search route",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await signIn(page, "alice");
    const search = page.getByRole("search");
    const box = search.getByRole("combobox", { name: "Search" });
    const submit = search.getByRole("button", { name: "Search", exact: true });
    await expect(submit).toBeDisabled();
    await box.fill("   ");
    await expect(submit).toBeDisabled();
    await box.fill("mitra");
    await expect(submit).toBeEnabled();
    await search.getByRole("button", { name: "Clear search" }).click();
    await expect(box).toHaveValue("");
    await expect(search.getByRole("button", { name: "Clear search" })).toHaveCount(0);
    await box.fill("monero subscriptions");
    await box.press("Enter");
    // Plain words are a post search, sent with Mitra's `>`.
    await expect(page).toHaveURL(/\/search\?q=%3Emonero\+subscriptions$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  },
);

test("the sidebar holds every signed-in entry and the unread badge", async ({ page }) => {
  await signIn(page, "alice");
  const nav = page.getByRole("navigation", { name: "Main" });
  for (const name of [
    "Notifications",
    "Local",
    "Federated",
    "Profile directory",
    "Bookmarks",
    "Settings",
    "About",
  ]) {
    await expect(nav.getByRole("link", { name: new RegExp(`^${name}`) })).toBeVisible();
  }
  await expect(nav.getByRole("button", { name: "Log out" })).toBeVisible();
  // alice's demo marker leaves some notifications unread.
  await expect(nav.getByRole("link", { name: /Notifications.*unread notification/ })).toBeVisible();
});

test(
  "a new notification raises the badge after the home button reloads",
  { tag: ANY_SERVER },
  async ({ page, demo }) => {
    await signIn(page, "alice");
    const nav = page.getByRole("navigation", { name: "Main" });
    // The badge's visible number (the link's name also spells it out for screen readers).
    const badgeText = async () => {
      const badge = nav
        .getByRole("link", { name: /^Notifications/ })
        .locator(".sidebar-badge [aria-hidden='true']");
      return (await badge.count()) > 0 ? ((await badge.textContent()) ?? "") : "";
    };
    await expect.poll(badgeText).not.toBe("");
    const before = Number(await badgeText());
    await demo.notify({ to: "alice", from: "carol@remote.example", type: "follow" });
    await page.getByRole("link", { name: "Home", exact: true }).click();
    await expect.poll(async () => Number((await badgeText()) || "0")).toBe(before + 1);
  },
);

test("the profile link and the home button", { tag: ANY_SERVER }, async ({ page }) => {
  await signIn(page, "alice");
  await page.getByRole("link", { name: /My profile, @alice/ }).click();
  await expect(page).toHaveURL(/\/@alice$/);
  await page.getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test("keyboard users can skip to the content", { tag: ANY_SERVER }, async ({ page }) => {
  await signIn(page, "alice");
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("#main")).toBeFocused();
});
