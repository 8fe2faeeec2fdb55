import { readFileSync } from "node:fs";
import path from "node:path";
import type { Page, TestInfo } from "@playwright/test";
import { expect, formatAxeViolations, signIn, test, type DemoControl } from "./support/fixtures";
import { REPO_ROOT } from "./support/config";
import { VIEWPORTS } from "./support/views";

type Catalogue = Record<string, string>;
const catalogue = (locale: string): Catalogue =>
  JSON.parse(readFileSync(path.join(REPO_ROOT, `src/locales/${locale}.json`), "utf8")) as Catalogue;
const fa = catalogue("fa");
const vi = catalogue("vi");

/** A Persian sentence with English words in it: each run must keep its own direction. */
const MIXED_TEXT = "سلام! این فرسته دربارهٔ Mitra و ActivityPub است.";

/** Switches the UI language from the settings page, where the labels are still English. */
async function chooseLanguage(page: Page, locale: string, settingsHeading: string): Promise<void> {
  await signIn(page, "alice", { at: "/settings" });
  await page.getByRole("combobox", { name: "Language" }).selectOption(locale);
  await expect(page.getByRole("heading", { level: 1, name: settingsHeading })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", locale);
}

/** The page as it is now, kept with the test's report (not compared with a snapshot). */
async function attachScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await testInfo.attach(name, { body: await page.screenshot(), contentType: "image/png" });
}

type Axe = (page: Page) => Promise<Parameters<typeof formatAxeViolations>[0]>;

async function expectAxeClean(page: Page, axe: Axe, where: string): Promise<void> {
  expect(formatAxeViolations(await axe(page)), where).toBe("");
}

/** Opens the editor (inline on a desktop's home, a dialog from the bar's button on a phone). */
async function openEditor(page: Page, phone: boolean): Promise<void> {
  await page.goto("/home");
  if (phone) await page.getByRole("button", { name: fa["shell.newPost"] }).click();
  const box = page.getByRole("combobox", { name: fa["editor.label"] });
  await box.fill(MIXED_TEXT);
  await expect(box).toHaveAttribute("dir", "auto");
  // The browser reads the text's first strong letter: Persian, so right to left.
  expect(await box.evaluate((element) => getComputedStyle(element).direction)).toBe("rtl");
}

