import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const on59 = () => createDemoApp({ server: "5.9" });

describe("My groups", () => {
  it("lists the groups alice is a member of, each card linking to its group", async () => {
    const { requests } = renderApp("/groups", { demo: on59(), signedInAs: "alice" });
    expect(await screen.findByRole("heading", { level: 1, name: "Groups" })).toBeInTheDocument();
    const list = await screen.findByRole("list", { name: "Member" });
    const cafe = await within(list).findByRole("link", {
      name: /^Fediverse Café\s*Group\s*@fediverse-cafe$/,
    });
    expect(cafe).toHaveAttribute("href", "/@fediverse-cafe");
    const card = cafe.closest<HTMLElement>(".group-card");
    if (!card) throw new Error("no card");
    expect(within(card).getByText(/A place to chat about the fediverse/)).toBeInTheDocument();
    // A hashtag in the description opens in the client.
    expect(within(card).getByRole("link", { name: "#fediverse" })).toHaveAttribute(
      "href",
      "/tag/fediverse",
    );
    expect(within(card).getByText(/members?$/)).toHaveTextContent(/^\d+ members$/);
    expect(within(list).getByRole("link", { name: /^Alice's Garden/ })).toBeInTheDocument();
    expect(within(list).queryByRole("link", { name: /Quiet Room/ })).toBeNull();
    expect(requests).toContain("GET /api/v1/groups/followed?filter=following&offset=0&limit=40");
  });

  it("shows the groups alice moderates on the Moderating tab", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/groups", { demo: on59(), signedInAs: "alice" });
    await screen.findByRole("list", { name: "Member" });
    await user.click(screen.getByRole("button", { name: "Moderating" }));
    const list = await screen.findByRole("list", { name: "Moderating" });
    expect(await within(list).findByRole("link", { name: /^Alice's Garden/ })).toBeInTheDocument();
    expect(within(list).queryByRole("link", { name: /Fediverse Café/ })).toBeNull();
    expect(window.location.search).toBe("?filter=moderating");
    await waitFor(() =>
      expect(requests).toContain("GET /api/v1/groups/followed?filter=moderating&offset=0&limit=40"),
    );
  });

  it("says what a group is and how to find one when the user is in none", async () => {
    renderApp("/groups", { demo: on59(), signedInAs: "newsbot" });
    expect(
      await screen.findByText(/You are not in any group yet\. A group is an account/),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "search" })).toHaveAttribute("href", "/search");
    expect(screen.getByRole("link", { name: "profile directory" })).toHaveAttribute(
      "href",
      "/profile-directory",
    );
    expect(screen.getByRole("link", { name: "Create a group" })).toHaveAttribute(
      "href",
      "/groups/new",
    );
  });

  it("shows a failure with its message and a retry", async () => {
    const user = userEvent.setup();
    let fail = true;
    renderApp("/groups", {
      demo: on59(),
      signedInAs: "alice",
      fault: (path) =>
        path === "/api/v1/groups/followed" && fail
          ? new Response(JSON.stringify({ error_description: "server is busy" }), {
              status: 500,
              headers: { "Content-Type": "application/json" },
            })
          : undefined,
    });
    expect(await screen.findByText("server is busy")).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("list", { name: "Member" })).toBeInTheDocument();
  });

  it("on a server that lists groups but cannot create them (5.5): one list, nothing to create", async () => {
    const { requests } = renderApp("/groups?filter=moderating", {
      demo: on59(),
      signedInAs: "alice",
      rewrite: (path, body) =>
        path === "/api/v1/instance"
          ? { ...(body as object), version: "4.0.0 (compatible; Mitra 5.5.0)" }
          : body,
    });
    expect(await screen.findByRole("list", { name: "Member" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Moderating" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Create a group" })).toBeNull();
    expect(requests.filter((r) => r.includes("filter=moderating"))).toEqual([]);
  });
});
