import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { demoFixtures, nth } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => {
  window.getSelection()?.removeAllRanges();
  vi.unstubAllGlobals();
});

// Whole timelines render in jsdom; a loaded machine needs more than the default 5 s.
const SLOW = { timeout: 20_000 };

async function homeCards() {
  const rendered = renderApp("/home", { signedInAs: "alice" });
  const feed = await screen.findByRole("feed", { name: "Home" }, { timeout: 10_000 });
  const cards = await within(feed).findAllByRole("article");
  return { ...rendered, cards };
}

/** A card's first paragraph of text. */
function textOf(card: HTMLElement): HTMLElement {
  const paragraph = card.querySelector<HTMLElement>(".post-content p");
  if (!paragraph) throw new Error("no text");
  return paragraph;
}

describe("a click on a post card opens the post", SLOW, () => {
  it("opens the thread from the text of a card", async () => {
    const { cards } = await homeCards();
    const card = nth(cards, 0);
    const id = card.getAttribute("data-post-id") ?? "";
    await userEvent.click(textOf(card));
    await waitFor(() => expect(window.location.pathname).toBe(`/post/${id}`));
  });

  it("leaves links and buttons their own action", async () => {
    const { cards } = await homeCards();
    const card = nth(cards, 0);
    await userEvent.click(within(card).getByRole("button", { name: "Bookmark" }));
    expect(window.location.pathname).toBe("/home");
    const author = card.querySelector<HTMLElement>("a.post-author");
    if (!author) throw new Error("no author link");
    await userEvent.click(author);
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/@/));
  });

  it("does not open the post when the click ends a text selection", async () => {
    const { cards } = await homeCards();
    const text = textOf(nth(cards, 0));
    const selection = window.getSelection();
    selection?.selectAllChildren(text);
    fireEvent.click(text);
    expect(window.location.pathname).toBe("/home");
  });
});

describe("the thread page", SLOW, () => {
  it("has a visible heading, a back control and the full date of the selected post", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const { deepThreadLeaf = "" } = await demoFixtures(demo);
    renderApp(`/post/${deepThreadLeaf}`, { demo, signedInAs: "alice" });
    const heading = await screen.findByRole("heading", { level: 1, name: "Post" });
    expect(heading).not.toHaveClass("visually-hidden");
    const thread = await screen.findByRole("feed", { name: "Post" });
    const selected = within(thread)
      .getAllByRole("article")
      .find((article) => article.getAttribute("aria-current") === "true");
    if (!selected) throw new Error("no selected post");
    const created = selected.querySelector("a.post-time time")?.getAttribute("dateTime") ?? "";
    const full = selected.querySelector(".post-full-date time");
    expect(full).toHaveAttribute("dateTime", created);
    expect(full?.textContent).toBe(
      new Intl.DateTimeFormat("en", { dateStyle: "full", timeStyle: "short" }).format(
        new Date(created),
      ),
    );
    // Opened directly: there is nothing of this client to go back to, so Back goes home.
    await userEvent.click(screen.getByRole("button", { name: "Back" }));
    await waitFor(() => expect(window.location.pathname).toBe("/home"));
  });
});
