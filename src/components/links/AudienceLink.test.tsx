import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { demoFixtures, nth } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const SAFE_REL = "noopener noreferrer nofollow";

/** The cards of a fixture's thread, signed in or as a visitor. */
async function thread(fixture: string, signedInAs?: string) {
  const demo = createDemoApp({ server: "3.10" });
  const id = (await demoFixtures(demo))[fixture] ?? "";
  renderApp(`/post/${id}`, { demo, ...(signedInAs ? { signedInAs } : {}) });
  const feed = await screen.findByRole("feed", { name: "Post" }, { timeout: 10_000 });
  const cards = await within(feed).findAllByRole("article");
  // A card is named by its author.
  const byAuthor = (name: RegExp) => nth(within(feed).getAllByRole("article", { name }), 0);
  return { id, cards, byAuthor };
}

function expectExternal(link: HTMLElement, href: RegExp) {
  expect(link).toHaveAttribute("href", expect.stringMatching(href));
  expect(link.getAttribute("rel")?.split(" ").sort()).toEqual(SAFE_REL.split(" ").sort());
}

// Whole threads render in jsdom; a loaded machine needs more than the default 5 s.
const SLOW = { timeout: 20_000 };

describe("a visitor's links go out to the content's own pages", SLOW, () => {
  it("sends the author, the time, mentions, hashtags and the reply-to outside", async () => {
    const { byAuthor } = await thread("deepThreadRoot");
    const root = byAuthor(/^Alice/);
    expectExternal(
      within(root).getByRole("link", { name: /^Alice/ }),
      /^https?:\/\/.+\/users\/alice$/,
    );
    const time = root.querySelector("a.post-time");
    if (!(time instanceof HTMLElement)) throw new Error("no time link");
    expectExternal(time, /^https?:\/\/.+\/post\/[\w-]+$/);
    expectExternal(
      within(root).getByRole("link", { name: "#selfhosting" }),
      /^https?:\/\/.+\/tag\//,
    );

    const reply = byAuthor(/^Carol/);
    expectExternal(
      within(reply).getByRole("link", { name: /^Carol/ }),
      /^https:\/\/remote\.example\//,
    );
    expectExternal(within(reply).getByRole("link", { name: "@alice" }), /\/users\/alice$/);
    expectExternal(
      within(reply).getByRole("link", { name: "Replying to @alice" }),
      /\/users\/alice$/,
    );
  });

  it("sends the quoted post outside", async () => {
    const { cards } = await thread("quotePost");
    const open = within(cards.at(-1) ?? document.body).getByRole("link", {
      name: "Open quoted post",
    });
    expectExternal(open, /^https?:\/\/.+\/post\/[\w-]+$/);
  });
});

describe("signed-in users browse inside the client", SLOW, () => {
  it("links the author, the time, mentions, hashtags and the reply-to in-app", async () => {
    const { id, byAuthor } = await thread("deepThreadRoot", "bob");
    const root = byAuthor(/^Alice/);
    expect(within(root).getByRole("link", { name: /^Alice/ })).toHaveAttribute("href", "/@alice");
    expect(root.querySelector("a.post-time")).toHaveAttribute("href", `/post/${id}`);
    expect(within(root).getByRole("link", { name: "#selfhosting" })).toHaveAttribute(
      "href",
      "/tag/selfhosting",
    );
    const reply = byAuthor(/^Carol/);
    expect(within(reply).getByRole("link", { name: "@alice" })).toHaveAttribute("href", "/@alice");
    expect(within(reply).getByRole("link", { name: "Replying to @alice" })).toHaveAttribute(
      "href",
      `/post/${id}`,
    );
  });
});
