import type { Page } from "@playwright/test";
import { expect, signIn, test } from "./support/fixtures";
import { expectAccessibleInBothThemes } from "./support/bothThemes";
import { ANY_SERVER, PRESENTATION } from "./support/config";
import { VIEWPORTS } from "./support/views";

/**
 * Search as a real Mitra answers it: the box offers the searches the server
 * can make of what was typed (plain words become a `>` post search), the
 * results say why they may be empty, a URL opens its post, and recent
 * searches are kept per account.
 */

const box = (page: Page) => page.getByRole("combobox", { name: "Search" });
const suggestions = (page: Page) => page.getByRole("listbox", { name: "Search suggestions" });

/** Watches the search requests the page sends; returns their `q`s. */
function searchQueries(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname === "/api/v2/search") seen.push(url.searchParams.get("q") ?? "");
  });
  return seen;
}

async function bookmarkAs(page: Page, username: string, id: string): Promise<void> {
  const answer = await page.request.post(`/api/v1/statuses/${id}/bookmark`, {
    headers: { Authorization: `Bearer demo-token-${username}` },
  });
  expect(answer.ok()).toBe(true);
}

test("two words reach posts through the post choice: a bookmarked post is found, another is not", async ({
  page,
  demo,
}) => {
  const [kept = ""] = await demo.addPosts("bob", 1, "Lighthouse keepers swap stories");
  await demo.addPosts("bob", 1, "Lighthouse keepers never bookmarked here");
  await signIn(page, "alice");
  await bookmarkAs(page, "alice", kept);
  const sent = searchQueries(page);
  await box(page).fill("lighthouse keepers");
  const choice = suggestions(page).getByRole("option").first();
  await expect(choice).toContainText("Search posts for “lighthouse keepers”");
  await expect(choice).toContainText("Covers your own posts, bookmarks, reactions and mentions");
  await choice.click();
  await expect(page.getByText("0 people, 1 post, 0 tags")).toBeVisible();
  const results = page.getByRole("main");
  await expect(results.getByRole("article")).toHaveCount(1);
  await expect(results.getByRole("article")).toContainText("Lighthouse keepers swap stories");
  expect(sent).toContain(">lighthouse keepers");
});

test("#tag finds tags that open their timeline; @user@host finds the person", async ({
  page,
  demo,
}) => {
  await demo.addPosts("alice", 1, "Out with the #rangefinder again");
  await signIn(page, "alice");
  const sent = searchQueries(page);
  await box(page).fill("#rangefind");
  await expect(suggestions(page).getByRole("option").first()).toHaveText("Find tags: #rangefind");
  await box(page).press("Enter");
  // In the results (home's post has the same tag link until the results draw).
  await page
    .getByRole("region", { name: "Tags" })
    .getByRole("link", { name: "#rangefinder" })
    .click();
  await expect(page).toHaveURL(/\/tag\/rangefinder$/);

  await box(page).fill("@carol@remote.example");
  await expect(suggestions(page).getByRole("option").first()).toHaveText(
    "Find people: @carol@remote.example",
  );
  await box(page).press("Enter");
  const people = page.getByRole("region", { name: "People" });
  await expect(people.getByRole("link", { name: /carol@remote\.example/ }).first()).toBeVisible();
  expect(sent).toEqual(["#rangefind", "@carol@remote.example"]);
});

test("a post's URL opens the post", async ({ page, demo }) => {
  const [id = ""] = await demo.addPosts("bob", 1, "Tide tables for the long weekend");
  await signIn(page, "alice");
  const answer = await page.request.get(`/api/v1/statuses/${id}`, {
    headers: { Authorization: "Bearer demo-token-alice" },
  });
  const { uri } = (await answer.json()) as { uri: string };
  await box(page).fill(uri);
  await expect(suggestions(page).getByRole("option")).toHaveText(["Open this post or profile"]);
  await box(page).press("Enter");
  await expect(page).toHaveURL(new RegExp(`/post/${id}$`));
  await expect(page.getByText("Tide tables for the long weekend").first()).toBeVisible();
});

test(
  "from the keyboard alone: arrows, Enter, Escape; recent searches survive a reload",
  { tag: ANY_SERVER },
  async ({ page }) => {
    await signIn(page, "alice");
    await box(page).focus();
    await page.keyboard.type("carol");
    const options = suggestions(page).getByRole("option");
    await expect(options).toHaveCount(3);
    await expect(options.nth(0)).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowDown");
    await expect(options.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(box(page)).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(suggestions(page)).toHaveCount(0);
    await expect(box(page)).toBeFocused();
    await expect(box(page)).toHaveValue("carol");
    await page.keyboard.type("@remote.example");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=%40carol%40remote\.example$/);

    await page.reload();
    await box(page).fill("");
    await box(page).focus();
    await expect(suggestions(page).getByRole("option")).toHaveText([
      /@carol@remote\.example/,
      "Clear recent searches",
    ]);
    await page.keyboard.press("Delete");
    await expect(suggestions(page)).toHaveCount(0);
    // Forgotten for good: a fresh page has no recent searches to show.
    await page.goto("/home");
    await box(page).focus();
    await expect(suggestions(page)).toHaveCount(0);
  },
);

for (const viewport of VIEWPORTS) {
  test(`the open suggestion list is accessible in both themes (${viewport.name}) ${PRESENTATION}`, async ({
    page,
    axe,
  }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await signIn(page, "alice");
    if (viewport.name === "phone") {
      await page
        .getByRole("navigation", { name: "Main" })
        .getByRole("link", { name: "Search" })
        .click();
    }
    await box(page).fill("photography");
    await expect(suggestions(page).getByRole("option")).toHaveCount(3);
    await expectAccessibleInBothThemes(page, axe);
    await expect(suggestions(page)).toBeVisible();
  });
}
