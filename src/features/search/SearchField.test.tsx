import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "@/test/renderApp";
import { ownItem, setOwnItem } from "@/test/storage";
import { preloadScreens } from "@/test/preloadScreens";

afterEach(() => vi.unstubAllGlobals());
preloadScreens(
  () => import("./SearchField"),
  () => import("./SearchScreen"),
);

const box = () => screen.findByRole("combobox", { name: "Search" });
const list = () => screen.findByRole("listbox", { name: "Search suggestions" });
const optionNames = async () =>
  within(await list())
    .getAllByRole("option")
    .map((option) => option.textContent);
const here = () => window.location.pathname + window.location.search;

describe("the search box's suggestions", () => {
  it("offers a post search first for words, saying which posts it covers, sent with >", async () => {
    const user = userEvent.setup();
    const { requests } = renderApp("/home", { signedInAs: "alice" });
    await user.type(await box(), "quiet harbour");
    const first = within(await list()).getAllByRole("option")[0];
    expect(first).toHaveTextContent("Search posts for “quiet harbour”");
    expect(first).toHaveTextContent("Covers your own posts, bookmarks, reactions and mentions");
    expect(first).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(here()).toBe("/search?q=%3Equiet+harbour"));
    await waitFor(() => expect(requests).toContain("GET /api/v2/search?q=%3Equiet+harbour"));
  });

  it("orders people first for an address, and moves with the arrows", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    const field = await box();
    await user.type(field, "carol@remote.example");
    expect(await optionNames()).toEqual([
      "Find people: @carol@remote.example",
      expect.stringContaining("Search posts for “carol@remote.example”"),
    ]);
    await user.keyboard("{ArrowDown}");
    const options = within(await list()).getAllByRole("option");
    expect(options[1]).toHaveAttribute("aria-selected", "true");
    await user.keyboard("{ArrowUp}{Enter}");
    await waitFor(() => expect(here()).toBe("/search?q=%40carol%40remote.example"));
  });

  it("offers to open a URL, and closes on Escape with focus kept in the box", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    const field = await box();
    await user.type(field, "https://remote.example/notes/1");
    expect(await optionNames()).toEqual(["Open this post or profile"]);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(field).toHaveFocus();
    expect(field).toHaveValue("https://remote.example/notes/1");
  });

  it("shows the account's recent searches on focus; Delete forgets one, and all can go", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    const field = await box();
    setOwnItem("recent_searches", JSON.stringify(["#photo", ">harbour", "@carol"]));
    await user.click(field);
    expect(await optionNames()).toEqual([
      expect.stringContaining("#photo"),
      expect.stringContaining(">harbour"),
      expect.stringContaining("@carol"),
      "Clear recent searches",
    ]);
    // The first is highlighted; Delete forgets it and keeps the list open.
    await user.keyboard("{Delete}");
    await waitFor(async () => expect(await optionNames()).toHaveLength(3));
    expect(JSON.parse(ownItem("recent_searches") ?? "[]")).toEqual([">harbour", "@carol"]);
    // The one that took its place is highlighted.
    expect(screen.getByRole("option", { name: /harbour/ })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.keyboard("{ArrowDown}{ArrowDown}");
    expect(screen.getByRole("option", { name: "Clear recent searches" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await user.keyboard("{Enter}");
    await waitFor(() => expect(ownItem("recent_searches")).toBeNull());
    await waitFor(() => expect(screen.queryByRole("listbox")).toBeNull());
    expect(field).toHaveFocus();
  });

  it("remembers a search when it is made, newest first", async () => {
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    const field = await box();
    await user.type(field, "#photo{Enter}");
    await waitFor(() => expect(here()).toBe("/search?q=%23photo"));
    expect(JSON.parse(ownItem("recent_searches") ?? "[]")).toEqual(["#photo"]);
  });
});
