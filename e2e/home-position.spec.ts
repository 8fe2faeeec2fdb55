import type { Page, Request } from "@playwright/test";
import { DEMO_SERVER } from "./support/config";
import { expect, signIn, test } from "./support/fixtures";
import { expectAccessibleInBothThemes } from "./support/bothThemes";

// Home's place follows the reader across devices (Mitra 3.17+, so 5.9 here):
// saved in one request when they leave, offered (never imposed) when another
// device moved it, a failed save tried again without a word. 3.10 keeps only
// this tab's reading position and never asks for a home marker.

const homeFeed = (page: Page) => page.getByRole("feed", { name: "Home" });
const leftOff = (page: Page) => page.getByRole("button", { name: "Go to where you left off" });

/** A second device of alice: its own token, from the server. */
async function otherDevice(page: Page): Promise<string> {
  const answer = await page.request.post("/oauth/token", {
    data: { grant_type: "password", username: "alice", password: "mitra-demo" },
  });
  return ((await answer.json()) as { access_token: string }).access_token;
}

async function homeIds(page: Page, token: string): Promise<string[]> {
  const answer = await page.request.get("/api/v1/timelines/home?limit=40", {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await answer.json()) as { id: string }[]).map((status) => status.id);
}

const isMarkerSave = (request: Request) =>
  request.method() === "POST" && new URL(request.url()).pathname === "/api/v1/markers";

/** Reads down home in many small scrolls, resting briefly between them. */
async function readDown(page: Page, steps: number) {
  await expect(homeFeed(page).getByRole("article").first()).toBeVisible();
  for (let step = 0; step < steps; step += 1) {
    await page.mouse.wheel(0, 350);
    await page.waitForTimeout(300);
  }
}

async function leaveHome(page: Page) {
  await page
    .getByRole("link", { name: /^Notifications/ })
    .first()
    .click();
  await expect(page.getByRole("feed", { name: "Notifications" })).toBeVisible();
}

test("home's place: one save on leaving, offered after another device moved it, retried silently", async ({
  page,
  demo,
  axe,
}) => {
  const saves: string[] = [];
  const homeMarkerReads: string[] = [];
  page.on("request", (request) => {
    // Opening notifications moves their own marker: only home's count here.
    const body = request.postData() ?? "";
    if (isMarkerSave(request) && body.includes("home")) saves.push(body);
    if (request.url().includes("timeline%5B%5D=home")) homeMarkerReads.push(request.url());
  });
  await signIn(page, "alice");
  await readDown(page, 8);
  await leaveHome(page);

  if (DEMO_SERVER === "3.10") {
    // Before 3.17: nothing asked or sent; the place is this tab's own.
    await page.waitForTimeout(500);
    expect(saves).toEqual([]);
    expect(homeMarkerReads).toEqual([]);
    await page.getByRole("link", { name: "Home", exact: true }).first().click();
    await expect(homeFeed(page).getByRole("article").first()).toBeVisible();
    await expect(leftOff(page)).toBeHidden();
    return;
  }

  // Eight scrolls, one request: sent when leaving, with the post read.
  await expect.poll(() => saves.length).toBe(1);
  const sent = JSON.parse(saves[0] ?? "{}") as Record<string, string>;
  expect(Object.keys(sent)).toEqual(["home[last_read_id]"]);
  await page.waitForTimeout(500);
  expect(saves).toHaveLength(1);

  // The phone reads much further down.
  const phone = await otherDevice(page);
  const ids = await homeIds(page, phone);
  const target = ids[29] ?? "";
  expect(target).not.toBe("");
  await demo.setMarker("alice", "home", target);

  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await expect(leftOff(page)).toBeVisible();
  // Offered, not imposed: the feed has not moved to it.
  await expect(homeFeed(page).locator('[data-index="29"]')).toHaveCount(0);
  await expectAccessibleInBothThemes(page, axe);
  await leftOff(page).click();
  const post = homeFeed(page).locator('[data-index="29"] article[tabindex]').first();
  await expect(post).toBeFocused();
  await expect(post).toBeInViewport();
  await expect(leftOff(page)).toBeHidden();
  // The posts above are still there, up to the newest.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(homeFeed(page).locator('[data-index="0"] article').first()).toBeVisible();

  // A save that fails is kept, never shown, and goes at the next chance.
  await demo.fail({
    method: "POST",
    path: "/api/v1/markers",
    status: 500,
    error_description: "internal error",
  });
  const before = saves.length;
  await readDown(page, 3);
  await leaveHome(page);
  await expect.poll(() => saves.length).toBe(before + 1);
  await expect(page.getByText("internal error")).toHaveCount(0);
  // The page's one alert region stays empty.
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveCount(0);
  await page.getByRole("link", { name: "Home", exact: true }).first().click();
  await readDown(page, 2);
  await leaveHome(page);
  await expect.poll(() => saves.length).toBe(before + 2);
  const last = JSON.parse(saves.at(-1) ?? "{}") as Record<string, string>;
  const stored = await page.request.get("/api/v1/markers?timeline[]=home", {
    headers: { Authorization: `Bearer ${phone}` },
  });
  const markers = (await stored.json()) as { home?: { last_read_id: string } };
  expect(markers.home?.last_read_id).toBe(last["home[last_read_id]"]);
  await expect(page.getByText("internal error")).toHaveCount(0);
});
