import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";
import { createDemoApp } from "@demo/app";
import { RichText } from "@/ui/RichText";
import { quoteFallback } from "./quoteFallback";

afterEach(() => vi.unstubAllGlobals());

const URI = "https://remote.example/objects/1";
const URL_ = "https://remote.example/@carol/1";
const quoted = [{ uri: URI, url: URL_ }];

function text(html: string, quotes = quoted): string {
  const { container } = render(<RichText html={html} omit={quoteFallback(quotes)} />);
  return container.textContent;
}

describe("the quote's fallback line is hidden when the quote is embedded", () => {
  it("hides Mitra's plain 'RE: <uri>' paragraph, by the quoted post's URI or URL", () => {
    expect(text(`<p>Look</p><p>RE: <a href="${URI}">${URI}</a></p>`)).toBe("Look");
    expect(text(`<p>Look</p><p>RE: <a href="${URL_}">${URL_}</a></p>`)).toBe("Look");
  });

  it("hides an element marked quote-inline", () => {
    expect(
      text(`<p>Look</p><p class="quote-inline">RE: <a href="${URI}">remote post</a></p>`),
    ).toBe("Look");
  });

  it("keeps a paragraph that links elsewhere or says more", () => {
    const other = `<p>RE: <a href="https://else.example/x">https://else.example/x</a></p>`;
    expect(text(other)).toContain("RE: https://else.example/x");
    const more = `<p>Read this: <a href="${URI}">${URI}</a></p>`;
    expect(text(more)).toContain("Read this:");
  });

  it("keeps everything when no quote is embedded", () => {
    const html = `<p class="quote-inline">RE: <a href="${URI}">${URI}</a></p>`;
    expect(text(html, [])).toBe(`RE: ${URI}`);
  });

  it("leaves no 'RE:' line above the quote card of the demo's quote post", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const id = (await demoFixtures(demo)).quotePost ?? "";
    renderApp(`/post/${id}`, { demo, signedInAs: "alice" });
    const thread = await screen.findByRole("feed", { name: "Post" });
    const card = within(thread)
      .getAllByRole("article")
      .find((article) => article.getAttribute("data-post-id") === id);
    if (!card) throw new Error("no quote post");
    expect(await within(card).findByRole("blockquote")).toBeInTheDocument();
    expect(card.textContent).not.toMatch(/RE:/);
  });
});
