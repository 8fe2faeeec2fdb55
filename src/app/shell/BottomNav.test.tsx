import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { onPhone } from "@/test/phoneLayout";
import { renderApp } from "@/test/renderApp";
// The editor is a lazy chunk: loading it with this file spares the first
// test its transform, which took over 10 s on a busy machine.
import "@/components/editor/PostEditor";

afterEach(() => vi.unstubAllGlobals());

describe("phone layout", () => {
  it("has a bottom bar with the main places and the rest in a menu", async () => {
    onPhone();
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    await screen.findByRole("heading", { level: 1, name: "Home" });
    // The bar alone: the sidebar draws nothing on a phone.
    const bar = await screen.findByRole("navigation", { name: "Main" });
    expect(within(bar).getByRole("button", { name: "More" })).toBeInTheDocument();
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

  it("draws no sidebar, while the sidebar's other work goes on: the title's unread count, the kept frame, the messages key", async () => {
    onPhone();
    const user = userEvent.setup();
    renderApp("/home", { signedInAs: "alice" });
    await screen.findByRole("heading", { level: 1, name: "Home" });
    expect(screen.getAllByRole("navigation", { name: "Main" })).toHaveLength(1);
    expect(screen.queryByRole("button", { name: "Log out" })).toBeNull();
    await waitFor(() => expect(document.title).toMatch(/^\(\d+\+?\) Home \| /));
    await waitFor(() => {
      const key = Object.keys(localStorage).find((name) => name.endsWith(":boot_frame"));
      const kept = JSON.parse(localStorage.getItem(key ?? "") ?? "null") as {
        places: string[];
      } | null;
      expect(kept?.places).toContain("federated");
    });
    await user.keyboard("m");
    expect(await screen.findByRole("heading", { level: 1, name: "Messages" })).toBeVisible();
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
