import type { Page } from "@playwright/test";
import { DEMO_URL } from "./support/config";
import { expect, signIn, test } from "./support/fixtures";
import { expectAccessibleInBothThemes } from "./support/bothThemes";

// "From a link": the browser fetches a picture from another server and
// uploads it as a file; what the other server refuses is said plainly.

const composer = (page: Page) => page.getByRole("form", { name: "New post" });

async function fromLink(page: Page, name: string) {
  await composer(page).getByRole("button", { name: "From a link" }).click();
  const panel = page.getByRole("dialog", { name: "From a link" });
  await panel.getByLabel("Address of the picture").fill(`${DEMO_URL}/__demo/link/${name}`);
  await panel.getByRole("button", { name: "Add picture" }).click();
  return panel;
}

test("a picture from a link is uploaded as a file; refusals are explained", async ({
  page,
  axe,
}) => {
  await signIn(page, "alice");
  await expect(composer(page)).toBeVisible();

  const uploaded = page.waitForRequest(
    (request) => request.method() === "POST" && request.url().endsWith("/api/v1/media"),
  );
  await fromLink(page, "picture.png");
  const body = (await uploaded).postDataJSON() as { media_type: string };
  expect(body.media_type).toBe("image/png");
  await expect(composer(page).getByRole("button", { name: "Remove attachment 1" })).toBeVisible();

  let panel = await fromLink(page, "page.html");
  await expect(panel.getByRole("alert")).toHaveText("That address does not answer with a picture.");
  // The open panel with its refusal.
  await expectAccessibleInBothThemes(page, axe);
  await page.keyboard.press("Escape");

  panel = await fromLink(page, "huge.png");
  await expect(panel.getByRole("alert")).toHaveText(
    "That picture is larger than this server takes (5 MB).",
  );
  await page.keyboard.press("Escape");

  panel = await fromLink(page, "private.png");
  await expect(panel.getByRole("alert")).toContainText("did not let the picture be fetched");
  // Nothing else was attached.
  await expect(composer(page).getByRole("button", { name: /^Remove attachment/ })).toHaveCount(1);
});
