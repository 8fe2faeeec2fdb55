import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { ConfirmDialog } from "@/ui/Dialog";
import { renderApp } from "@/test/renderApp";
import { mountedNow, type Watched } from "@/test/rendersDuring";

/** A card's delete confirmation exists only where its menu has set up its commands. */
const watched: Watched = new Map([[ConfirmDialog, (props) => String(props.title)]]);
const DELETE_CONFIRM = "Delete this post? This cannot be undone.";
const deleteConfirmations = (container: Element) =>
  mountedNow(container, watched).filter((title) => title === DELETE_CONFIRM).length;

describe("a card's menu sets up its commands when it is first opened", () => {
  it("draws the button alone on every card, and keeps the commands once used (a delete still asks and works)", async () => {
    const { container } = renderApp("/home", { signedInAs: "alice" });
    const feed = await screen.findByRole("feed", { name: "Home" });
    const cards = await within(feed).findAllByRole("article");
    expect(cards.length).toBeGreaterThan(1);
    expect(within(feed).getAllByRole("button", { name: "More actions" }).length).toBe(cards.length);
    expect(deleteConfirmations(container)).toBe(0);

    const own = cards.find((card) => within(card).queryByText("@alice") !== null);
    if (!own) throw new Error("no post of alice's on her home");
    const more = within(own).getByRole("button", { name: "More actions" });
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole("menuitem", { name: "Delete" }));
    // Only this card's commands exist, and they outlived the closed menu.
    expect(deleteConfirmations(container)).toBe(1);
    const dialog = await screen.findByRole("dialog", { name: DELETE_CONFIRM });
    await userEvent.click(within(dialog).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(own).not.toBeInTheDocument());
  });
});
