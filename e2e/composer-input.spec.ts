import type { Locator, Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

// What the composer offers while a post is written: the emoji picker, whose
// data loads only when it opens, shortcode and tag suggestions, and on a
// phone a field that grows to a limit and a picker that fits; and the time
// on the card of what it published.

/** Requests for the unicode emoji data set (its own chunks). */
function watchEmojiData(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/(compact|github)-[\w-]+\.js$/.test(request.url())) seen.push(request.url());
  });
  return seen;
}

const composer = (page: Page) => page.getByRole("combobox", { name: "New post" });

/** Scrolls the picker until its last group, the flags, is rendered. */
async function scrollToFlags(picker: Locator): Promise<void> {
  const flags = picker.getByRole("group", { name: "Flags" });
  await expect(async () => {
    await picker.locator(".emoji-picker-body").evaluate((body) => {
      body.scrollTop = body.scrollHeight;
    });
    await expect(flags).toBeAttached({ timeout: 500 });
  }).toPass();
}

test.describe("at 1280×900", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the picker loads the whole set only when opened, searches it and remembers picks", async ({
    page,
  }) => {
    const loads = watchEmojiData(page);
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await signIn(page, "alice");
    await expect(composer(page)).toBeVisible();
    expect(loads).toEqual([]);

    await page.getByRole("button", { name: "Insert emoji" }).click();
    const picker = page.getByRole("dialog", { name: "Insert emoji" });
    await expect(picker.getByRole("group", { name: "Smileys & emotion" })).toBeVisible();
    expect(loads.length).toBeGreaterThan(0);
    // The 8 quick emoji come first, the custom ones and the unicode groups after them.
    const groups = picker.getByRole("group");
    await expect(groups.first()).toHaveAccessibleName("Quick picks");
    await expect(groups.first().getByRole("button")).toHaveCount(8);
    await expect(picker.getByRole("group", { name: "Custom" })).toBeVisible();
    await scrollToFlags(picker);

    await picker.getByRole("searchbox", { name: "Search emoji" }).fill("dog");
    await expect(picker.getByRole("button", { name: "dog face" })).toBeVisible();
    await picker.getByRole("searchbox", { name: "Search emoji" }).fill("smile");
    await expect(
      picker.getByRole("button", { name: "grinning face with smiling eyes" }),
    ).toBeVisible();
    await picker.getByRole("searchbox", { name: "Search emoji" }).fill("zzzzqq");
    await expect(picker.getByText("no emojis found")).toBeVisible();
    await picker.getByRole("searchbox", { name: "Search emoji" }).fill("dog");
    await picker.getByRole("button", { name: "dog face" }).click();
    await expect(picker).toHaveCount(0);
    await expect(composer(page)).toHaveValue("🐶 ");

    // Recently used comes right after the quick picks, with the dog in it.
    await page.getByRole("button", { name: "Insert emoji" }).click();
    const recent = picker.getByRole("group", { name: "Recently used" });
    await expect(recent.getByRole("button", { name: /dog/ })).toBeVisible();
    await expect(picker.getByRole("group").nth(1)).toHaveAccessibleName("Recently used");
    await page.keyboard.press("Escape");
    await expect(picker).toHaveCount(0);
  });

  test("the composer suggests shortcodes after a colon and tags after a hash", async ({ page }) => {
    await signIn(page, "alice");
    const field = composer(page);
    await field.click();
    await field.pressSequentially("Hi :mitr");
    const emojiList = page.getByRole("listbox", { name: "Matching emoji" });
    await expect(emojiList.getByRole("option", { name: ":mitra:" })).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(field).toHaveValue("Hi :mitra: ");

    await field.pressSequentially(":thumbsu");
    await expect(page.getByRole("listbox", { name: "Matching emoji" })).toBeVisible();
    await page.keyboard.press("Tab");
    // The fully qualified thumbs up may carry its emoji presentation selector.
    await expect(field).toHaveValue(/^Hi :mitra: 👍\uFE0F? $/);

    await field.pressSequentially("#photo");
    const tagList = page.getByRole("listbox", { name: "Matching tags" });
    await expect(tagList.getByRole("option", { name: "#photography" })).toBeVisible();
    await tagList.getByRole("option", { name: "#photography" }).click();
    await expect(field).toHaveValue(/^Hi :mitra: 👍\uFE0F? #photography $/);
  });

  test("a post just made says now", async ({ page }) => {
    await signIn(page, "alice");
    await composer(page).fill("Fresh from the oven");
    await page.getByRole("button", { name: "Publish" }).click();
    const card = page.getByRole("article").filter({ hasText: "Fresh from the oven" }).first();
    await expect(card.locator("time").first()).toHaveText("now");
  });
});

test.describe("on a phone (390×844, touch)", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test("the composer grows to a maximum height, then scrolls, and Publish stays on screen", async ({
    page,
  }) => {
    await signIn(page, "alice");
    // On a phone the composer opens in a dialog from the "New post" button.
    await page.getByRole("button", { name: "New post" }).tap();
    const field = composer(page);
    const lines = Array.from({ length: 60 }, (_, index) => `Line ${String(index + 1)}`);
    await field.fill(lines.join("\n"));
    await field.press("End");
    const sizes = await field.evaluate((element) => ({
      client: element.clientHeight,
      scroll: element.scrollHeight,
    }));
    expect(sizes.scroll).toBeGreaterThan(sizes.client);
    expect(sizes.client).toBeLessThanOrEqual(844 / 2 + 4);
    await expect(page.getByRole("button", { name: "Publish" })).toBeInViewport();
  });

  test("the emoji picker fits the phone and picks by touch", async ({ page }) => {
    await signIn(page, "alice");
    await page.getByRole("button", { name: "New post" }).tap();
    await page.getByRole("button", { name: "Insert emoji" }).tap();
    const picker = page.getByRole("dialog", { name: "Insert emoji" });
    await expect(picker.getByRole("group", { name: "Smileys & emotion" })).toBeVisible();
    const box = await picker.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await picker.getByRole("searchbox", { name: "Search emoji" }).fill("tada");
    await picker.getByRole("button", { name: "party popper" }).tap();
    await expect(composer(page)).toHaveValue("🎉 ");
  });
});
