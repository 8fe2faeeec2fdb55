import { readFileSync } from "node:fs";
import path from "node:path";
import { expect, signIn, test } from "./support/fixtures";
import { DEMO_URL, REPO_ROOT } from "./support/config";
import type { APIRequestContext, Page } from "@playwright/test";
import { ownStorageKey } from "./support/views";

const de = JSON.parse(readFileSync(path.join(REPO_ROOT, "src/locales/de.json"), "utf8")) as Record<
  string,
  string
>;

async function storedConfig(
  page: Page,
  request: APIRequestContext,
): Promise<Record<string, unknown>> {
  const tokenKey = await ownStorageKey(page, "auth_token");
  const token = await page.evaluate((key) => localStorage.getItem(key), tokenKey);
  const response = await request.get(`${DEMO_URL}/api/v1/accounts/verify_credentials`, {
    headers: { Authorization: `Bearer ${token ?? ""}` },
  });
  const user = (await response.json()) as {
    client_config: Record<string, Record<string, unknown>>;
  };
  return user.client_config["mitra-web"] ?? {};
}

test("the dark theme is stored in client_config and survives a reload", async ({
  page,
  request,
  axe,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signIn(page, "alice", { at: "/settings" });
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "light");
  expect(await axe(page)).toEqual([]);

  await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
  await page.getByRole("radio", { name: "Dark" }).check();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect.poll(async () => (await storedConfig(page, request)).theme).toBe("dark");
  expect(await axe(page)).toEqual([]);

  await page.reload();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();
  // A chosen theme no longer follows the system.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).toHaveAttribute("data-theme", "dark");
});

test("the theme follows the system until the user chooses, and again after System", async ({
  page,
  request,
}) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await signIn(page, "alice");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("data-theme", "dark");
  await page.emulateMedia({ colorScheme: "light" });
  await expect(html).toHaveAttribute("data-theme", "light");

  await page.goto("/settings");
  await page.getByRole("radio", { name: "Dark" }).check();
  await expect(html).toHaveAttribute("data-theme", "dark");
  await page.getByRole("radio", { name: "System" }).check();
  await expect(html).toHaveAttribute("data-theme", "light");
  await expect.poll(async () => (await storedConfig(page, request)).theme).toBeNull();
  await page.reload();
  await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
  await page.emulateMedia({ colorScheme: "dark" });
  await expect(html).toHaveAttribute("data-theme", "dark");
});

test("the language is stored in client_config and translates the interface", async ({
  page,
  request,
}) => {
  await signIn(page, "alice", { at: "/settings" });
  await page.getByRole("combobox", { name: "Language", exact: true }).selectOption("de");
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("heading", { level: 1, name: de["nav.settings"] })).toBeVisible();
  await expect.poll(async () => (await storedConfig(page, request)).locale).toBe("de");

  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: de["nav.settings"] })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: de["nav.main"] })
      .getByRole("link", { name: de["nav.about"] }),
  ).toBeVisible();
});

test("blurring sensitive media and Ctrl+Enter settings are stored", async ({ page, request }) => {
  await signIn(page, "alice", { at: "/settings" });
  const warnings = page.getByRole("checkbox", { name: "Blur sensitive media" });
  const ctrlEnter = page.getByRole("checkbox", { name: "Send posts with Ctrl+Enter" });
  await expect(warnings).toBeChecked();
  await expect(ctrlEnter).not.toBeChecked();
  await warnings.uncheck();
  await ctrlEnter.check();
  await expect
    .poll(async () => storedConfig(page, request))
    .toMatchObject({
      contentWarningsEnabled: false,
      ctrlEnterEnabled: true,
    });
});

test("a failed save is undone and explained", async ({ page, demo }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await signIn(page, "alice", { at: "/settings" });
  await demo.fail({
    method: "POST",
    path: "/api/v1/settings/client_config",
    status: 400,
    error_description: "client config is too big",
  });
  // click, not check: the rollback may land before Playwright looks.
  await page.getByRole("radio", { name: "Dark" }).click();
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    "client config is too big",
  );
  await expect(page.getByRole("radio", { name: "System" })).toBeChecked();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
});
