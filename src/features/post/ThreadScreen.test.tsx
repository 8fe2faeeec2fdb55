import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { demoFixtures, nth } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

describe("post detail (thread)", () => {
  it("shows the thread with the selected post highlighted; picking another moves the URL", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    const { deepThreadLeaf = "" } = await demoFixtures(demo);
    const { requests } = renderApp(`/post/${deepThreadLeaf}`, { demo, signedInAs: "alice" });
    const thread = await screen.findByRole("feed", { name: "Post" });
    const articles = within(thread).getAllByRole("article");
    expect(articles.length).toBeGreaterThan(2);
    const selected = articles.find((article) => article.getAttribute("aria-current") === "true");
    expect(selected).toHaveAttribute("data-post-id", deepThreadLeaf);

    const first = nth(articles, 0);
    await user.click(within(first).getByText(/./, { selector: ".post-content p" }));
    await waitFor(() =>
      expect(window.location.pathname).toBe(`/post/${first.getAttribute("data-post-id") ?? ""}`),
    );
    expect(first).toHaveAttribute("aria-current", "true");
    // Same thread, no second request for it.
    expect(requests.filter((r) => r.includes("/thread"))).toHaveLength(1);
  });

  it("moves between the thread's posts with j and k", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "3.10" });
    const { deepThreadLeaf = "" } = await demoFixtures(demo);
    renderApp(`/post/${deepThreadLeaf}`, { demo, signedInAs: "alice" });
    const thread = await screen.findByRole("feed", { name: "Post" });
    const articles = within(thread).getAllByRole("article");
    await user.keyboard("j");
    expect(nth(articles, 0)).toHaveFocus();
    await user.keyboard("j");
    expect(nth(articles, 1)).toHaveFocus();
    await user.keyboard("k");
    expect(nth(articles, 0)).toHaveFocus();
  });

  it("says 'Post is not available' above a reply whose parent is hidden", async () => {
    const demo = createDemoApp({ server: "3.10" });
    const { hiddenParentChild = "" } = await demoFixtures(demo);
    renderApp(`/post/${hiddenParentChild}`, { demo, signedInAs: "alice" });
    expect(await screen.findByText("Post is not available")).toBeInTheDocument();
  });

  it("says 'Post not found' for a missing post", async () => {
    renderApp("/post/00000000-0000-0000-0000-000000000000", { signedInAs: "alice" });
    expect(await screen.findByText("Post not found")).toBeInTheDocument();
  });

  it("opens a post from a timeline with Enter, and likes it with l", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/local", { signedInAs: "alice" });
    const feed = await screen.findByRole("feed", { name: "Local" });
    nth(within(feed).getAllByRole("article"), 0).focus();
    await user.keyboard("l");
    await waitFor(() =>
      expect(requests.some((r) => /^POST \/api\/v1\/statuses\/.+\/(un)?favourite$/.test(r))).toBe(
        true,
      ),
    );
    await user.keyboard("{Enter}");
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/post\//));
  });
});
