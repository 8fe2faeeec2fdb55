import { expect, signIn, test } from "../support/fixtures";

/**
 * Mitra 3.10 has no admin API (the deletes came in 4.9, the accounts list in
 * 5.9): even the admin is offered none of it, and nothing is asked of it.
 */
test("no admin delete, no accounts page and no admin request, even for the admin", async ({
  page,
  demo,
}) => {
  const [id = ""] = await demo.addPosts("carol@remote.example", 1, "A remote post on 3.10");
  const sent: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.includes("/admin/")) sent.push(`${request.method()} ${pathname}`);
  });
  await signIn(page, "admin", { at: "/federated" });
  const post = page
    .getByRole("feed", { name: "Federated" })
    .locator(`article[data-post-id="${id}"]`);
  await post.getByRole("button", { name: "More actions" }).click();
  // The admin's copies, which ask nothing of the server, are there.
  await expect(page.getByRole("menuitem", { name: "Copy object ID" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Delete as admin" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/@carol@remote.example");
  await page.getByRole("button", { name: "More profile actions" }).click();
  await expect(page.getByRole("menuitem", { name: "Copy profile ID" })).toBeVisible();
  await expect(page.getByRole("menuitem", { name: "Delete from this server" })).toHaveCount(0);
  await page.keyboard.press("Escape");

  await page.goto("/settings");
  await expect(page.getByRole("region", { name: "Appearance" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Administration" })).toHaveCount(0);
  await page.goto("/settings/accounts");
  await expect(page).toHaveURL(/\/home$/);
  expect(sent).toEqual([]);
});
