// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { focusAfterRemoval } from "./cardFocus";

/** A page like the app's: a heading and a feed of cards, one of them quoting another post. */
function page(ids: string[]): HTMLElement {
  document.body.innerHTML = `<main tabindex="-1"><h1>Home</h1><div role="feed"></div></main>`;
  const feed = document.querySelector<HTMLElement>("[role=feed]");
  if (!feed) throw new Error("no feed");
  for (const id of ids) {
    const item = document.createElement("div");
    // A quoted post inside a card is not a card of its own.
    item.innerHTML = `<article tabindex="0" data-post-id="${id}"><article data-post-id="q-${id}"></article></article>`;
    feed.append(item);
  }
  return feed;
}

function remove(feed: HTMLElement, id: string): void {
  for (const card of Array.from(feed.querySelectorAll(`article[data-post-id="${id}"]`))) {
    card.parentElement?.remove();
  }
}

const focusedId = () => document.activeElement?.getAttribute("data-post-id");

describe("focus after a post is removed", () => {
  it("goes to the next card", () => {
    const feed = page(["a", "b", "c"]);
    const refocus = focusAfterRemoval("b");
    remove(feed, "b");
    refocus();
    expect(focusedId()).toBe("c");
  });

  it("skips the other cards of the same post (a repost of it) and goes past them", () => {
    const feed = page(["a", "b", "x", "b", "c"]);
    const refocus = focusAfterRemoval("b");
    remove(feed, "b");
    refocus();
    expect(focusedId()).toBe("c");
  });

  it("goes to the previous card when the post was the last", () => {
    const feed = page(["a", "b", "c"]);
    const refocus = focusAfterRemoval("c");
    remove(feed, "c");
    refocus();
    expect(focusedId()).toBe("b");
  });

  it("goes to the page's heading when no card is left", () => {
    const feed = page(["a"]);
    const refocus = focusAfterRemoval("a");
    feed.remove();
    refocus();
    expect(document.activeElement?.tagName).toBe("H1");
    expect(document.activeElement).toHaveAttribute("tabindex", "-1");
  });

  it("finds the next card again when the list drew it anew", () => {
    const feed = page(["a", "b", "c"]);
    const refocus = focusAfterRemoval("a");
    feed.replaceChildren();
    for (const id of ["b", "c"]) {
      const item = document.createElement("div");
      item.innerHTML = `<article tabindex="0" data-post-id="${id}"></article>`;
      feed.append(item);
    }
    refocus();
    expect(focusedId()).toBe("b");
  });
});
