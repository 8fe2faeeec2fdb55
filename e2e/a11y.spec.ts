import type { Page } from "@playwright/test";
import { expect, formatAxeViolations, signIn, test } from "./support/fixtures";
import { HOME_POLL, withToken } from "./support/views";

const composer = (page: Page) => page.getByRole("combobox", { name: "New post" });
const homeFeed = (page: Page) => page.getByRole("feed", { name: "Home" });

// WCAG 2 A/AA, contrast included: both themes must pass.
for (const scheme of ["light", "dark"] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });
    // Each test runs axe over several whole pages: seconds each on a busy 2-core machine.
    test.describe.configure({ timeout: 90_000 });

    test("the landing page, sign-up form and Ethereum page", async ({ page, axe }) => {
      await page.goto("/");
      await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axe(page)).toEqual([]);
      await page.getByRole("button", { name: "Don't have an account? Sign Up" }).click();
      await page.getByLabel("Username", { exact: true }).fill("Bad Name");
      expect(await axe(page)).toEqual([]);
      await page.goto("/ethereum");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await axe(page)).toEqual([]);
    });

    test("the signed-in shell and an error notice", async ({ page, axe, demo }) => {
      await signIn(page, "alice");
      await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
      await page.getByRole("combobox", { name: "Search" }).fill("text");
      expect(await axe(page)).toEqual([]);
      await demo.fail({
        method: "POST",
        path: "/api/v1/settings/client_config",
        status: 400,
        error_description: "nope",
      });
      await page.goto("/settings");
      await page.getByRole("checkbox", { name: "Send posts with Ctrl+Enter" }).click();
      await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText("nope");
      expect(await axe(page)).toEqual([]);
    });

    test("timelines, the post card, its menu, reactions and the lightbox", async ({
      page,
      axe,
      demo,
    }) => {
      await signIn(page, "bob");
      await expect(
        page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
      ).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
      await page.goto(`/post/${await demo.fixture("fourImages")}`);
      const card = page.locator("article[aria-current=true]");
      await card.getByRole("button", { name: "More actions" }).click();
      await expect(page.getByRole("menu")).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
      await page.keyboard.press("Escape");
      await card.getByRole("button", { name: "Add reaction" }).click();
      await expect(page.getByRole("searchbox", { name: "Search emoji" })).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
      await page.keyboard.press("Escape");
      await card
        .getByRole("button", { name: /^Open image/ })
        .first()
        .click();
      await expect(page.getByRole("dialog", { name: "Image viewer" })).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
      await page.keyboard.press("Escape");
      await page.goto(`/post/${await demo.fixture("sensitivePost")}`);
      await expect(page.getByRole("button", { name: "Show sensitive content" })).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
    });

    test("a visitor's tag timeline", async ({ page, axe }) => {
      await page.goto("/tag/photography");
      await expect(page.getByRole("feed").getByRole("article").first()).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
    });

    test.describe("at 1280×900", () => {
      test.use({ viewport: { width: 1280, height: 900 } });

      test(`the picker, suggestions and lightbox are axe-clean (${scheme})`, async ({
        page,
        axe,
        demo,
      }) => {
        test.setTimeout(90_000);
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, "alice");
        await page.getByRole("button", { name: "Insert emoji" }).click();
        const picker = page.getByRole("dialog", { name: "Insert emoji" });
        await expect(picker.getByRole("group", { name: "Smileys & emotion" })).toBeVisible();
        expect(formatAxeViolations(await axe(page))).toBe("");
        await page.keyboard.press("Escape");

        await composer(page).pressSequentially(":smil");
        await expect(page.getByRole("listbox", { name: "Matching emoji" })).toBeVisible();
        expect(formatAxeViolations(await axe(page))).toBe("");
        await page.keyboard.press("Escape");

        await page.goto(`/post/${await demo.fixture("fourImages")}`);
        await page
          .locator("article[aria-current=true]")
          .getByRole("button", { name: /^Open image/ })
          .first()
          .click();
        await expect(page.getByRole("dialog", { name: "Image viewer" })).toBeVisible();
        expect(formatAxeViolations(await axe(page))).toBe("");
      });
    });

    test("the new-posts pill, compact notifications with the list of everyone, the directory are axe-clean", async ({
      page,
      demo,
      axe,
    }) => {
      // Four full-page axe scans on three screens.
      test.slow();
      await withToken(page, "alice");
      await page.clock.install();
      await page.goto("/home");
      await expect(homeFeed(page).getByRole("article").first()).toBeVisible();
      await demo.addPosts("carol@remote.example", 2);
      await page.clock.fastForward(HOME_POLL);
      await expect(page.getByRole("button", { name: "2 new posts" })).toBeVisible();
      expect(formatAxeViolations(await axe(page, { include: [".home-feed"] }))).toBe("");

      await page.goto("/notifications");
      const first = page.getByRole("article", { name: "Notification" }).first();
      await expect(first.locator("a.notification-excerpt")).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
      await first.getByRole("button", { name: "3 others" }).click();
      await expect(page.getByRole("dialog", { name: "Liked by" })).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
      await page.keyboard.press("Escape");

      await page.goto("/profile-directory");
      await expect(page.locator(".directory-card").first()).toBeVisible();
      await expect(page.getByRole("button", { name: "Unfollow" }).first()).toBeVisible();
      expect(formatAxeViolations(await axe(page))).toBe("");
    });
  });
}

test("the axe check reports what breaks WCAG, within what a test names", async ({ page, axe }) => {
  await page.setContent(
    `<html lang="en"><title>Check</title><main><h1>Check</h1><button id="nameless"></button>` +
      `<p id="faint" style="color:#bbb;background:#fff">Faint text</p></main></html>`,
  );
  const ids = (violations: Awaited<ReturnType<typeof axe>>): string[] =>
    violations.map((violation) => violation.id).sort();
  expect(ids(await axe(page))).toEqual(["button-name", "color-contrast"]);
  // A second scan of the same document reuses axe and finds the same.
  expect(ids(await axe(page))).toEqual(["button-name", "color-contrast"]);
  expect(ids(await axe(page, { exclude: ["#nameless"] }))).toEqual(["color-contrast"]);
  expect(ids(await axe(page, { include: ["#nameless"] }))).toEqual(["button-name"]);
  expect(ids(await axe(page, { disableRules: ["color-contrast"] }))).toEqual(["button-name"]);
});
