import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { holdEntryUntil } from "./support/hold";

/** What a card shows where: its box, its author's and its text's, and the text. */
interface Drawn {
  id: string;
  card: { top: number; height: number; left: number; width: number };
  author: { top: number; left: number };
  text: { top: number; height: number };
  name: string;
  content: string;
}

/** The cards in `selector`, measured. */
function measure(page: Page, selector: string): Promise<Drawn[]> {
  return page.evaluate((cards) => {
    const box = (element: Element | null) => element?.getBoundingClientRect() ?? new DOMRect();
    return [...document.querySelectorAll(cards)].map((card) => {
      const article = card.getBoundingClientRect();
      const author = box(card.querySelector(".post-author"));
      const text = box(card.querySelector(".post-content"));
      return {
        id: card.getAttribute("data-boot-post") ?? card.getAttribute("data-post-id") ?? "",
        card: {
          top: article.top,
          height: article.height,
          left: article.left,
          width: article.width,
        },
        author: { top: author.top, left: author.left },
        text: { top: text.top, height: text.height },
        name: card.querySelector(".post-author")?.textContent ?? "",
        content: card.querySelector(".post-content")?.textContent ?? "",
      };
    });
  }, selector);
}

const DRAWN = ".boot-frame article.post";
const APP = "[role=feed] article";

/**
 * A kept session, as a visit to home leaves it (the user, the frame's words,
 * the composer's height), then a cold start of home whose entry is held
 * until `release` is called.
 */
