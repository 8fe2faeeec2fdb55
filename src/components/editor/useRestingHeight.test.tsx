import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useRestingHeight } from "./useRestingHeight";

/** A size observer the test drives: `resize` reports the form's height. */
function observeSizes() {
  const observed: Element[] = [];
  const disconnect = vi.fn();
  let report: ((height: number) => void) | null = null;
  vi.stubGlobal(
    "ResizeObserver",
    class {
      constructor(callback: (entries: { borderBoxSize: { blockSize: number }[] }[]) => void) {
        report = (height) => {
          callback([{ borderBoxSize: [{ blockSize: height }] }]);
        };
      }
      observe(element: Element): void {
        observed.push(element);
      }
      disconnect = disconnect;
    },
  );
  return {
    observed,
    disconnect,
    resize: (height: number) => {
      act(() => report?.(height));
    },
  };
}

const form = { current: document.createElement("form") };
const kept = () => localStorage.getItem("composer_height");

beforeEach(() => localStorage.setItem("auth_token", "a-token"));
afterEach(() => vi.unstubAllGlobals());

describe("the home composer's resting height", () => {
  it("is kept, rounded, when the composer is measured at rest", () => {
    const sizes = observeSizes();
    renderHook(() => useRestingHeight(form, true, true));
    expect(sizes.observed).toEqual([form.current]);
    sizes.resize(141.4);
    expect(kept()).toBe("141");
  });

  it("is not taken while something is written, attached or shown, and is again at rest", () => {
    const sizes = observeSizes();
    const { rerender } = renderHook(
      ({ atRest }: { atRest: boolean }) => useRestingHeight(form, true, atRest),
      { initialProps: { atRest: false } },
    );
    sizes.resize(320);
    expect(kept()).toBeNull();
    rerender({ atRest: true });
    sizes.resize(150);
    expect(kept()).toBe("150");
  });

  it("is not watched in a card or a dialog, and no longer once the composer is gone", () => {
    const sizes = observeSizes();
    renderHook(() => useRestingHeight(form, false, true));
    expect(sizes.observed).toEqual([]);
    const { unmount } = renderHook(() => useRestingHeight(form, true, true));
    unmount();
    expect(sizes.disconnect).toHaveBeenCalled();
  });
});
