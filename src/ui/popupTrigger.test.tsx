import { useLayoutEffect, useRef } from "react";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

/** Animation frames and the clock, run by the test. */
function controlFrames() {
  let queue: FrameRequestCallback[] = [];
  const clock = { now: 1000 };
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    queue.push(callback);
    return queue.length;
  });
  vi.spyOn(performance, "now").mockImplementation(() => clock.now);
  return {
    clock,
    /** Runs the frame callbacks due now, `ms` after the last frame. */
    frame(ms = 16) {
      clock.now += ms;
      const due = queue;
      queue = [];
      for (const callback of due) callback(clock.now);
    },
  };
}

/**
 * A trigger and its popup (still in the page after it closes unless `gone`);
 * `onOpened` runs as an opening is committed, as a popup that takes focus on
 * showing does, before the effects that run after paint.
 */
function Reopening({
  open,
  gone = false,
  onOpened,
}: {
  open: boolean;
  gone?: boolean;
  onOpened?: () => void;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  useFocusReturn(open, () => trigger.current, POPUP_ID);
  useLayoutEffect(() => {
    if (open) onOpened?.();
  }, [open, onOpened]);
  return (
    <>
      <button ref={trigger} type="button">
        Trigger
      </button>
      {!gone && (
        <div id={POPUP_ID}>
          <button type="button">Inside</button>
        </div>
      )}
    </>
  );
}

describe("focus after a popup closes, frame by frame", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("stays in the popup opened again right after it closed", () => {
    const frames = controlFrames();
    const { rerender } = render(<Reopening open />);
    rerender(<Reopening open={false} />);
    frames.frame();
    const trigger = screen.getByRole("button", { name: "Trigger" });
    expect(trigger).toHaveFocus();
    // Opened again within the last watch: the popup focuses its item, and a
    // frame comes before the effects after paint.
    rerender(
      <Reopening
        open
        onOpened={() => {
          screen.getByRole("button", { name: "Inside" }).focus();
          frames.frame();
        }}
      />,
    );
    frames.frame();
    expect(screen.getByRole("button", { name: "Inside" })).toHaveFocus();
  });

  it("goes back to the trigger when the popup leaves the page late and drops focus then", () => {
    const frames = controlFrames();
    const { rerender } = render(<Reopening open />);
    screen.getByRole("button", { name: "Inside" }).focus();
    rerender(<Reopening open={false} />);
    frames.frame();
    const trigger = screen.getByRole("button", { name: "Trigger" });
    expect(trigger).toHaveFocus();
    // A busy machine: the popup is still in the page half a second later.
    frames.frame(500);
    rerender(<Reopening open={false} gone />);
    trigger.blur();
    frames.frame();
    expect(trigger).toHaveFocus();
  });
});