async function coldHomeHeld(
  page: Page,
  prepare: () => Promise<unknown> = () => Promise.resolve(),
  language?: string,
): Promise<() => void> {
  if (language) {
    await page.emulateMedia({ colorScheme: "dark" });
    await signIn(page, "alice", { at: "/settings" });
    await page.getByRole("combobox", { name: "Language", exact: true }).selectOption(language);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await page.goto("/home");
  } else {
    await signIn(page, "alice");
  }
  const first = page.locator(APP).first();
  await expect(first).toBeVisible();
  // What a visit keeps for the next start: the frame's words, and on a wide
  // screen the composer's height (phones have no composer on home).
  const phone = (page.viewportSize()?.width ?? 0) < 700;
  await expect
    .poll(() =>
      page.evaluate(
        (composer) =>
          Object.keys(localStorage).some((key) => key.endsWith(":boot_frame")) &&
          (!composer || localStorage.getItem("composer_height") !== null),
        !phone,
      ),
    )
    .toBe(true);
  await page.goto("about:blank");
  await prepare();
  await page.addInitScript(() => {
    const probe = window as unknown as { shifted: number };
    probe.shifted = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        probe.shifted += (entry as PerformanceEntry & { value: number }).value;
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await holdEntryUntil(page, () => released);
  await page.goto("/home", { waitUntil: "commit" });
  return release;
}

const SIZES = [
  { name: "desktop", width: 1280, height: 720 },
  // Tall enough for several cards: reposts, reactions, pictures, plain posts.
  { name: "tall desktop", width: 1280, height: 2400 },
  { name: "phone", width: 390, height: 844 },
  // Right to left, in the dark theme, the posts' language shown beside them.
  { name: "Persian, dark", width: 1280, height: 720, language: "fa" },
] as const;

test.describe("home's first posts drawn by the boot script", () => {
  for (const size of SIZES) {
    test(`show their text before the app's code runs, and nothing moves when the app takes over (${size.name})`, async ({
      page,
    }) => {
      await page.setViewportSize(size);
      const language = "language" in size ? size.language : undefined;
      const release = await coldHomeHeld(page, undefined, language);
      if (language) {
        await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      }
      const drawnFirst = page.locator(DRAWN).first();
      await expect(drawnFirst).toBeVisible();
      await expect(drawnFirst.locator(".post-content")).not.toBeEmpty();
      // Busy and inert until the app takes over.
      const drawnList = page.locator(".boot-frame .post-list");
      await expect(drawnList).toHaveAttribute("aria-busy", "true");
      await expect(drawnList).toHaveAttribute("inert", "");
      // Let the drawn pictures settle where they go.
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.querySelectorAll<HTMLImageElement>(".boot-frame img")].every(
              (image) => image.complete,
            ),
          ),
        )
        .toBe(true);
      const drawn = await measure(page, DRAWN);
      expect(drawn.length).toBeGreaterThan(size.height > 2000 ? 2 : 0);
      // Only what fills the first screen.
      const height = page.viewportSize()?.height ?? 0;
      for (const card of drawn) expect(card.card.top).toBeLessThan(height);

      release();
      await expect(page.locator(APP).first()).toBeVisible();
      await expect(page.locator(".boot-frame")).toHaveCount(0);
      await page.waitForLoadState("networkidle");
      const app = await measure(page, APP);
      for (const [index, card] of drawn.entries()) {
        const same = app[index];
        expect(same?.id, `card ${index}`).toBe(card.id);
        expect(same?.name.trim(), `card ${index}`).toBe(card.name.trim());
        expect(same?.content.replace(/\s+/g, " ").trim(), `card ${index}`).toBe(
          card.content.replace(/\s+/g, " ").trim(),
        );
        for (const [part, key] of [
          ["card", "top"],
          ["card", "height"],
          ["card", "left"],
          ["card", "width"],
          ["author", "top"],
          ["author", "left"],
          ["text", "top"],
          ["text", "height"],
        ] as const) {
          const before = (card[part] as Record<string, number>)[key] ?? 0;
          const after = (same?.[part] as Record<string, number> | undefined)?.[key] ?? -1;
          expect(Math.abs(after - before), `card ${index} ${part} ${key}`).toBeLessThanOrEqual(1);
        }
      }
      const shifted = await page.evaluate(() => (window as unknown as { shifted: number }).shifted);
      expect(shifted).toBe(0);
    });
  }

  test("a click on a drawn post before the app is there opens that post once it is", async ({
    page,
  }) => {
    const release = await coldHomeHeld(page);
    const drawnFirst = page.locator(DRAWN).first();
    await expect(drawnFirst).toBeVisible();
    const id = await drawnFirst.getAttribute("data-boot-post");
    // The frame is inert: the click goes to the page at that place.
    const box = await drawnFirst.locator(".post-content").boundingBox();
    if (!box) throw new Error("no drawn text");
    await page.mouse.click(box.x + 5, box.y + box.height / 2);
    release();
    await expect(page).toHaveURL(new RegExp(`/post/${id ?? "none"}$`));
    await expect(page.getByRole("article").first()).toBeVisible();
  });

  test("a failing page draws no post: the frame keeps its placeholders", async ({ page }) => {
    const release = await coldHomeHeld(page, () =>
      page.route(/\/api\/v1\/timelines\/home/, (route) =>
        route.fulfill({ status: 500, contentType: "application/json", body: '{"error":"down"}' }),
      ),
    );
    await expect(page.locator(".boot-frame")).toBeVisible();
    await expect(page.locator(".boot-frame-card").first()).toBeVisible();
    // The page has answered (null: failed), and the drawing script had its turn.
    const posts = await page.evaluate(
      () => (window as unknown as { mitraBoot: { home: Promise<unknown> } }).mitraBoot.home,
    );
    expect(posts).toBeNull();
    await page.waitForTimeout(300);
    await expect(page.locator(DRAWN)).toHaveCount(0);
    release();
  });

  test("hostile content is drawn as text in a real browser: nothing runs, nothing loads", async ({
    page,
  }) => {
    const loaded: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("hostile")) loaded.push(request.url());
    });
    const release = await coldHomeHeld(page, () =>
      page.route(/\/api\/v1\/timelines\/home/, async (route) => {
        const answer = await route.fetch();
        const posts = (await answer.json()) as { content: string; reblog: unknown }[];
        const first = { ...posts[0], reblog: null } as Record<string, unknown>;
        first.content =
          '<p>Safe <script>window.pwned = 1</script><img src="/hostile.png" onerror="window.pwned = 2">' +
          '<a href="javascript:window.pwned = 3">text</a></p><iframe src="/hostile.html"></iframe>';
        first.account = {
          ...(first.account as object),
          display_name: '<img src="/hostile-name.png" onerror="window.pwned = 4">Eve',
        };
        await route.fulfill({ response: answer, json: [first, ...posts.slice(1)] });
      }),
    );
    const drawnFirst = page.locator(DRAWN).first();
    await expect(drawnFirst.locator(".post-content")).toHaveText("Safe text");
    await expect(drawnFirst.locator(".post-author")).toHaveText(
      '<img src="/hostile-name.png" onerror="window.pwned = 4">Eve',
    );
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as { pwned?: unknown }).pwned)).toBeUndefined();
    expect(
      await page.locator(".boot-frame script, .boot-frame iframe, .boot-frame a").count(),
    ).toBe(0);
    expect(loaded).toEqual([]);
    release();
    await expect(page.locator(APP).first()).toBeVisible();
  });
});
