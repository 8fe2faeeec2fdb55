import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

/**
 * Everything the hostile demo account (mallory@evil.example) sends — post
 * HTML, display name, emoji, attachments — must arrive inert.
 */
function expectInert(root: HTMLElement): void {
  const forbidden = root.querySelectorAll(
    "script, style, iframe, object, embed, form, input[type=password], svg:not(.lucide), math, meta, noscript",
  );
  expect(Array.from(forbidden, (element) => element.outerHTML)).toEqual([]);
  for (const element of Array.from(root.querySelectorAll("*"))) {
    for (const attribute of Array.from(element.attributes)) {
      expect(attribute.name, element.outerHTML).not.toMatch(/^on/i);
      if (["href", "src", "action", "data", "formaction", "poster"].includes(attribute.name)) {
        expect(attribute.value.trim(), element.outerHTML).not.toMatch(
          /^(javascript|data|vbscript):/i,
        );
      }
    }
    if (element.hasAttribute("style")) {
      // Only our own layout styles (the thread indent) may carry a style.
      expect(element.getAttribute("style"), element.outerHTML).toMatch(/^--thread-depth: \d+;?$/);
    }
    if (element.tagName === "A" && element.getAttribute("target") === "_blank") {
      expect(element.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    }
  }
}

describe("hostile remote content", () => {
  it("renders mallory's posts on the federated timeline as inert text", async () => {
    const alert = vi.fn();
    vi.stubGlobal("alert", alert);
    renderApp("/federated", { signedInAs: "alice" });
    const feed = await screen.findByRole("feed", { name: "Federated" });
    const authors = within(feed).getAllByRole("link", { name: /Mallory/ });
    expect(authors.length).toBeGreaterThan(0);
    // The display name is text: its markup shows, it does not run.
    expect(authors[0]?.textContent).toContain("<script>");
    expectInert(feed);
    expect(alert).not.toHaveBeenCalled();
  });

  it("renders the hostile mention post and its attachments safely", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const { hostileMention = "" } = await demoFixtures(demo);
    renderApp(`/post/${hostileMention}`, { demo, signedInAs: "alice" });
    const thread = await screen.findByRole("feed", { name: "Post" });
    // The mention of alice goes to her profile inside the client.
    expect(within(thread).getByRole("link", { name: "@alice" })).toHaveAttribute("href", "/@alice");
    expectInert(thread);
  });

  it("never shows a custom emoji whose URL is a script URL", async () => {
    const { container } = renderApp("/federated", { signedInAs: "alice" });
    await screen.findByRole("feed", { name: "Federated" });
    for (const image of Array.from(container.querySelectorAll("img"))) {
      expect(image.getAttribute("src") ?? "").toMatch(/^(https?:|\/)/);
    }
  });
});
