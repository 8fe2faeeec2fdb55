import { expect, signIn, test } from "../support/fixtures";

/**
 * A 3.10 server has none of today's account controls: no posting defaults,
 * sessions, post language, followers-only repost, proof removal, bot mark,
 * and "Load latest posts" stays the admins'. None shows, none of their calls
 * is made.
 */
test("no posting defaults, sessions, language, repost audience, proof removal, bot or loads on 3.10", async ({
  page,
  demo,
}) => {
  const asked: string[] = [];
  page.on("request", (request) =>
    asked.push(`${request.method()} ${new URL(request.url()).pathname}`),
  );
  await signIn(page, "alice", { at: "/settings" });
  await expect(page.getByRole("region", { name: "Appearance" })).toBeVisible();
  await expect(page.getByRole("region", { name: "Posts" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Sessions" })).toHaveCount(0);

  await page.goto("/home");
  const form = page.getByRole("form", { name: "New post" });
  await expect(form.getByRole("combobox", { name: "Visibility" })).toHaveValue("public");
  await expect(form.getByRole("combobox", { name: "Language" })).toHaveCount(0);

  const id = await demo.fixture("fourImages");
  await page.goto(`/post/${id}`);
  const repost = page
    .locator(`article[data-post-id="${id}"]`)
    .getByRole("button", { name: "Repost", exact: true });
  await expect(repost).toHaveAttribute("aria-pressed", "false");

  await page.goto("/settings/identity-proof");
  const proofs = page.getByRole("region", { name: "Your identity proofs" });
  await expect(proofs).toBeVisible();
  await expect(proofs.getByRole("button")).toHaveCount(0);

  await page.goto("/settings/profile");
  await expect(page.getByRole("checkbox", { name: "Approve followers by hand" })).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Automated account (bot)" })).toHaveCount(0);

  await page.goto("/@carol@remote.example");
  await page.getByRole("button", { name: "More profile actions" }).click();
  await expect(page.getByRole("menu")).toBeVisible();
  await expect(page.getByRole("menuitem", { name: /^Load/ })).toHaveCount(0);

  expect(
    asked.filter((request) =>
      /\/api\/v1\/(preferences|settings\/sessions)|DELETE \/api\/v1\/accounts\/identity_proof|load_activities/.test(
        request,
      ),
    ),
  ).toEqual([]);
});
