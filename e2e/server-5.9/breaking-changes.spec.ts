import type { Page } from "@playwright/test";
import { DEMO_URL } from "../support/config";
import { expect, signIn, test } from "../support/fixtures";

/**
 * The breaking changes of Mitra 3.10 → 5.9, against the demo playing 5.9:
 * each journey works through what the newer server answers.
 */

const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
  "base64",
);

const composer = (page: Page) => page.getByRole("form", { name: "New post" });

/** The signed-in user as the demo has them now. */
async function credentials(page: Page, token: string): Promise<Record<string, unknown>> {
  const response = await page.request.get(`${DEMO_URL}/api/v1/accounts/verify_credentials`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return (await response.json()) as Record<string, unknown>;
}

test("a username with capitals and a hyphen signs in, and its empty display name shows the username", async ({
  page,
}) => {
  await signIn(page, "Zoe-Quinn", { password: "mitra-demo" });
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await page.goto("/@Zoe-Quinn");
  await expect(page.getByRole("heading", { level: 1, name: "Zoe-Quinn" })).toBeVisible();
});

test("the editor follows permissions_names, not the bitmask or the role's name", async ({
  page,
}) => {
  const role = page.waitForResponse((answer) =>
    answer.url().endsWith("/api/v1/accounts/verify_credentials"),
  );
  await signIn(page, "alice");
  const sent = ((await (await role).json()) as { role: Record<string, unknown> }).role;
  expect(sent.permissions).toBe("0");
  expect(sent.permissions_names).toContain("create_post");
  await expect(composer(page)).toBeVisible();

  // A read-only user has no editor, only the notice.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, "reader");
  await expect(
    page.getByRole("note").filter({ hasText: "Your account is read-only" }),
  ).toBeVisible();
  await expect(composer(page)).toHaveCount(0);

  // A "user" role whose names lack create_post: the names decide.
  await page.evaluate(() => localStorage.clear());
  await page.route("**/api/v1/accounts/verify_credentials", async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { role: Record<string, unknown> };
    body.role = { ...body.role, permissions: "0", permissions_names: ["create_follow_request"] };
    await route.fulfill({ response, json: body });
  });
  await signIn(page, "alice");
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(composer(page)).toHaveCount(0);
});

