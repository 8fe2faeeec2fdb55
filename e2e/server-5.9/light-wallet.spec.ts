import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";

/**
 * Subscription settings on an instance that watches payments with a light
 * wallet (Mitra 4.15+): the option carries the payout wallet's private view key.
 */

/** A private key from the monero crate's documentation. */
const KEY = "77916d0cd56ed1920aef6ca56d8a41bac915b68e4c46a589e0956e27a7b77404";
const PAYOUT =
  "5AYiNYCaKjiRhZkMZKhv9z11Pds9ZFKerQVJGEMRZjiqdi85m3tt6hw9yQcrCsznimFpZfPCSpRKX2xWdFk7QrrkJS9bCk4";
const INVALID = "This is not a private view key: it is 64 hexadecimal characters (0–9 and a–f).";

test.beforeEach(async ({ demo }) => {
  await demo.patchInstance({ light_wallet: true });
});

const saveRequest = (page: Page) =>
  page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/subscriptions/options"),
  );

/** What the page keeps in storage and in its address. */
const kept = (page: Page) =>
  page.evaluate(() => {
    const all = [location.href];
    for (const storage of [localStorage, sessionStorage]) {
      for (let index = 0; index < storage.length; index++) {
        const name = storage.key(index) ?? "";
        all.push(name, storage.getItem(name) ?? "");
      }
    }
    return all.join("\n");
  });

test("a creator on a light-wallet instance saves subscription settings with the view key, and they are there after a reload", async ({
  page,
  axe,
}) => {
  await signIn(page, "bob", { at: "/subscriptions/settings" });
  const key = page.getByLabel("Private view key");
  await expect(key).toHaveAttribute("type", "password");
  await page.getByLabel("Payout address").fill(PAYOUT);
  await key.fill(KEY);

  // The toggle is the next stop from the keyboard, and shows and hides the key.
  await key.press("Tab");
  const show = page.getByRole("button", { name: "Show view key" });
  await expect(show).toBeFocused();
  await page.keyboard.press("Space");
  await expect(show).toHaveAttribute("aria-pressed", "true");
  await expect(key).toHaveAttribute("type", "text");
  await page.keyboard.press("Space");
  await expect(key).toHaveAttribute("type", "password");
  expect(await axe(page)).toEqual([]);

  const saved = saveRequest(page);
  await page.getByRole("button", { name: "Enable" }).click();
  expect((await saved).postDataJSON()).toEqual({
    type: "monero-light",
    chain_id: "monero:76ee3cc98646292206cd3e86f74d88b4",
    price: 3858,
    payout_address: PAYOUT,
    view_key: KEY,
  });
  const current = page.getByRole("region", { name: "Current settings" });
  await expect(current).toContainText("Set (not shown)");

  await page.reload();
  await expect(current).toContainText("0.01 XMR");
  await expect(current).toContainText(PAYOUT);
  await expect(current).toContainText("Private view key");
  await expect(current).toContainText("Set (not shown)");
  await expect(page.getByText(KEY)).toHaveCount(0);
  expect(await kept(page)).not.toContain(KEY);
});

test("an invalid view key shows the message, and nothing typed is lost", async ({ page, demo }) => {
  await signIn(page, "bob", { at: "/subscriptions/settings" });
  const price = page.getByLabel("Price per month (XMR)");
  const address = page.getByLabel("Payout address");
  const key = page.getByLabel("Private view key");
  const enable = page.getByRole("button", { name: "Enable" });
  await price.fill("0.05");
  await address.fill(PAYOUT);

  await key.fill("my-view-key");
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(key).toHaveAttribute("aria-invalid", "true");
  await expect(enable).toBeDisabled();

  // One character short: said once the field is left.
  await key.fill(KEY.slice(1));
  await expect(page.getByText(INVALID)).toHaveCount(0);
  await key.press("Tab");
  await expect(page.getByText(INVALID)).toBeVisible();
  await expect(enable).toBeDisabled();
  await expect(price).toHaveValue("0.05");
  await expect(address).toHaveValue(PAYOUT);
  await expect(key).toHaveValue(KEY.slice(1));

  // A failed save (the light-wallet server refusing the login is a 500)
  // only ends the busy state: everything typed stays, the key too.
  await key.fill(KEY);
  await expect(page.getByText(INVALID)).toHaveCount(0);
  await demo.fail({
    method: "POST",
    path: "/api/v1/subscriptions/options",
    status: 500,
    error_description: "internal error",
  });
  await enable.click();
  await expect(enable).toBeEnabled();
  await expect(price).toHaveValue("0.05");
  await expect(address).toHaveValue(PAYOUT);
  await expect(key).toHaveValue(KEY);
  expect(await kept(page)).not.toContain(KEY);

  const saved = saveRequest(page);
  await enable.click();
  expect((await saved).postDataJSON()).toMatchObject({ price: 19290, view_key: KEY });
  await expect(page.getByRole("region", { name: "Current settings" })).toContainText("0.05 XMR");
});
