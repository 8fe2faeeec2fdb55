import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { call, list } from "@demo/testing";
import { demoFixtures } from "@/test/demoState";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const feed = () => screen.findByRole("feed", { name: "Favourites" });
const postIds = (list: HTMLElement) =>
  within(list)
    .getAllByRole("article")
    .map((article) => article.getAttribute("data-post-id"));

describe("favourites (5.9)", () => {
  it("lists liked and reacted posts, pages by the Link header, and filters to likes", async () => {
    const user = userEvent.setup();
    const demo = createDemoApp({ server: "5.9" });
    const { reactedOnlyPost = "" } = await demoFixtures(demo);
    const { requests } = renderApp("/favourites", { demo, signedInAs: "alice" });
    expect(
      await screen.findByRole("heading", { level: 1, name: "Favourites" }),
    ).toBeInTheDocument();
    const list = await feed();
    await waitFor(() => expect(within(list).getAllByRole("article").length).toBeGreaterThan(0));
    expect(requests).toContain("GET /api/v1/favourites?all_reactions=true");
    const tabs = screen.getByRole("group", { name: "Show favourites" });
    expect(within(tabs).getByRole("button", { name: "Likes and reactions" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await user.click(await screen.findByRole("button", { name: "Show more posts" }));
    await waitFor(() =>
      expect(
        requests.some((r) => /^GET \/api\/v1\/favourites\?all_reactions=true&max_id=/.test(r)),
      ).toBe(true),
    );
    await waitFor(() => expect(postIds(list)).toContain(reactedOnlyPost));

    await user.click(within(tabs).getByRole("button", { name: "Likes only" }));
    expect(window.location.search).toBe("?filter=likes");
    await waitFor(() => expect(requests).toContain("GET /api/v1/favourites"));
    const likes = await feed();
    await waitFor(() => expect(within(likes).getAllByRole("article").length).toBeGreaterThan(0));
    expect(postIds(likes)).not.toContain(reactedOnlyPost);
    // Every post shown is one she liked (a muted author's comes folded, without buttons).
    const buttons = within(likes).getAllByRole("button", { name: "Like" });
    expect(buttons.length).toBeGreaterThan(0);
    for (const like of buttons) expect(like).toHaveAttribute("aria-pressed", "true");
  });

  it("shows a post liked elsewhere when opened again", async () => {
    const user = userEvent.setup();
    renderApp("/favourites", { demo: createDemoApp({ server: "5.9" }), signedInAs: "alice" });
    const before = await feed();
    await waitFor(() => expect(within(before).getAllByRole("article").length).toBeGreaterThan(0));
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await user.click(within(nav).getByRole("link", { name: "Local" }));
    const local = await screen.findByRole("feed", { name: "Local" });
    const unliked = (await within(local).findAllByRole("button", { name: "Like" })).find(
      (button) => button.getAttribute("aria-pressed") === "false",
    );
    const id = unliked?.closest("article")?.getAttribute("data-post-id");
    if (!unliked || !id) throw new Error("no post to like");
    await user.click(unliked);
    await waitFor(() => expect(unliked).toHaveAttribute("aria-pressed", "true"));
    await user.click(within(nav).getByRole("link", { name: "Favourites" }));
    const after = await feed();
    await waitFor(() => expect(postIds(after)[0]).toBe(id));
  });

  it("says when nothing was liked", async () => {
    const demo = createDemoApp({ server: "5.9" });
    // newsbot takes back the one like it gave.
    const token = "demo-token-newsbot";
    const liked = await call(demo, "GET", "/api/v1/favourites", { token });
    for (const post of list(liked.body)) {
      await call(demo, "POST", `/api/v1/statuses/${String(post.id)}/unfavourite`, { token });
    }
    renderApp("/favourites", { demo, signedInAs: "newsbot" });
    expect(await screen.findByText("No liked or reacted posts yet")).toBeInTheDocument();
  });

  it("shows a failure with a way to try again", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp("/favourites", {
      demo: createDemoApp({ server: "5.9" }),
      signedInAs: "alice",
      fault: (path) => {
        if (path !== "/api/v1/favourites" || !fail) return undefined;
        fail = false;
        return new Response(JSON.stringify({ error_description: "database error" }), {
          status: 500,
          headers: { "Content-Type": "application/json" },
        });
      },
    });
    expect(await screen.findByText("database error")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Try again" }));
    const list = await feed();
    await waitFor(() => expect(within(list).getAllByRole("article").length).toBeGreaterThan(0));
  });

  it("has a link in the navigation", async () => {
    renderApp("/home", { demo: createDemoApp({ server: "5.9" }), signedInAs: "alice" });
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(await within(nav).findByRole("link", { name: "Favourites" })).toHaveAttribute(
      "href",
      "/favourites",
    );
  });
});

describe("favourites on 3.10", () => {
  it("has no link, sends /favourites home and asks nothing", async () => {
    const { requests } = renderApp("/favourites", { signedInAs: "alice" });
    await waitFor(() => expect(window.location.pathname).toBe("/home"));
    const nav = await screen.findByRole("navigation", { name: "Main" });
    await within(nav).findByRole("link", { name: "Bookmarks" });
    expect(within(nav).queryByRole("link", { name: "Favourites" })).toBeNull();
    expect(requests.filter((r) => r.includes("/api/v1/favourites"))).toEqual([]);
  });
});
