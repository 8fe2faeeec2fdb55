import { accountStorageKey } from "./support/views";
import { expect, signIn, test } from "./support/fixtures";
import { expectAccessibleInBothThemes } from "./support/bothThemes";

// A quieter home: hidden reposts and replies stay hidden across a reload, and
// the choice is kept for the account that made it.

test("hidden reposts and replies stay hidden after a reload, kept for the account", async ({
  page,
  axe,
}) => {
  await signIn(page, "alice");
  const feed = page.getByRole("feed", { name: "Home" });
  await expect(feed.getByRole("article").first()).toBeVisible();
  await expect(feed.getByText("Reposted by").first()).toBeVisible();

  await page.getByRole("button", { name: "Home timeline filters" }).click();
  const panel = page.getByRole("dialog", { name: "Home timeline filters" });
  await panel.getByRole("checkbox", { name: "Hide reposts" }).check();
  await panel.getByRole("radio", { name: "Hide replies" }).check();
  await expect(feed.getByText("Reposted by")).toHaveCount(0);
  await expectAccessibleInBothThemes(page, axe);
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name: "Home timeline filters" })).toBeFocused();

  const key = await accountStorageKey(page, "home-filters");
  expect(key).not.toBe("home-filters");
  expect(
    JSON.parse((await page.evaluate((name) => localStorage.getItem(name), key)) ?? "{}"),
  ).toEqual({ hideReposts: true, replies: "none" });

  await page.reload();
  await expect(feed.getByRole("article").first()).toBeVisible();
  await expect(feed.getByText("Reposted by")).toHaveCount(0);
  await page.getByRole("link", { name: "Settings" }).first().click();
  const section = page.getByRole("region", { name: "Home timeline filters" });
  await expect(section.getByRole("checkbox", { name: "Hide reposts" })).toBeChecked();
  await expect(section.getByRole("radio", { name: "Hide replies" })).toBeChecked();
});
