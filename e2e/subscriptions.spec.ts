import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { ownStorageKey } from "./support/views";

/** Alice's price: 3858 atomic units a second, which reads as 0.01 XMR a month. */
const ALICE_PAGE = "/@alice/subscription";

/** The QR code on screen, decoded from a screenshot of it. */
async function decodeQr(code: Locator): Promise<string | null> {
  const png = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

/** The id of the invoice the page shows, from its URL. */
function invoiceIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get("invoice_id");
  if (!id) throw new Error("no invoice_id in the URL");
  return id;
}

/** Alerts with something to say (the toast list is an empty alert region). */
/**
 * Moves the clock by the 10-s re-read until the client has read the invoice
 * in `status`: the status shown before may still be on screen, and a tick
 * that comes while a read is still out starts none.
 */
async function readInvoiceStatus(page: Page, status: string): Promise<void> {
  await expect(async () => {
    const read = page.waitForResponse(
      async (response) =>
        response.request().method() === "GET" &&
        response.url().includes("/subscriptions/invoices/") &&
        ((await response.json()) as { status?: string }).status === status,
      { timeout: 2_000 },
    );
    await page.clock.fastForward(10_000);
    await read;
  }).toPass({ timeout: 20_000 });
}

const alerts = (page: Page) => page.getByRole("alert").filter({ hasText: /\S/ });

const invoiceStatus = (page: Page) =>
  page.getByRole("region", { name: "Invoice" }).getByRole("status").first();

test("a creator enables subscriptions, edits the price, and a failed save keeps the form", async ({
  page,
  demo,
  axe,
}) => {
  await signIn(page, "bob", { at: "/subscriptions/settings" });
  const price = page.getByLabel("Price per month (XMR)");
  await expect(price).toHaveValue("0.01");
  const enable = page.getByRole("button", { name: "Enable" });
  await expect(enable).toBeDisabled();
  await page
    .getByLabel("Payout address")
    .fill(
      "5AYiNYCaKjiRhZkMZKhv9z11Pds9ZFKerQVJGEMRZjiqdi85m3tt6hw9yQcrCsznimFpZfPCSpRKX2xWdFk7QrrkJS9bCk4",
    );
  await expect(enable).toBeEnabled();
  expect(await axe(page)).toEqual([]);

  const saved = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/subscriptions/options"),
  );
  await enable.click();
  expect((await saved).postDataJSON()).toMatchObject({
    type: "monero",
    price: 3858,
    payout_address:
      "5AYiNYCaKjiRhZkMZKhv9z11Pds9ZFKerQVJGEMRZjiqdi85m3tt6hw9yQcrCsznimFpZfPCSpRKX2xWdFk7QrrkJS9bCk4",
  });
  const current = page.getByRole("region", { name: "Current settings" });
  await expect(current).toContainText("0.01 XMR");
  await expect(current).toContainText(
    "5AYiNYCaKjiRhZkMZKhv9z11Pds9ZFKerQVJGEMRZjiqdi85m3tt6hw9yQcrCsznimFpZfPCSpRKX2xWdFk7QrrkJS9bCk4",
  );
  await expect(page.getByRole("link", { name: "Your subscription page" })).toHaveAttribute(
    "href",
    "/@bob/subscription",
  );

  await page.getByRole("button", { name: "Edit" }).click();
  await price.fill("0");
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await price.fill("0.5");
  const edited = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/subscriptions/options"),
  );
  await page.getByRole("button", { name: "Save" }).click();
  expect((await edited).postDataJSON()).toMatchObject({ price: 192901 });
  await expect(current).toContainText("0.5 XMR");

  // A failed save stops loading and nothing else: the form keeps what was typed.
  await page.getByRole("button", { name: "Edit" }).click();
  await price.fill("2.5");
  await demo.fail({
    method: "POST",
    path: "/api/v1/subscriptions/options",
    status: 400,
    error_description: "price is too low",
  });
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  await expect(price).toHaveValue("2.5");
  await expect(alerts(page)).toHaveCount(0);
});

