import { ANY_SERVER, DEMO_SERVER } from "./support/config";
import { expect, signIn, test } from "./support/fixtures";

/** The release each played server names (the client's own version stays 3.10.0). */
const SERVER_RELEASE = { "3.10": "3.10.0", "5.9": "5.9.1" }[DEMO_SERVER];

test("a visitor sees the about page in a static layout with the instance figures", async ({
  page,
  axe,
}) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Learn more" }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole("heading", { level: 1, name: "Mitra Demo" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Administrator" })).toBeVisible();
  await expect(page.getByRole("link", { name: /@admin/ })).toBeVisible();
  const versions = page.getByRole("definition");
  await expect(page.getByRole("term").filter({ hasText: "Server version" })).toBeVisible();
  await expect(versions.first()).toHaveText(SERVER_RELEASE);
  await expect(versions.nth(1)).toHaveText("3.10.0");
  // No sidebar for visitors, and a way back.
  await expect(page.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await page.getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/about");
  expect(await axe(page)).toEqual([]);
});

test(
  "the server version reads 'unknown' when the version string names none",
  { tag: ANY_SERVER },
  async ({ page, demo }) => {
    await demo.patchInstance({ version: "4.2.0" });
    await page.goto("/about");
    await expect(page.getByRole("definition").first()).toHaveText("unknown");
    await expect(page.getByRole("definition").nth(1)).toHaveText("3.10.0");
  },
);

test(
  "a newer server's version is read from the same pattern",
  { tag: ANY_SERVER },
  async ({ page, demo }) => {
    await demo.patchInstance({ version: "4.0.0 (compatible; Mitra 5.9.1)" });
    await page.goto("/about");
    await expect(page.getByRole("definition").first()).toHaveText("5.9.1");
  },
);

test("the description is rendered as safe HTML", { tag: ANY_SERVER }, async ({ page, demo }) => {
  await demo.patchInstance({
    description:
      '<p>Welcome <strong>friends</strong> <a href="https://example.org/rules">rules</a></p>' +
      '<script>window.__pwned = "script"</script>' +
      '<img src="x" onerror="window.__pwned = \'img\'">' +
      "<a href=\"javascript:window.__pwned='link'\">click me</a>" +
      "<svg onload=\"window.__pwned = 'svg'\"></svg>",
  });
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await page.goto("/about");
  await expect(page.getByText("friends")).toBeVisible();
  const rules = page.getByRole("link", { name: "rules" });
  await expect(rules).toHaveAttribute("rel", "noopener noreferrer nofollow");
  await expect(rules).toHaveAttribute("target", "_blank");
  await expect(page.getByText("click me")).toBeVisible();
  await expect(page.getByRole("link", { name: "click me" })).toHaveCount(0);
  await page.getByText("click me").click();
  expect(await page.evaluate(() => (window as { __pwned?: string }).__pwned)).toBeUndefined();
  const description = page.locator(".about-description");
  expect(await description.locator("script, svg, img, [onerror], [onload]").count()).toBe(0);
  expect(dialogs).toEqual([]);
});

test("a signed-in user sees the about page inside the app", async ({ page }) => {
  await signIn(page, "alice");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Mitra Demo" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});
