import { useState } from "react";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { beforeAll, describe, expect, it, vi } from "vitest";
import type { PickableEmoji } from "@/domain/quickEmoji";
import { EmojiPopover } from "./EmojiPopover";

beforeAll(() => import("./PopupLayer"), 30_000);

function Harness({ onPick }: { onPick: (emoji: PickableEmoji) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <p>Outside the picker</p>
      <EmojiPopover
        className="post-react"
        open={open}
        onOpenChange={setOpen}
        label="Add reaction"
        recent={[]}
        custom={[]}
        unicode={[]}
        labels={{
          search: "Search emoji",
          empty: "no emojis found",
          loading: "Loading emoji",
          failed: "Emoji failed",
          section: (section) => section.kind,
        }}
        onPick={onPick}
      />
    </div>
  );
}

function setup() {
  const user = userEvent.setup();
  const onPick = vi.fn();
  render(<Harness onPick={onPick} />);
  return { user, onPick, trigger: screen.getByRole("button", { name: "Add reaction" }) };
}

const picker = () => screen.queryByRole("dialog", { name: "Add reaction" });

// Popups render in jsdom through Ariakit; a busy 2-core machine needs more than 5 s.
describe("EmojiPopover", { timeout: 20_000 }, () => {
  it("opens with the search focused, and returns focus to its button after Escape", async () => {
    const { user, trigger } = setup();
    await user.click(trigger);
    await waitFor(() =>
      expect(screen.getByRole("searchbox", { name: "Search emoji" })).toHaveFocus(),
    );
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    await user.keyboard("{Escape}");
    await waitFor(() => expect(picker()).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("closes on a pick, hands over the emoji, and returns focus", async () => {
    const { user, trigger, onPick } = setup();
    await user.click(trigger);
    await user.click(await screen.findByRole("button", { name: ":tada:" }));
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ value: "🎉" }));
    await waitFor(() => expect(picker()).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it("closes on a click outside and returns focus", async () => {
    const { user, trigger, onPick } = setup();
    await user.click(trigger);
    await screen.findByRole("searchbox", { name: "Search emoji" });
    await user.click(screen.getByText("Outside the picker"));
    await waitFor(() => expect(picker()).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(onPick).not.toHaveBeenCalled();
  });
});
