import { expect, test } from "./support/fixtures";

test("the landing page shows the instance title", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Mitra Demo" })).toBeVisible();
});
