import { useRef } from "react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useFocusReturn } from "./popupTrigger";

const POPUP_ID = "probe-popup";

/** A trigger, a popup that is still in the page after it closed, and another control. */
function Probe({ open }: { open: boolean }) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusReturn(open, () => trigger.current, POPUP_ID);
  return (
    <>
      <button ref={trigger} type="button">
        Trigger
      </button>
      <div id={POPUP_ID}>
        <button type="button">Inside</button>
      </div>
      <button type="button">Elsewhere</button>
    </>
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

/** Opens the probe, focuses `focused` (or nothing), closes it and waits a frame. */
async function closeWithFocusOn(focused: string | null) {
  const { rerender } = render(<Probe open />);
  if (focused) screen.getByRole("button", { name: focused }).focus();
  rerender(<Probe open={false} />);
  await nextFrame();
}

describe("focus after a popup closes", () => {
  it("goes back to the trigger when it was left on the page's body", async () => {
    await closeWithFocusOn(null);
    expect(screen.getByRole("button", { name: "Trigger" })).toHaveFocus();
  });

  it("goes back to the trigger when it is still inside the closing popup", async () => {
    await closeWithFocusOn("Inside");
    expect(screen.getByRole("button", { name: "Trigger" })).toHaveFocus();
  });

  it("goes back to the trigger when the popup's clean-up drops it a few frames later", async () => {
    await closeWithFocusOn("Inside");
    const trigger = screen.getByRole("button", { name: "Trigger" });
    expect(trigger).toHaveFocus();
    await nextFrame();
    trigger.blur();
    await nextFrame();
    expect(trigger).toHaveFocus();
  });

  it("stays on another control that took it", async () => {
    await closeWithFocusOn("Elsewhere");
    expect(screen.getByRole("button", { name: "Elsewhere" })).toHaveFocus();
  });
});
