import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { DIST_DIR } from "./support/config";
import { expect, signIn, test } from "./support/fixtures";
import { untilControlled } from "./support/serviceWorker";

// These tests need the app's service worker, which the other specs block.
test.use({ serviceWorkers: "allow" });

test("the worker's script waits until the first screen is drawn, even when the page has loaded long before", async ({
  page,
}) => {
  await signIn(page, "alice", { at: "about:blank" });
  // Home's posts come well after the page's load event.
  await page.route(/\/api\/v1\/timelines\/home/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  const asked: string[] = [];
  page.on("request", (request) => {
    const { pathname } = new URL(request.url());
    if (/workbox|\/sw\.js$/.test(pathname)) asked.push(pathname);
  });
  await page.goto("/home");
  await expect(page.getByRole("feed", { name: "Home" }).getByRole("article").first()).toBeVisible();
  expect(asked).toEqual([]);
  // It still comes, once the page has settled.
  await expect.poll(() => asked.length, { timeout: 10_000 }).toBeGreaterThan(0);
});

test("the web manifest names the app and its icons", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBeTruthy();
  const manifest = (await (await request.get(href ?? "")).json()) as {
    name: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest.name).toBe("Mitra");
  expect(manifest.display).toBe("standalone");
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512", "512x512"]);
  expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.headers()["content-type"]).toBe("image/png");
  }
});

test("the service worker serves the shell offline after a first visit", async ({
  page,
  context,
}) => {
  await signIn(page, "alice");
  await untilControlled(page);
  const apiFromWorker: string[] = [];
  page.on("response", (response) => {
    const path = new URL(response.url()).pathname;
    if (response.fromServiceWorker() && /^\/(api|oauth|media)\//.test(path)) {
      apiFromWorker.push(path);
    }
  });

  await context.setOffline(true);
  const answer = await page.reload();
  expect(answer?.fromServiceWorker()).toBe(true);
  // The app itself runs (not the browser's offline page): its root has content.
  await expect(page.locator("#root > *").first()).toBeAttached();
  await page.goto("/local");
  await expect(page.locator("#root > *").first()).toBeAttached();

  await context.setOffline(false);
  await page.goto("/home");
  await expect(page.getByRole("feed", { name: "Home" }).getByRole("article").first()).toBeVisible();
  // The server's answers always come from the network, never from the worker's cache.
  expect(apiFromWorker).toEqual([]);
});

test("a start from the worker's cache paints the shell's frame before React's code runs", async ({
  page,
}) => {
  await signIn(page, "alice");
  await untilControlled(page);
  // In the order they happen: the first animation frame with the frame laid
  // out, and react-dom's code running (it announces itself to the developer
  // tools' hook as it is evaluated, before it renders anything).
  await page.addInitScript(() => {
    const order: string[] = [];
    Object.assign(window, {
      bootOrder: order,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        inject: () => {
          order.push("react-dom");
          return 1;
        },
        onCommitFiberRoot: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        checkDCE: () => undefined,
      },
    });
    const look = () => {
      const frame = document.querySelector(".boot-frame");
      if (frame && frame.getBoundingClientRect().height > 300) order.push("frame");
      else requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  });
  const answer = await page.reload();
  expect(answer?.fromServiceWorker()).toBe(true);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  const order = await page.evaluate(() => (window as unknown as { bootOrder: string[] }).bootOrder);
  expect(order).toEqual(["frame", "react-dom"]);
});

test("a new deploy offers a reload", async ({ page }) => {
  await signIn(page, "alice");
  await untilControlled(page);
  await expect(page.getByText("New version available")).toHaveCount(0);

  // The next deploy: another service worker script (its precache list changes
  // with the files). The preview server reads dist/ on every request; the
  // browser checks the worker's script bypassing its cache.
  const script = path.join(DIST_DIR, "sw.js");
  const deployed = await readFile(script, "utf8");
  try {
    await writeFile(script, `${deployed}\n// the next deploy\n`);
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
  } finally {
    await writeFile(script, deployed);
  }

  const prompt = page.getByRole("status").filter({ hasText: "New version available" });
  await expect(prompt).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await prompt.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await expect(page.getByRole("heading", { level: 1, name: "Home" })).toBeVisible();
  await expect(page.getByText("New version available")).toHaveCount(0);
  // The new worker took over: none is left waiting.
  expect(
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      return registration?.waiting ?? null;
    }),
  ).toBeNull();
});
