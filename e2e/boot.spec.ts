import type { Page, Request } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { ENTRY_SCRIPT, holdEntryUntil, holdRequests } from "./support/hold";

/** API answers held back this long, so requests sent together overlap. */
const LATENCY_MS = 400;

async function delayApi(page: Page): Promise<void> {
  await page.route(/\/api\/v1\//, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, LATENCY_MS));
    await route.continue();
  });
}

test.describe("boot", () => {
  test("the start's data is asked for from the page's head, before the app's code runs", async ({
    page,
  }) => {
    await signIn(page, "alice", { at: "about:blank" });
    // The entry is held back: whatever is asked for meanwhile comes from boot.js.
    const askedMeanwhile: string[] = [];
    const entryHeld = await holdEntryUntil(page, () =>
      expect.poll(() => askedMeanwhile.length).toBeGreaterThanOrEqual(4),
    );
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (entryHeld() && pathname.startsWith("/api/v1/")) askedMeanwhile.push(pathname);
    });
    await page.goto("/home");
    await expect(
      page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
    ).toBeVisible();
    expect(askedMeanwhile.sort()).toEqual([
      "/api/v1/accounts/verify_credentials",
      "/api/v1/instance",
      "/api/v1/markers",
      "/api/v1/timelines/home",
    ]);
  });

  test("home's first picture is asked for before the app's code runs, and the card shows it", async ({
    page,
  }) => {
    await signIn(page, "alice", { at: "about:blank" });
    const pictures: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "image") pictures.push(request.url());
    });
    // The entry is held back until a picture has been asked for: only boot.js can.
    await holdEntryUntil(page, () => expect.poll(() => pictures.length).toBeGreaterThan(0));
    await page.goto("/home");
    const first = page.getByRole("feed", { name: "Home" }).getByRole("article").first();
    const image = first
      .getByRole("button", { name: /^Open image/ })
      .first()
      .getByRole("img");
    await expect(image).toBeVisible();
    expect(await image.evaluate((element: HTMLImageElement) => element.currentSrc)).toBe(
      pictures[0],
    );
    // Asked for once: the card took what boot.js had asked for.
    expect(pictures.filter((url) => url === pictures[0])).toHaveLength(1);
  });

  test("a kept session paints the shell's frame before the app's code runs or anything is answered", async ({
    page,
  }) => {
    await signIn(page, "alice", { at: "about:blank" });
    let answered = 0;
    page.on("response", (response) => {
      if (response.url().includes("/api/v1/")) answered += 1;
    });
    // The entry and every API answer are held until the frame has been seen.
    const release = await holdRequests(page, /\/assets\/index-[^/]+\.js$|\/api\/v1\//);
    await page.goto("/home", { waitUntil: "commit" });
    // The frame is decoration without a role or name (aria-hidden), so it is
    // found by its class; what matters is that it is drawn.
    const frame = page.locator(".boot-frame");
    await expect(frame).toBeVisible();
    const box = await frame.boundingBox();
    expect(box?.height).toBeGreaterThan(300);
    expect(answered).toBe(0);
    release();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(frame).toHaveCount(0);
  });

  test("answers that arrive while the app's code loads are drawn by its first render, with no loading state", async ({
    page,
  }) => {
    await signIn(page, "alice", { at: "about:blank" });
    // What the app's first render drew in place of the shell's frame.
    await page.addInitScript(() => {
      const probe = window as unknown as { firstDrawn?: { shell: boolean; heading: string } };
      new MutationObserver(() => {
        const root = document.getElementById("root");
        if (probe.firstDrawn || !root?.firstElementChild) return;
        if (root.querySelector(".boot-frame")) return;
        probe.firstDrawn = {
          shell: document.querySelector('nav[aria-label="Main"]') !== null,
          heading: document.querySelector("h1")?.textContent ?? "",
        };
      }).observe(document, { childList: true, subtree: true });
    });
    // The entry is held until the start's four answers have all come in.
    let answered = 0;
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/api/v1/")) answered += 1;
    });
    await holdEntryUntil(page, () => expect.poll(() => answered).toBeGreaterThanOrEqual(4));
    await page.goto("/home");
    await expect(
      page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
    ).toBeVisible();
    const firstDrawn = await page.evaluate(
      () => (window as unknown as { firstDrawn?: unknown }).firstDrawn,
    );
    expect(firstDrawn).toEqual({ shell: true, heading: "Home" });
  });

  test("a visitor gets no frame of the signed-in shell", async ({ page }) => {
    await page.route(ENTRY_SCRIPT, (route) => route.abort());
    await page.goto("/");
    await expect(page.locator(".boot-frame")).toBeHidden();
  });

  test("home's first render mounts the cards that fill the screen, not the whole page", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const probe = window as unknown as { firstCards?: number };
      new MutationObserver(() => {
        const cards = document.querySelectorAll("[role=feed] article").length;
        if (probe.firstCards === undefined && cards > 0) probe.firstCards = cards;
      }).observe(document, { childList: true, subtree: true });
    });
    await signIn(page, "alice");
    await expect(
      page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
    ).toBeVisible();
    // 20 posts on the page; at 1280×720 a handful of cards fill the screen.
    const firstCards = await page.evaluate(
      () => (window as unknown as { firstCards?: number }).firstCards,
    );
    expect(firstCards).toBeLessThanOrEqual(6);
  });

  test("home's first post stays where it was drawn when the composer arrives, first visit and later", async ({
    page,
  }) => {
    // Where the first card was when it appeared, and every layout shift after.
    await page.addInitScript(() => {
      const probe = window as unknown as { firstTop?: number; shifted: number };
      probe.shifted = 0;
      new MutationObserver(() => {
        const card = document.querySelector("[role=feed] article");
        if (card && probe.firstTop === undefined) {
          probe.firstTop = card.getBoundingClientRect().top;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries()) {
              probe.shifted += (entry as PerformanceEntry & { value: number }).value;
            }
          }).observe({ type: "layout-shift" });
        }
      }).observe(document, { childList: true, subtree: true });
    });
    // The composer's code is held until the first post is on screen.
    const release = await holdRequests(page, /\/assets\/PostEditor-[^/]+\.js$/);
    await signIn(page, "alice");
    const firstPost = page.getByRole("feed", { name: "Home" }).getByRole("article").first();
    for (const visit of ["first", "later"]) {
      if (visit === "later") await page.reload();
      await expect(firstPost).toBeVisible();
      release();
      await expect(page.getByRole("form", { name: "New post" })).toBeVisible();
      const probe = await page.evaluate(() => {
        const { firstTop, shifted } = window as unknown as { firstTop?: number; shifted: number };
        return { firstTop, shifted };
      });
      const top = await firstPost.evaluate((card) => card.getBoundingClientRect().top);
      expect(probe.firstTop, `${visit} visit`).toBeDefined();
      expect(Math.abs(top - (probe.firstTop ?? 0)), `${visit} visit`).toBeLessThanOrEqual(1);
      expect(probe.shifted, `${visit} visit`).toBeLessThan(0.01);
    }
  });

  test("sends instance, user, marker and home's first page together, before any answers", async ({
    page,
  }) => {
    await signIn(page, "alice");
    // Leave the app first, so no answer to the old page counts as the first one.
    await page.goto("about:blank");
    await delayApi(page);
    const started: { url: string; at: number }[] = [];
    let firstAnswer = Number.POSITIVE_INFINITY;
    page.on("request", (request: Request) => {
      if (request.url().includes("/api/v1/")) started.push({ url: request.url(), at: Date.now() });
    });
    page.on("response", (response) => {
      if (response.url().includes("/api/v1/")) firstAnswer = Math.min(firstAnswer, Date.now());
    });
    await page.goto("/home");
    await expect(
      page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
    ).toBeVisible();

    const before = started.filter((request) => request.at < firstAnswer).map((r) => r.url);
    for (const wanted of [
      /\/api\/v1\/instance$/,
      /\/api\/v1\/accounts\/verify_credentials$/,
      /\/api\/v1\/markers\?/,
      /\/api\/v1\/timelines\/home/,
    ]) {
      expect(
        before.some((url) => wanted.test(url)),
        `${String(wanted)} before the first answer`,
      ).toBe(true);
    }
    // Each once: the screens adopted the boot requests rather than asking again.
    expect(started.filter((r) => /\/timelines\/home/.test(r.url))).toHaveLength(1);
    expect(started.filter((r) => /\/api\/v1\/instance$/.test(r.url))).toHaveLength(1);
  });

  test("a kept session fetches the start's code from the page's head, beside the entry", async ({
    page,
  }) => {
    await signIn(page, "alice", { at: "about:blank" });
    // The entry is held back until the start chunk has been asked for.
    const startChunks: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/\/start-.*\.js$/.test(pathname)) startChunks.push(pathname);
    });
    await holdEntryUntil(page, () => expect.poll(() => startChunks.length).toBe(1));
    await page.goto("/home");
    await expect(
      page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
    ).toBeVisible();
    expect(startChunks).toHaveLength(1);
  });

  for (const start of ["a visitor", "a kept session"] as const) {
    test(`the styles the app's first screen waits for are asked for beside the entry (${start})`, async ({
      page,
    }) => {
      if (start === "a kept session") await signIn(page, "alice", { at: "about:blank" });
      // The entry is held back until the shared styles have been asked for:
      // found only when the entry has run, they would come a round trip later.
      const styles: string[] = [];
      page.on("request", (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.endsWith(".css")) styles.push(pathname);
      });
      const shared = (path: string) => /\/landing-shared-[^/]+\.css$/.test(path);
      await holdEntryUntil(page, () => expect.poll(() => styles.some(shared)).toBe(true));
      await page.goto(start === "a visitor" ? "/" : "/home");
      await expect(
        start === "a visitor"
          ? page.getByRole("button", { name: "Sign in", exact: true })
          : page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
      ).toBeVisible();
      // Asked for once: the app's own link takes what the head's preload fetched.
      expect(styles.filter(shared)).toHaveLength(1);
    });
  }

  test("a visitor's landing page loads neither the router nor the query cache", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
    await page.waitForLoadState("networkidle");
    // The signed-in start's code (router, query cache, shell, home) is one chunk.
    expect(scripts.some((path) => /\/start-/.test(path))).toBe(false);
    // Following a link hands over to the full app, in place.
    await page.getByRole("link", { name: "Learn more" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole("heading", { level: 1, name: "Mitra Demo" })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  });

  test("the landing page signs in with a password while instance info fails", async ({ page }) => {
    await page.route(/\/api\/v1\/instance$/, (route) =>
      route.fulfill({ status: 500, contentType: "text/plain", body: "Internal Server Error" }),
    );
    await page.goto("/");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("button", { name: "Try again" })).toBeVisible();
    await page.getByLabel("Username", { exact: true }).fill("alice");
    await page.getByRole("textbox", { name: "Password", exact: true }).fill("mitra-demo");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await page.waitForURL((url) => url.pathname === "/home");
    await page.unroute(/\/api\/v1\/instance$/);
  });

  test("a malformed instance answer and a retry that works", async ({ page }) => {
    let broken = true;
    await page.route(/\/api\/v1\/instance$/, (route) =>
      broken
        ? route.fulfill({ status: 200, contentType: "application/json", body: "{not json" })
        : route.continue(),
    );
    await page.goto("/");
    await expect(page.getByRole("alert")).toBeVisible();
    broken = false;
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mitra Demo" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("About shows what it can while instance info fails", async ({ page }) => {
    await page.route(/\/api\/v1\/instance$/, (route) => route.abort("connectionrefused"));
    await page.goto("/about");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByText("Client version")).toBeVisible();
  });

  test("the shell is drawn while verify_credentials hangs", async ({ page }) => {
    await signIn(page, "alice");
    await expect(
      page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
    ).toBeVisible();
    await page.route(/verify_credentials/, () => undefined);
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(
      page.getByRole("feed", { name: "Home" }).getByRole("article").first(),
    ).toBeVisible();
  });

  test("a start with kept info paints the shell before any API answer", async ({ page }) => {
    await signIn(page, "alice");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    const held: (() => void)[] = [];
    await page.route(/\/api\/v1\//, (route) => {
      held.push(() => void route.continue());
    });
    await page.reload();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
    for (const release of held) release();
    await page.unroute(/\/api\/v1\//);
  });
});
