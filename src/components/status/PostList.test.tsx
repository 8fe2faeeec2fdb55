import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderApp } from "@/test/renderApp";

describe("PostList", () => {
  it("loads the pictures of its first two posts at once, the rest lazily", async () => {
    renderApp("/home", { signedInAs: "alice" });
    const feed = await screen.findByRole("feed", { name: "Home" });
    const articles = await within(feed).findAllByRole("article");
    const pictures = (article: HTMLElement) =>
      within(article)
        .queryAllByRole("button", { name: /^Open image/ })
        .map((button) => button.querySelector("img"));
    const first = articles.slice(0, 2).flatMap(pictures);
    const later = articles.slice(2).flatMap(pictures);
    expect(first.length).toBeGreaterThan(0);
    expect(later.length).toBeGreaterThan(0);
    for (const image of first) expect(image).toHaveAttribute("loading", "eager");
    for (const image of later) expect(image).toHaveAttribute("loading", "lazy");
  });
});