for (const viewport of VIEWPORTS) {
  test.describe(`Persian at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Four screens, each scanned by axe: seconds each on a busy 2-core machine.
    test.describe.configure({ timeout: 120_000 });

    test("mirrors home, a post, the editor and settings, and axe finds nothing", async ({
      page,
      axe,
      demo,
    }, testInfo) => {
      const phone = viewport.width < 700;
      await chooseLanguage(page, "fa", fa["nav.settings"] ?? "");
      const html = page.locator("html");
      await expect(html).toHaveAttribute("dir", "rtl");
      await attachScreenshot(page, testInfo, `fa-settings-${viewport.name}`);
      await expectAxeClean(page, axe, "settings");

      await page.goto("/home");
      const feed = page.getByRole("feed", { name: fa["nav.home"] });
      await expect(feed.getByRole("article").first()).toBeVisible();
      await expect(html).toHaveAttribute("dir", "rtl");
      if (!phone) await expectSidebarOnTheRight(page);
      // Counts are in Persian digits, as the plurals and dates are.
      await expect(page.locator(phone ? ".bottom-nav-badge" : ".sidebar-badge")).toHaveText(
        /^[۰-۹]+\+?/,
      );
      await attachScreenshot(page, testInfo, `fa-home-${viewport.name}`);
      await expectAxeClean(page, axe, "home");

      await openPost(page, demo);
      await attachScreenshot(page, testInfo, `fa-post-${viewport.name}`);
      await expectAxeClean(page, axe, "post");
      await openPostMenu(page, phone);
      await attachScreenshot(page, testInfo, `fa-post-menu-${viewport.name}`);
      await expectAxeClean(page, axe, "post menu");
      await page.keyboard.press("Escape");

      await openEditor(page, phone);
      await attachScreenshot(page, testInfo, `fa-editor-${viewport.name}`);
      await expectAxeClean(page, axe, "editor");
    });
  });
}

/** At desktop width the sidebar sits at the right of the content, at the window's right side. */
async function expectSidebarOnTheRight(page: Page): Promise<void> {
  const sidebar = await page.getByRole("navigation", { name: fa["nav.main"] }).boundingBox();
  const main = await page.locator("main#main").boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(sidebar).not.toBeNull();
  expect(main).not.toBeNull();
  if (!sidebar || !main) return;
  expect(sidebar.x).toBeGreaterThanOrEqual(main.x + main.width);
  expect(sidebar.x + sidebar.width / 2).toBeGreaterThan(width / 2);
}

async function openPost(page: Page, demo: DemoControl): Promise<void> {
  await page.goto(`/post/${await demo.fixture("fourImages")}`);
  const card = page.locator("article[aria-current=true]");
  await expect(card).toBeVisible();
  // Its words are the user's: their direction follows them, not the page.
  await expect(card.locator(".rich-text").first()).toHaveAttribute("dir", "auto");
  await expect(card.getByRole("button", { name: fa["post.more"] })).toBeVisible();
  // The back arrow points the way back, rightwards.
  const arrow = page.getByRole("button", { name: fa["common.back"] }).locator(".icon-directional");
  expect(await arrow.evaluate((icon) => getComputedStyle(icon).transform)).toBe(
    "matrix(-1, 0, 0, 1, 0, 0)",
  );
}

/**
 * The post's menu opens next to its button (below, or above when the window
 * has no room), lined up with the button's end: its left side when the line
 * runs right to left; always inside the window.
 */
async function openPostMenu(page: Page, phone: boolean): Promise<void> {
  const button = page
    .locator("article[aria-current=true]")
    .getByRole("button", { name: fa["post.more"] });
  await button.click();
  const menu = page.getByRole("menu");
  await expect(menu).toBeVisible();
  const [buttonBox, menuBox] = [await button.boundingBox(), await menu.boundingBox()];
  expect(buttonBox).not.toBeNull();
  expect(menuBox).not.toBeNull();
  if (!buttonBox || !menuBox) return;
  expect(menuBox.x).toBeGreaterThanOrEqual(0);
  expect(menuBox.x + menuBox.width).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  // A phone's narrow window may push the menu back inside it.
  if (!phone) expect(Math.abs(menuBox.x - buttonBox.x)).toBeLessThanOrEqual(1);
}

test("Persian stays right to left from the first paint after a reload", async ({ page }) => {
  await chooseLanguage(page, "fa", fa["nav.settings"] ?? "");
  await page.goto("/home");
  await expect(page.getByRole("feed", { name: fa["nav.home"] })).toBeVisible();
  // Without the app's code, only public/boot.js draws the page: from what the app kept.
  await page.route("**/assets/**/*.js", (route) => route.abort());
  await page.reload();
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "rtl");
  await expect(html).toHaveAttribute("lang", "fa");
  await expect(page.locator(".boot-frame")).toContainText(fa["nav.notifications"] ?? "");
});

test("Vietnamese shows translated text, left to right", async ({ page, demo }) => {
  await chooseLanguage(page, "vi", vi["nav.settings"] ?? "");
  const html = page.locator("html");
  await expect(html).toHaveAttribute("dir", "ltr");
  const nav = page.getByRole("navigation", { name: vi["nav.main"] });
  // The unread count is worded by the catalogue's plural too ("12 thông báo chưa đọc").
  await expect(
    nav.getByRole("link", { name: new RegExp(`^${vi["nav.notifications"] ?? ""} \\d+ thông báo`) }),
  ).toBeVisible();
  await expect(page.getByRole("checkbox", { name: vi["settings.ctrlEnter"] })).toBeVisible();
  await page.goto(`/post/${await demo.fixture("fourImages")}`);
  const card = page.locator("article[aria-current=true]");
  await expect(card.getByRole("button", { name: vi["post.more"] })).toBeVisible();
  await expect(card.getByRole("button", { name: vi["post.reply"] }).first()).toBeVisible();
});
