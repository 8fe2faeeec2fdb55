import { expect, signIn, test } from "../support/fixtures";

/**
 * A 3.10 server lists none of favourites, who liked, reposted or reacted,
 * pending follow requests, nor clears notifications: none of their controls
 * shows, and none of their calls is made.
 */
test("no favourites, who reacted, sent requests or Clear all on 3.10", async ({ page, demo }) => {
  const asked: string[] = [];
  page.on("request", (request) => asked.push(new URL(request.url()).pathname));
  await signIn(page, "alice");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Bookmarks" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Favourites" })).toHaveCount(0);
  await page.goto("/favourites");
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(`/post/${await demo.fixture("latestPost")}`);
  await expect(page.locator('article[aria-current="true"]')).toBeVisible();
  await expect(page.getByRole("group", { name: "Who reacted" })).toHaveCount(0);

  await page.goto("/follow-requests?tab=sent");
  await expect(page.getByRole("list", { name: "Follow requests" })).toBeVisible();
  await expect(page.getByRole("group", { name: "Show follow requests" })).toHaveCount(0);

  await page.goto("/notifications");
  await expect(
    page.getByRole("feed", { name: "Notifications" }).getByRole("article").first(),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Clear all" })).toHaveCount(0);

  expect(
    asked.filter((path) =>
      /\/api\/v1\/(favourites|follow_requests\/outgoing|notifications\/clear)$|\/(favourited_by|reblogged_by)$|\/pleroma\/statuses\/[^/]+\/reactions$/.test(
        path,
      ),
    ),
  ).toEqual([]);
});
