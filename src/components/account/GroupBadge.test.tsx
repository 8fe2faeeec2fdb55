import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createDemoApp } from "@demo/app";
import { renderApp } from "@/test/renderApp";

afterEach(() => vi.unstubAllGlobals());

const on59 = () => createDemoApp({ server: "5.9" });

describe("groups among accounts", () => {
  it("are marked Group on directory cards, whose button joins or leaves", async () => {
    renderApp("/profile-directory", { demo: on59(), signedInAs: "alice" });
    const grid = await screen.findByRole("list", { name: "Profile directory" });
    const cafe = await within(grid).findByRole("link", { name: /^Fediverse Café/ });
    expect(within(cafe).getByText("Group")).toBeInTheDocument();
    const card = cafe.closest("li");
    if (!card) throw new Error("no card");
    // alice is a member: the card's button leaves, in the words of groups.
    expect(await within(card).findByRole("button", { name: "Leave" })).toBeInTheDocument();
    // People are not marked.
    const bob = within(grid).getByRole("link", { name: /^Bob 🌱/ });
    expect(within(bob).queryByText("Group")).toBeNull();
  });

  it("resolve by address in search, marked Group, and open as the group's page", async () => {
    const user = userEvent.setup();
    renderApp("/search", { demo: on59(), signedInAs: "alice" });
    await user.type(
      // The search box becomes a combobox once its code is there.
      await screen.findByRole("combobox", { name: "Search" }, { timeout: 10_000 }),
      "@film-club@remote.example{Enter}",
    );
    const people = await screen.findByRole("list", { name: "People" });
    const group = await within(people).findByRole("link", { name: /^Film Club/ });
    expect(within(group).getByText("Group")).toBeInTheDocument();
    await user.click(group);
    expect(await screen.findByRole("heading", { level: 1, name: "Film Club" })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/@film-club@remote.example");
    expect(await screen.findByRole("button", { name: "Join" })).toBeInTheDocument();
  });
});
