import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { Menu } from "./Menu";
import type { MenuItem } from "./popupTypes";

// The popup layer is a lazy chunk; its first load is not what these tests time.
beforeAll(() => import("./PopupLayer"), 30_000);

function setup(items: MenuItem[]) {
  const user = userEvent.setup();
  render(
    <div>
      <p>Outside the menu</p>
      <Menu label="More actions" icon="…" items={items} />
      <button type="button">Elsewhere</button>
    </div>,
  );
  const trigger = screen.getByRole("button", { name: "More actions" });
  return { user, trigger };
}

const focused = () => document.activeElement?.textContent;

// Popups render in jsdom through Ariakit; a busy 2-core machine needs more than 5 s.
describe("Menu", { timeout: 20_000 }, () => {
  it("skips disabled items with the arrow keys", async () => {
    const { user, trigger } = setup([
      { key: "copy", label: "Copy link", onSelect: vi.fn() },
      { key: "ipfs", label: "Save to IPFS", disabled: true, onSelect: vi.fn() },
      { key: "delete", label: "Delete", danger: true, onSelect: vi.fn() },
    ]);
    // A pointer click focuses the menu itself; the arrows then walk the items.
    await user.click(trigger);
    const menu = await screen.findByRole("menu", { name: "More actions" });
    await waitFor(() => expect(menu).toHaveFocus());
    await user.keyboard("{ArrowDown}");
    expect(focused()).toBe("Copy link");
    await user.keyboard("{ArrowDown}");
    expect(focused()).toBe("Delete");
    await user.keyboard("{ArrowUp}");
    expect(focused()).toBe("Copy link");
    await user.keyboard("{End}");
    expect(focused()).toBe("Delete");
  });

  it("opens from the keyboard on the first item, or the last with ArrowUp", async () => {
    const { user, trigger } = setup([
      { key: "copy", label: "Copy link", onSelect: vi.fn() },
      { key: "delete", label: "Delete", onSelect: vi.fn() },
      { key: "ipfs", label: "Save to IPFS", disabled: true, onSelect: vi.fn() },
    ]);
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(focused()).toBe("Copy link"));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await user.keyboard("{ArrowUp}");
    await waitFor(() => expect(focused()).toBe("Delete"));
  });

  it("stays open when opened again right after Escape", async () => {
    const { user, trigger } = setup([
      { key: "copy", label: "Copy link", onSelect: vi.fn() },
      { key: "delete", label: "Delete", onSelect: vi.fn() },
    ]);
    trigger.focus();
    await user.keyboard("{ArrowDown}");
    await waitFor(() => expect(focused()).toBe("Copy link"));
    // Both keys within one frame: nothing left over from the Escape may close the new menu.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: "Escape" });
    expect(trigger).toHaveFocus();
    fireEvent.keyDown(trigger, { key: "ArrowUp" });
    await waitFor(() => expect(focused()).toBe("Delete"));
    for (let frame = 0; frame < 4; frame += 1) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    expect(screen.getByRole("menu", { name: "More actions" })).toBeInTheDocument();
    expect(focused()).toBe("Delete");
  });

  it("runs a picked action once, and a disabled item not at all", async () => {
    const copy = vi.fn();
    const save = vi.fn();
    const { user, trigger } = setup([
      { key: "copy", label: "Copy link", onSelect: copy },
      { key: "ipfs", label: "Save to IPFS", disabled: true, onSelect: save },
    ]);
    await user.click(trigger);
    const disabled = await screen.findByRole("menuitem", { name: "Save to IPFS" });
    expect(disabled).toHaveAttribute("aria-disabled", "true");
    // A pointer cannot reach it (user-event refuses: pointer-events: none); a key press either.
    disabled.click();
    expect(save).not.toHaveBeenCalled();
    await user.click(screen.getByRole("menuitem", { name: "Copy link" }));
    expect(copy).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
  });

  it("returns focus to its button after Escape, a pick and a click outside", async () => {
    const { user, trigger } = setup([{ key: "copy", label: "Copy link", onSelect: vi.fn() }]);

    await user.click(trigger);
    expect(await screen.findByRole("menu")).toBeInTheDocument();
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute("aria-expanded", "false");

    await user.keyboard("{Enter}");
    await user.click(await screen.findByRole("menuitem", { name: "Copy link" }));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());

    await user.click(trigger);
    await screen.findByRole("menu");
    await user.click(screen.getByText("Outside the menu"));
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("leaves focus on the control clicked outside", async () => {
    const { user, trigger } = setup([{ key: "copy", label: "Copy link", onSelect: vi.fn() }]);
    await user.click(trigger);
    await screen.findByRole("menu");
    const elsewhere = screen.getByRole("button", { name: "Elsewhere" });
    await user.click(elsewhere);
    await waitFor(() => expect(screen.queryByRole("menu")).toBeNull());
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(elsewhere).toHaveFocus();
  });

  it("opens links in a new tab without the opener", async () => {
    const { user, trigger } = setup([
      { key: "page", label: "Open profile page", href: "https://remote.example/@carol" },
    ]);
    await user.click(trigger);
    const link = await screen.findByRole("menuitem", { name: "Open profile page" });
    expect(link).toHaveAttribute("href", "https://remote.example/@carol");
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer nofollow");
  });
});
