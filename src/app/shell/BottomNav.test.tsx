import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHONE_QUERY } from "@/ui/useMediaQuery";
import { renderApp } from "@/test/renderApp";
// The editor is a lazy chunk: loading it with this file spares the first
// test its transform, which took over 10 s on a busy machine.
import "@/components/editor/PostEditor";

/** A viewport below 700 px: matchMedia answers the phone query (and nothing else) with true. */
function onPhone(): void {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

afterEach(() => vi.unstubAllGlobals());

describe("phone layout", () => {
  it("has a bottom bar with the main places and the rest in a menu", async () => {
    onPhone();
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    await screen.findByRole("heading", { level: 1, name: "Home" });
    // jsdom applies no CSS: the (hidden) sidebar is there too; the bar is the one with a menu.
    const navs = await screen.findAllByRole("navigation", { name: "Main" });
    const bar = navs.find((nav) => within(nav).queryByRole("button", { name: "More" }));
    if (!bar) throw new Error("no bottom bar");
    for (const name of [
      /^Home$/,
      /^Notifications/,
      /^Local$/,
      /^Search$/,
      /^My profile, @alice$/,
    ]) {
      expect(within(bar).getByRole("link", { name })).toBeInTheDocument();
    }
    await user.click(within(bar).getByRole("button", { name: "More" }));
    const menu = await screen.findByRole("menu", { name: "More" });
    const items = within(menu)
      .getAllByRole("menuitem")
      .map((item) => item.textContent);
    // Messages says whether one waits unread once the list of them has come.
    expect(items[0]).toMatch(/^Messages/);
    expect(items.slice(1)).toEqual([
      "Federated",
      "Profile directory",
      "Bookmarks",
      "Settings",
      "About",
      "Add account",
      "Log out",
    ]);
  });

  it("opens the composer from a button instead of above the home timeline", async () => {
    onPhone();
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    await user.click(await screen.findByRole("button", { name: "New post" }));
    const dialog = await screen.findByRole("dialog", { name: "New post" });
    expect(await within(dialog).findByRole("combobox", { name: "New post" })).toBeInTheDocument();
    expect(screen.getAllByRole("form", { name: "New post" })).toHaveLength(1);
  });

  it("is not used on wider screens", async () => {
    renderApp("/home", { signedInAs: "alice" });
    expect(await screen.findByRole("form", { name: "New post" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "New post" })).toBeNull();
    expect(screen.queryByRole("button", { name: "More" })).toBeNull();
  });
});
