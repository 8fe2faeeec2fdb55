import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp, type DemoApp } from "@demo/app";
import { call, fixedToken } from "@demo/testing";
import { renderApp } from "@/test/renderApp";
import { preloadScreens } from "@/test/preloadScreens";

afterEach(() => vi.unstubAllGlobals());
preloadScreens(() => import("./SearchScreen"));

async function post(demo: DemoApp, username: string, status: string): Promise<string> {
  const answer = await call(demo, "POST", "/api/v1/statuses", {
    token: fixedToken(username),
    body: { status, visibility: "public" },
  });
  return (answer.body as { id: string }).id;
}

describe("search", () => {
  it("tells a visitor it is for signed-in users, links to sign in, and asks for nothing", async () => {
    const { requests } = renderApp("/search?q=photography");
    expect(
      await screen.findByText("This server lets only signed-in users search."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Search results" })).toBeInTheDocument();
    expect(within(screen.getByRole("main")).getByRole("link", { name: "Sign in" })).toHaveAttribute(
      "href",
      "/",
    );
    expect(screen.queryByText(/Results for/)).toBeNull();
    expect(requests.filter((r) => r.includes("/search"))).toEqual([]);
  });

  it("finds people by address for a signed-in user, with the counts", async () => {
    const { requests } = renderApp("/search?q=%40carol", { signedInAs: "alice" });
    expect(await screen.findByText("1 person, 0 posts, 0 tags")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "People" })).toBeInTheDocument();
    expect(requests).toContain("GET /api/v2/search?q=%40carol");
    expect(within(screen.getByRole("main")).queryByRole("link", { name: "Sign in" })).toBeNull();
  });

  it("finds a bookmarked post as an ordinary card, and not someone else's other posts", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const kept = await post(demo, "bob", "A wombat crossed the lane");
    await post(demo, "bob", "Another wombat, nobody bookmarked this one");
    await call(demo, "POST", `/api/v1/statuses/${kept}/bookmark`, { token: fixedToken("alice") });
    renderApp("/search?q=%3Ewombat", { signedInAs: "alice", demo });
    expect(await screen.findByText("0 people, 1 post, 0 tags")).toBeInTheDocument();
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("A wombat crossed the lane");
    expect(within(card).getByRole("button", { name: /Reply/ })).toBeInTheDocument();
    expect(
      screen.getByText("Covers your own posts, bookmarks, reactions and mentions"),
    ).toBeInTheDocument();
  });

  it("explains an empty post search by what it covers", async () => {
    renderApp("/search?q=%3Ezzzqqq", { signedInAs: "alice" });
    expect(await screen.findByText(/Post search covers only your own posts/)).toBeInTheDocument();
  });

  it("says words without a prefix find nothing, and offers the post search", async () => {
    renderApp("/search?q=two+words", { signedInAs: "alice" });
    expect(await screen.findByText(/Search finds nothing for this text/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Search posts for “two words”" })).toHaveAttribute(
      "href",
      "/search?q=%3Etwo+words",
    );
  });

  it("lists tags that open their timeline", async () => {
    const demo = createDemoApp({ server: "3.10" });
    await post(demo, "alice", "Out with the #Rangefinder today");
    renderApp("/search?q=%23rangefind", { signedInAs: "alice", demo });
    expect(await screen.findByRole("link", { name: "#rangefinder" })).toHaveAttribute(
      "href",
      "/tag/rangefinder",
    );
  });

  it("opens the one post at a URL in place of the results", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const id = await post(demo, "bob", "Tide tables for the weekend");
    const url = `http://demo.test/objects/${id}`;
    renderApp(`/search?q=${encodeURIComponent(url)}`, { signedInAs: "alice", demo });
    await waitFor(() => expect(window.location.pathname).toBe(`/post/${id}`));
    expect(await screen.findByText("Tide tables for the weekend")).toBeInTheDocument();
  });

  it("opens a link to one of this client's own pages instead of asking the server", async () => {
    const demo = createDemoApp({ server: "5.9" });
    const id = await post(demo, "bob", "A post whose link was copied from the address bar");
    const link = `${window.location.origin}/post/${id}`;
    const { requests } = renderApp(`/search?q=${encodeURIComponent(link)}`, {
      signedInAs: "alice",
      demo,
    });
    await waitFor(() => expect(window.location.pathname).toBe(`/post/${id}`));
    // The post's screen loads its code first.
    expect(
      await screen.findByText(
        "A post whose link was copied from the address bar",
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    expect(requests.filter((r) => r.includes("/search"))).toEqual([]);
  });
});
