import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { SCHEMES, VIEWPORTS, withToken } from "./support/views";

async function threadCard(page: Page, id: string): Promise<Locator> {
  await page.goto(`/post/${id}`);
  const card = page.locator(`article[data-post-id="${id}"]`);
  await expect(card).toBeVisible();
  return card;
}

for (const size of VIEWPORTS) {
  for (const scheme of SCHEMES) {
    test.describe(`${size.name}, ${scheme} theme`, () => {
      test.use({ viewport: { width: size.width, height: size.height }, colorScheme: scheme });

      test("the blur of a sensitive image stays inside the image's frame", async ({
        page,
        demo,
      }) => {
        await withToken(page, "bob");
        const card = await threadCard(page, await demo.fixture("sensitivePost"));
        const toggle = card.getByRole("button", { name: "Show sensitive content" });
        await expect(toggle).toBeVisible();
        const frame = card.locator(".media-items");
        await frame.scrollIntoViewIfNeeded();
        const box = await frame.boundingBox();
        if (!box) throw new Error("no media frame");
        // The strips around the frame: below it (towards the action bar) and
        // in the card's margins on both sides. The blur must paint none of them.
        const strips = [
          { x: box.x, y: box.y + box.height + 1, width: box.width, height: 6 },
          { x: box.x - 12, y: box.y, width: 10, height: box.height },
          { x: box.x + box.width + 2, y: box.y, width: 10, height: box.height },
        ];
        const shots = async () =>
          Promise.all(strips.map((clip) => page.screenshot({ clip, animations: "disabled" })));
        const hidden = await shots();
        await toggle.click();
        await expect(card.getByRole("button", { name: "Hide sensitive content" })).toBeVisible();
        await page.mouse.move(0, 0);
        const revealed = await shots();
        hidden.forEach((shot, index) =>
          expect(shot.equals(revealed[index] ?? Buffer.alloc(0)), `strip ${String(index)}`).toBe(
            true,
          ),
        );
      });

      test("opening a tip leaves the action bar where it was", async ({ page, demo }) => {
        await withToken(page, "bob");
        const card = await threadCard(page, await demo.fixture("alicePinned"));
        const more = card.getByRole("button", { name: "More actions" });
        const like = card.getByRole("button", { name: "Like", exact: true });
        const before = [await more.boundingBox(), await like.boundingBox()];
        await card.getByRole("button", { name: "Tip in Monero" }).click();
        await expect(card.getByRole("link", { name: "Subscribe" })).toBeVisible();
        expect([await more.boundingBox(), await like.boundingBox()]).toEqual(before);
      });
    });
  }
}

/** alice's home timeline and its first card. */
async function firstHomeCard(page: Page) {
  await withToken(page, "alice");
  await page.goto("/home");
  const card = page.getByRole("feed", { name: "Home" }).getByRole("article").first();
  const id = (await card.getAttribute("data-post-id")) ?? "";
  return { card, id };
}

test.describe("a click on a post card", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("on its text opens the thread, which has a heading, the full date and a way back", async ({
    page,
  }) => {
    const { card, id } = await firstHomeCard(page);
    await card.locator(".post-content p").first().click();
    await expect(page).toHaveURL(new RegExp(`/post/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Post" })).toBeVisible();
    const selected = page.locator(`article[data-post-id="${id}"]`);
    await expect(selected.locator(".post-full-date time")).toHaveAttribute(
      "datetime",
      (await selected.locator(".post-time time").getAttribute("datetime")) ?? "",
    );
    await page.getByRole("button", { name: "Back" }).click();
    await expect(page).toHaveURL(/\/home$/);
  });

  test("on its free space opens it; selecting its text or clicking a link does not", async ({
    page,
  }) => {
    const { card, id } = await firstHomeCard(page);
    const text = card.locator(".post-content p").first();
    const box = await text.boundingBox();
    if (!box) throw new Error("no text");
    // Drag along the first line of text: a selection, not a click on the post.
    const line = box.y + 8;
    await page.mouse.move(box.x + 2, line);
    await page.mouse.down();
    await page.mouse.move(box.x + Math.min(box.width - 2, 120), line, { steps: 5 });
    await page.mouse.up();
    expect(await page.evaluate(() => window.getSelection()?.toString() ?? "")).not.toBe("");
    await expect(page).toHaveURL(/\/home$/);
    await page.evaluate(() => window.getSelection()?.removeAllRanges());

    // The author's name is a link of its own: the profile, not the post.
    await card.locator("a.post-author").click();
    await expect(page).toHaveURL(/\/@alice$/);
    await page.goBack();

    // The padding of the card, beside the text.
    const again = page.locator(`article[data-post-id="${id}"]`).first();
    const cardBox = await again.boundingBox();
    if (!cardBox) throw new Error("no card");
    await page.mouse.click(cardBox.x + cardBox.width - 6, cardBox.y + cardBox.height / 2);
    await expect(page).toHaveURL(new RegExp(`/post/${id}$`));
  });

  test("with Ctrl or the middle button opens the post in a new tab", async ({ page, context }) => {
    const { card, id } = await firstHomeCard(page);
    const text = card.locator(".post-content p").first();
    for (const click of [
      () => text.click({ modifiers: ["ControlOrMeta"] }),
      () => text.click({ button: "middle" }),
    ]) {
      const opened = context.waitForEvent("page");
      await click();
      const tab = await opened;
      await expect(tab).toHaveURL(new RegExp(`/post/${id}$`));
      await tab.close();
      await expect(page).toHaveURL(/\/home$/);
    }
  });

  test("by a visitor goes where the post's time link goes, outside the client", async ({
    page,
  }) => {
    await page.goto("/local");
    const card = page.getByRole("feed", { name: "Local" }).getByRole("article").first();
    const href = (await card.locator("a.post-time").getAttribute("href")) ?? "";
    expect(href).toMatch(/^https?:\/\//);
    expect(await card.locator("a.post-time").getAttribute("rel")).toBe(
      "noopener noreferrer nofollow",
    );
    await card.locator(".post-content p").first().click();
    await expect(page).toHaveURL(href);
  });
});
