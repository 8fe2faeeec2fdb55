import { expect, signIn, test } from "../support/fixtures";

/**
 * The instance's own choices (like icon and emoji row, profile limits) and
 * the wider network (blocked and known servers, one server's timeline), as a
 * 5.9 server has them.
 */

test("the like button wears the instance's heart and the picker starts with its emoji row", async ({
  page,
  demo,
}) => {
  await demo.patchInstance({ like_emoji: "heart", favorite_emojis: ["🦊", "🌻", "🎻"] });
  await signIn(page, "alice");
  const card = page.getByRole("feed", { name: "Home" }).getByRole("article").first();
  const like = card.getByRole("button", { name: "Like" });
  await expect(like.locator(".lucide-heart")).toBeVisible();
  await card.getByRole("button", { name: "Add reaction" }).click();
  const quick = page.getByRole("dialog").getByRole("group", { name: "Quick picks" });
  await expect(quick.getByRole("button")).toHaveText(["🦊", "🌻", "🎻"]);
});

test("the profile form refuses an over-long bio before saving", async ({ page }) => {
  let saves = 0;
  page.on("request", (request) => {
    if (request.url().includes("/update_credentials")) saves += 1;
  });
  await signIn(page, "alice", { at: "/settings/profile" });
  const bio = page.getByRole("textbox", { name: /^Bio/ });
  await bio.fill("x".repeat(10_003));
  await expect(page.getByText("3 characters too many")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeDisabled();
  await bio.fill("A shorter bio.");
  await expect(page.getByText(/characters left \(at most 10000\)/)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save" })).toBeEnabled();
  expect(saves).toBe(0);
});

test("About lists the blocked servers and the known ones, and opens a known server's timeline", async ({
  page,
  axe,
}) => {
  await signIn(page, "alice", { at: "/about" });
  const blocked = page.getByRole("region", { name: "Blocked servers" });
  await expect(blocked.getByText("spam.example")).toBeVisible();
  const known = page.getByRole("region", { name: "Known servers" });
  await expect(known.getByRole("link", { name: "social.example" })).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await known.getByRole("searchbox").fill("social");
  await expect(known.getByRole("link", { name: "remote.example" })).toHaveCount(0);
  await known.getByRole("link", { name: "social.example" }).click();
  await expect(page).toHaveURL(/\/server\/social\.example$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Posts from social.example" }),
  ).toBeVisible();
});

test("a visitor sees known servers but no blocked ones where the list is private", async ({
  page,
  demo,
}) => {
  await page.goto("/about");
  await expect(page.getByRole("region", { name: "Known servers" })).toBeVisible();
  await expect(page.getByText("social.example")).toBeVisible();
  await expect(page.getByRole("region", { name: "Blocked servers" })).toHaveCount(0);
  await demo.patchInstance({ filter_blocklist_public: true });
  await page.reload();
  await expect(
    page.getByRole("region", { name: "Blocked servers" }).getByText("spam.example"),
  ).toBeVisible();
});

test("a server's timeline opens from a post and from a typed host, survives a reload, and pages", async ({
  page,
  demo,
  axe,
}) => {
  await demo.addPosts("dave@social.example", 25);
  await signIn(page, "alice", { at: "/@dave@social.example" });
  const post = page
    .getByRole("feed")
    .getByRole("article")
    .filter({ hasNotText: "Reposted by" })
    .first();
  await post.getByRole("button", { name: "More actions" }).click();
  await page.getByRole("menuitem", { name: "More from social.example" }).click();
  await expect(page).toHaveURL(/\/server\/social\.example$/);
  const feed = page.getByRole("feed", { name: "Posts from social.example" });
  await expect(feed.getByRole("article").first()).toBeVisible();

  await page.reload();
  await expect(feed.getByRole("article").first()).toBeVisible();
  expect(await axe(page)).toEqual([]);
  const nextPage = page.waitForRequest(
    (request) =>
      request.url().includes("instance=social.example") && request.url().includes("max_id="),
  );
  // The feed asks for its next page itself as its end comes into view: the
  // reader goes to the end of the page.
  await page.keyboard.press("End");
  await nextPage;

  await page.goto("/about");
  await page
    .getByRole("searchbox", { name: "Find a server or type its address" })
    .fill("remote.example");
  await page.getByRole("button", { name: "Open its timeline" }).click();
  await expect(page).toHaveURL(/\/server\/remote\.example$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "Posts from remote.example" }),
  ).toBeVisible();
});