test("a feed member is added with the account_ids key, and the feed's string id routes", async ({
  page,
  demo,
}) => {
  await signIn(page, "alice", { at: "/custom-feeds" });
  await page.getByLabel("New feed name").fill("Remote friends");
  const created = page.waitForResponse(
    (answer) => answer.request().method() === "POST" && answer.url().endsWith("/api/v1/lists"),
  );
  await page.getByRole("button", { name: "Create" }).click();
  const feed = (await (await created).json()) as { id: unknown };
  expect(typeof feed.id).toBe("string");
  const list = page.getByRole("list", { name: "Custom feeds" });
  await list.getByRole("link", { name: "Configure Remote friends" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Remote friends" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/custom-feed/${String(feed.id)}`);

  const posted = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/accounts"),
  );
  await page.getByRole("combobox", { name: "User address" }).fill("@carol@remote.example");
  await page.getByRole("button", { name: "Add user" }).click();
  const carol = await demo.fixture("account:carol@remote.example");
  expect((await posted).postDataJSON()).toEqual({ account_ids: [carol] });
  await expect(
    page.getByRole("list", { name: "Users in this feed" }).getByText("@carol@remote.example"),
  ).toBeVisible();
});

test("saving only a new bio keeps the name, fields, lock and bot flag", async ({ page }) => {
  await signIn(page, "newsbot");
  const before = await credentials(page, "demo-token-newsbot");
  await page.goto("/settings/profile");
  await page.getByLabel("Bio").fill("Made-up headlines, now hourly.");
  const saved = page.waitForRequest(
    (request) =>
      request.method() === "PATCH" && request.url().endsWith("/accounts/update_credentials"),
  );
  await page.getByRole("button", { name: "Save" }).click();
  const body = (await saved).postDataJSON() as Record<string, unknown>;
  // Every field the form shows is sent as it stands; what it does not show is left out.
  // The bot mark is on the form (a 5.9 server reads it): it goes as it stands.
  expect(body).toMatchObject({ display_name: "Demo News Bot", locked: false, bot: true });
  expect(body).not.toHaveProperty("avatar");
  await page.waitForURL((url) => url.pathname === "/@newsbot");
  const after = await credentials(page, "demo-token-newsbot");
  expect(after.display_name).toBe(before.display_name);
  expect(after.fields).toEqual(before.fields);
  expect(after.avatar).toBe(before.avatar);
  expect(after.bot).toBe(true);
  expect((after.source as { note: string }).note).toBe("Made-up headlines, now hourly.");
});

test("an empty display name stays empty when the profile is saved", async ({ page }) => {
  await signIn(page, "Zoe-Quinn", { password: "mitra-demo" });
  await page.goto("/settings/profile");
  await expect(page.getByLabel("Display name")).toHaveValue("");
  await page.getByLabel("Bio").fill("Still no display name.");
  const saved = page.waitForRequest((request) => request.method() === "PATCH");
  await page.getByRole("button", { name: "Save" }).click();
  expect(((await saved).postDataJSON() as Record<string, unknown>).display_name).toBe("");
  await page.waitForURL((url) => url.pathname === "/@Zoe-Quinn");
  const zoe = await page.request.get(`${DEMO_URL}/api/v1/accounts/lookup?acct=Zoe-Quinn`);
  const saved59 = (await zoe.json()) as { display_name: unknown; note: string };
  expect(saved59.display_name).toBe("");
  expect(saved59.note).toContain("Still no display name.");
});

test("a price under 0.001 XMR a month is refused before it is sent", async ({ page }) => {
  await signIn(page, "bob", { at: "/subscriptions/settings" });
  await page
    .getByLabel("Payout address")
    .fill(
      "5AYiNYCaKjiRhZkMZKhv9z11Pds9ZFKerQVJGEMRZjiqdi85m3tt6hw9yQcrCsznimFpZfPCSpRKX2xWdFk7QrrkJS9bCk4",
    );
  const price = page.getByLabel("Price per month (XMR)");
  const enable = page.getByRole("button", { name: "Enable" });
  // 0.001 XMR is cut to 385 atomic units a second: 0.000998 XMR a month.
  await price.fill("0.001");
  await expect(page.getByText("Price is too low: at least 0.001001 XMR per month")).toBeVisible();
  await expect(price).toHaveAttribute("aria-invalid", "true");
  await expect(enable).toBeDisabled();
  await price.fill("0.001001");
  await expect(page.getByText(/Price is too low/)).toHaveCount(0);
  const saved = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/subscriptions/options"),
  );
  await enable.click();
  expect((await saved).postDataJSON()).toMatchObject({ price: 386 });
  await expect(page.getByRole("region", { name: "Current settings" })).toContainText(
    "0.001001 XMR",
  );
});

test("a visitor whose search the server cut to 2 is told so", async ({ page }) => {
  await page.goto("/@alice/subscription");
  await page.getByLabel("Your address").fill("a");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText(
      "This server shows visitors only 2 matches, and your profile is not among them. Please provide full address",
    ),
  ).toBeVisible();
  await page.getByLabel("Your address").fill("bob");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText(/Paying as Bob/)).toBeVisible();
});

test("the editor takes at most the instance's 4 attachments", async ({ page }) => {
  await signIn(page, "alice");
  const form = composer(page);
  await form.getByLabel("Add images or other media").setInputFiles(
    ["1", "2", "3", "4", "5"].map((name) => ({
      name: `${name}.png`,
      mimeType: "image/png",
      buffer: PNG,
    })),
  );
  await expect(form.getByRole("textbox", { name: /^Description of attachment/ })).toHaveCount(4);
  await expect(form.getByLabel("Add images or other media")).toBeDisabled();
});
