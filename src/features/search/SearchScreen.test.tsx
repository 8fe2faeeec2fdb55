import { screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

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

  it("searches for a signed-in user", async () => {
    const { requests } = renderApp("/search?q=photography", { signedInAs: "alice" });
    expect(
      await screen.findByText(/\d+ (person|people), \d+ posts?, \d+ tags?/),
    ).toBeInTheDocument();
    await waitFor(() => expect(requests).toContain("GET /api/v2/search?q=photography"));
    expect(within(screen.getByRole("main")).queryByRole("link", { name: "Sign in" })).toBeNull();
  });
});