test("a visitor names themselves, pays, and the invoice goes through every status", async ({
  page,
  demo,
  axe,
}) => {
  await page.clock.install();
  await page.goto("/@alice");
  await page.getByRole("link", { name: "Subscribe" }).first().click();
  await expect(page).toHaveURL(ALICE_PAGE);
  await expect(page.getByText("0.01 XMR per month")).toBeVisible();

  const address = page.getByLabel("Your address");
  const next = page.getByRole("button", { name: "Continue" });
  await expect(next).toBeDisabled();
  // The recipient themselves, nobody, several people, and the rate limiter.
  await address.fill("alice");
  await next.click();
  await expect(page.getByText("Profile not found")).toBeVisible();
  await address.fill("nobody-by-this-name");
  await next.click();
  await expect(page.getByText("Profile not found")).toBeVisible();
  await address.fill("e");
  await next.click();
  await expect(page.getByText("Please provide full address")).toBeVisible();
  await demo.fail({ method: "GET", path: "/api/v1/accounts/search", status: 429, text: "" });
  await address.fill("bob");
  await next.click();
  await expect(page.getByText("Too many requests")).toBeVisible();
  await next.click();
  await expect(page.getByText(/Paying as Bob/)).toBeVisible();
  await expect(page.getByText("You are not subscribed yet.")).toBeVisible();
  expect(await axe(page)).toEqual([]);

  await expect(page.getByLabel("Amount (XMR)")).toHaveValue("0.01");
  const created = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/subscriptions/invoices"),
  );
  await page.getByRole("button", { name: "Pay" }).click();
  expect((await created).postDataJSON()).toMatchObject({ amount: 10_000_000_000 });
  const panel = page.getByRole("region", { name: "Invoice" });
  await expect(invoiceStatus(page)).toHaveText(/Waiting for payment: 180 minutes left/);
  const link = panel.getByRole("link");
  const href = await link.getAttribute("href");
  expect(href).toMatch(/^monero:5\w{94}\?tx_amount=0\.01$/);
  expect(await decodeQr(panel.getByRole("img", { name: /QR code/ }))).toBe(href);
  await panel.getByText("Payment request").click();
  await expect(panel.locator("code")).toHaveText(/^monero-request:1:H4sIAAAAAAACA/);
  expect(await axe(page)).toEqual([]);
  const id = invoiceIdOf(page);

  // A reload finds the invoice again, by the URL and by what was stored.
  await page.reload();
  await expect(invoiceStatus(page)).toHaveText(/Waiting for payment/);
  await page.goto(ALICE_PAGE);
  await expect(invoiceStatus(page)).toHaveText(/Waiting for payment/);

  await demo.setInvoiceStatus(id, "underpaid");
  await readInvoiceStatus(page, "underpaid");
  await expect(invoiceStatus(page)).toHaveText(/amount received is too small/);
  await expect(panel.getByRole("link")).toHaveAttribute("href", href ?? "");
  for (const status of ["paid", "forwarded", "failed", "forwarded"]) {
    await demo.setInvoiceStatus(id, status);
    await readInvoiceStatus(page, status);
    await expect(invoiceStatus(page)).toHaveText("Processing payment");
    await expect(panel.getByRole("link")).toHaveCount(0);
  }
  await demo.setInvoiceStatus(id, "completed");
  await readInvoiceStatus(page, "completed");
  await expect(invoiceStatus(page)).toHaveText(/Payment received/);
  await expect(page.getByText(/Subscription active until/)).toBeVisible();
  await page.getByRole("button", { name: "OK" }).click();
  await expect(panel).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("invoice_id")).toBeNull();
  const aliceId = await demo.fixture("account:alice");
  const invoiceKey = await ownStorageKey(page, `invoice_${aliceId}`);
  expect(await page.evaluate((key) => localStorage.getItem(key), invoiceKey)).toBeNull();
  await expect(page.getByRole("button", { name: "Extend" })).toBeVisible();
});

test("a visitor this server has never seen is found by a resolving lookup, and pays", async ({
  page,
  demo,
}) => {
  await page.goto(ALICE_PAGE);
  const address = page.getByLabel("Your address");
  const next = page.getByRole("button", { name: "Continue" });
  // The server allows a visitor 2 resolving searches per 30 s, then answers its own JSON 429
  // ("retry in …"), which the page replaces with its own message.
  await demo.setRateLimits(true);
  await address.fill("nobody@nowhere.example");
  for (let attempt = 0; attempt < 2; attempt += 1) {
    await next.click();
    await expect(page.getByText("Profile not found")).toBeVisible();
    await address.fill(`nobody${String(attempt)}@nowhere.example`);
  }
  await next.click();
  // Our own words, never the server's broken "retry in 29.00ms".
  await expect(page.getByText(/^Too many requests/)).toBeVisible();
  await expect(page.getByText(/retry in/)).toHaveCount(0);
  await expect(address).toHaveValue("nobody1@nowhere.example");
  await demo.setRateLimits(false);

  await address.fill("oscar@faraway.example");
  const looked = page.waitForResponse((answer) => answer.url().includes("/accounts/search"));
  await next.click();
  const lookup = await looked;
  expect(new URL(lookup.url()).searchParams.get("resolve")).toBe("true");
  const [oscar] = (await lookup.json()) as { id: string; acct: string }[];
  expect(oscar?.acct).toBe("oscar@faraway.example");
  await expect(page.getByText(/Paying as Oscar Faraway/)).toBeVisible();
  await expect(page.getByText("You are not subscribed yet.")).toBeVisible();
  const created = page.waitForResponse(
    (answer) =>
      answer.request().method() === "POST" && answer.url().endsWith("/subscriptions/invoices"),
  );
  await page.getByRole("button", { name: "Pay" }).click();
  const invoice = await created;
  expect(invoice.status()).toBe(200);
  expect(invoice.request().postDataJSON()).toMatchObject({ sender_id: oscar?.id });
  await expect(invoiceStatus(page)).toHaveText(/Waiting for payment/);
});

