import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";

/** Nothing mallory@evil.example sends may run, load, style or navigate. */
async function expectInert(page: Page): Promise<void> {
  await page.locator("main").waitFor();
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const main = document.querySelector("main");
    if (!main) return ["no main"];
    for (const element of Array.from(main.querySelectorAll("*"))) {
      const tag = element.tagName.toLowerCase();
      // The composer is our own form; any other form came from a post.
      if (tag === "form" && element.classList.contains("editor")) continue;
      if (["script", "style", "iframe", "object", "embed", "form", "math", "meta"].includes(tag)) {
        found.push(element.outerHTML.slice(0, 120));
      }
      if (tag === "svg" && !element.classList.contains("lucide")) found.push("inline svg");
      for (const attribute of Array.from(element.attributes)) {
        if (/^on/i.test(attribute.name)) found.push(`${tag} ${attribute.name}`);
        if (/^(href|src|action|data|poster)$/.test(attribute.name)) {
          if (/^\s*(javascript|data|vbscript):/i.test(attribute.value)) {
            found.push(`${tag} ${attribute.name}=${attribute.value.slice(0, 40)}`);
          }
        }
      }
    }
    return found;
  });
  expect(problems).toEqual([]);
  const pwned = await page.evaluate(() => (window as unknown as { pwned?: unknown }).pwned);
  expect(pwned).toBeUndefined();
}

test("hostile posts, names and emoji render inert on every timeline and the thread", async ({
  page,
  demo,
}) => {
  // It walks every timeline and the thread: on a loaded 2-core machine that
  // takes longer than one screen's test.
  test.setTimeout(60_000);
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const outside: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).hostname.endsWith("evil.example")) outside.push(request.url());
  });
  await signIn(page, "alice", { at: "/federated" });
  const federated = page.getByRole("feed", { name: "Federated" });
  await expect(federated.getByRole("article").first()).toBeVisible();
  // Scroll through (the list is virtualized) so every hostile post is rendered at some point.
  let seen = 0;
  for (let step = 0; step < 40; step += 1) {
    await page.mouse.wheel(0, 1200);
    await page.waitForTimeout(60);
    seen += await federated.getByRole("link", { name: /Mallory/ }).count();
    await expectInert(page);
  }
  expect(seen).toBeGreaterThan(0);
  await page.goto(`/post/${await demo.fixture("hostileMention")}`);
  await expect(page.getByRole("feed", { name: "Post" }).getByRole("article").first()).toBeVisible();
  await expectInert(page);
  await page.goto(`/post/${await demo.fixture("hostileScriptPost")}`);
  await expect(page.getByText(/Totally normal post/)).toBeVisible();
  await expectInert(page);
  // The home feed shows the mention to alice.
  await page.goto("/home");
  await expect(page.getByRole("feed", { name: "Home" }).getByRole("article").first()).toBeVisible();
  await expectInert(page);
  expect(dialogs).toEqual([]);
  // Tracking pixels and other remote assets of the hostile server may load as images
  // only through https; nothing may have navigated the page away.
  expect(page.url()).toMatch(/\/home$/);
  expect(outside.filter((url) => !url.startsWith("https://"))).toEqual([]);
});
