import type { Page } from "@playwright/test";
import { expect, signIn, test } from "../support/fixtures";
import { expectAccessibleInBothThemes } from "../support/bothThemes";
import { untilControlled } from "../support/serviceWorker";

// The reload offline is served by the app's service worker, which the other specs block.
test.use({ serviceWorkers: "allow" });

const REASON = "Needs the connection: not available offline";

/** Every key the app keeps in IndexedDB for reading offline (none without the database). */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes("mitra-offline")) return [];
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("mitra-offline");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(new Error("the database did not open"));
    });
    try {
      if (!database.objectStoreNames.contains("copies")) return [];
      return await new Promise<string[]>((resolve, reject) => {
        const request = database.transaction("copies").objectStore("copies").getAllKeys();
        request.onsuccess = () => resolve(request.result.map(String));
        request.onerror = () => reject(new Error("the keys could not be read"));
      });
    } finally {
      database.close();
    }
  });
}

const home = (page: Page) => page.getByRole("feed", { name: "Home" });
const offlineMark = (page: Page) => page.getByRole("status").filter({ hasText: "Offline" });

test("offline, home and a thread show the posts last seen, marked, their actions waiting; back online they refresh; signing out leaves nothing kept", async ({
  page,
  context,
  axe,
}) => {
  test.setTimeout(120_000);
  await signIn(page, "alice");
  await untilControlled(page);
  const cards = home(page).getByRole("article");
  await expect(cards.first()).toBeVisible();
  const firstId = await cards.first().getAttribute("data-post-id");
  expect(firstId).toBeTruthy();
  const seen = await cards.evaluateAll((articles) =>
    articles.map((article) => article.getAttribute("data-post-id")),
  );

  // A thread opened, then back home: both are kept under the account's id.
  await page.goto(`/post/${firstId ?? ""}`);
  await expect(page.getByRole("feed", { name: "Post" }).getByRole("article").first()).toBeVisible();
  const aliceId = await page.evaluate(() => {
    const list = JSON.parse(localStorage.getItem("accounts") ?? "null") as {
      current?: string;
    } | null;
    return list?.current ?? "";
  });
  await expect
    .poll(() => keptKeys(page))
    .toEqual(expect.arrayContaining([`${aliceId}:home`, `${aliceId}:thread:${firstId ?? ""}`]));

  // The network goes; the app starts again from the worker's cache, on the thread.
  await context.setOffline(true);
  await page.goto(`/post/${firstId ?? ""}`);
  const thread = page.getByRole("feed", { name: "Post" });
  await expect(thread.getByRole("article").first()).toBeVisible();
  await expect(offlineMark(page)).toContainText("These are the posts last seen on this device.");
  await expect(thread.getByRole("button", { name: "Like" }).first()).toBeDisabled();

  // And on home: the posts last seen, in their order, their actions waiting.
  await page.goto("/home");
  await expect(offlineMark(page)).toContainText("These are the posts last seen on this device.");
  await expect(cards.first()).toBeVisible();
  const shown = await cards.evaluateAll((articles) =>
    articles.map((article) => article.getAttribute("data-post-id")),
  );
  expect(shown).toEqual(seen.slice(0, shown.length));
  const first = cards.first();
  await expect(first.getByRole("button", { name: "Like" })).toBeDisabled();
  await expect(first.getByRole("button", { name: "Reply" })).toBeDisabled();
  await expect(first.getByRole("group")).toHaveAccessibleDescription(REASON);
  await expect(first.getByRole("group")).toHaveAttribute("title", REASON);
  await expectAccessibleInBothThemes(page, axe, { include: [".offline-notice", ".post-footer"] });

  // The network returns: home asks the server by itself.
  const asked = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith("/api/v1/timelines/home"),
  );
  await context.setOffline(false);
  await asked;
  await expect(offlineMark(page)).toHaveCount(0);
  await expect(cards.first().getByRole("button", { name: "Like" })).toBeEnabled();

  // Signing out: nothing of the account stays in IndexedDB.
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(page.getByRole("button", { name: "Sign in", exact: true })).toBeVisible();
  await expect.poll(() => keptKeys(page)).toEqual([]);
  expect((await keptKeys(page)).filter((key) => key.startsWith(`${aliceId}:`))).toEqual([]);
});