test("a signed-in user pays, cancels, times out, and sees invoice failures", async ({
  page,
  demo,
}) => {
  await page.clock.install();
  await signIn(page, "reader", { at: ALICE_PAGE });
  await expect(page.getByText(/Paying as/)).toBeVisible();

  // Duration and amount follow each other; the minimums hold Pay back.
  const months = page.getByLabel("Duration (months)");
  const amount = page.getByLabel("Amount (XMR)");
  const pay = page.getByRole("button", { name: "Pay" });
  await months.fill("2.5");
  await expect(amount).toHaveValue("0.025");
  await amount.fill("0.05");
  await expect(months).toHaveValue("5");
  await amount.fill("0.0009");
  await expect(pay).toBeDisabled();
  await months.fill("0.5");
  await expect(pay).toBeDisabled();
  await months.fill("1");
  await expect(pay).toBeEnabled();

  // Invoice creation failure: its message in an alert.
  await demo.fail({
    method: "POST",
    path: "/api/v1/subscriptions/invoices",
    status: 400,
    error_description: "recipient can't accept payments",
  });
  await pay.click();
  await expect(alerts(page)).toHaveText("recipient can't accept payments");

  await pay.click();
  const panel = page.getByRole("region", { name: "Invoice" });
  await expect(invoiceStatus(page)).toHaveText(/Waiting for payment/);
  await panel.getByRole("button", { name: "Cancel" }).click();
  await expect(invoiceStatus(page)).toHaveText("The invoice was cancelled.");
  await expect(panel.getByRole("button", { name: "Cancel" })).toHaveCount(0);
  await panel.getByRole("button", { name: "OK" }).click();

  await pay.click();
  await expect(invoiceStatus(page)).toHaveText(/Waiting for payment/);
  const id = invoiceIdOf(page);
  await demo.setInvoiceStatus(id, "timeout");
  await readInvoiceStatus(page, "timeout");
  await expect(invoiceStatus(page)).toHaveText("The invoice has expired.");
  await panel.getByRole("button", { name: "OK" }).click();

  // Another sender with the same invoice stored is not shown it.
  await pay.click();
  await expect(invoiceStatus(page)).toHaveText(/Waiting for payment/);
  const readers = invoiceIdOf(page);
  // Another sender on this browser: a session of before there were several accounts.
  await page.evaluate(() => {
    localStorage.clear();
    localStorage.setItem("auth_token", "demo-token-newsbot");
  });
  await page.goto(`${ALICE_PAGE}?invoice_id=${readers}`);
  await expect(page.getByText(/Paying as/)).toContainText(/newsbot|News/i);
  await expect(page.getByRole("button", { name: "Pay" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Invoice" })).toHaveCount(0);
});

test("a creator grants a subscription from subscriber details", async ({ page, demo }) => {
  await signIn(page, "alice", { at: "/@bob" });
  await page.getByRole("button", { name: "More profile actions" }).click();
  await page.getByRole("menuitem", { name: "Subscriber details" }).click();
  await expect(page).toHaveURL(/\/subscriber\//);
  await expect(page.getByText("Not subscribed.")).toBeVisible();

  const duration = page.getByLabel("Duration", { exact: true });
  const grant = page.getByRole("button", { name: "Grant" });
  await duration.fill("");
  await expect(grant).toBeDisabled();
  await duration.fill("2");
  await page.getByLabel("Unit").selectOption("days");

  await demo.fail({
    method: "POST",
    path: "/api/v1/subscriptions",
    status: 400,
    error_description: "duration is too long",
  });
  await grant.click();
  await expect(alerts(page)).toHaveText("duration is too long");

  const sent = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/v1/subscriptions"),
  );
  await grant.click();
  expect((await sent).postDataJSON()).toMatchObject({ duration: 172_800 });
  await expect(page.getByText(/Subscription active until/)).toBeVisible();
});
