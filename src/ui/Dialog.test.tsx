import { useState } from "react";
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { ConfirmDialog } from "./Dialog";

beforeAll(() => import("./PopupLayer"), 30_000);

function Harness({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" onClick={() => setOpen(true)}>
        Delete post
      </button>
      <ConfirmDialog
        open={open}
        title="Delete this post?"
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onCancel={() => setOpen(false)}
        onConfirm={() => {
          setOpen(false);
          onConfirm();
        }}
      />
    </div>
  );
}

async function open() {
  const user = userEvent.setup();
  const onConfirm = vi.fn();
  render(<Harness onConfirm={onConfirm} />);
  const opener = screen.getByRole("button", { name: "Delete post" });
  await user.click(opener);
  const dialog = await screen.findByRole("dialog", { name: "Delete this post?" });
  return { user, onConfirm, opener, dialog };
}

// Popups render in jsdom through Ariakit; a busy 2-core machine needs more than 5 s.
describe("ConfirmDialog", { timeout: 20_000 }, () => {
  it("starts on Cancel", async () => {
    const { user, dialog } = await open();
    const cancel = within(dialog).getByRole("button", { name: "Cancel" });
    await waitFor(() => expect(cancel).toHaveFocus());
    await user.tab();
    expect(within(dialog).getByRole("button", { name: "Delete" })).toHaveFocus();
  });

  it("runs nothing when cancelled, and returns focus to the opener", async () => {
    const { user, onConfirm, opener } = await open();
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("runs nothing on Escape, and returns focus to the opener", async () => {
    const { user, onConfirm, opener } = await open();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it("confirms once, and returns focus to the opener", async () => {
    const { user, onConfirm, opener, dialog } = await open();
    await user.click(within(dialog).getByRole("button", { name: "Delete" }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
