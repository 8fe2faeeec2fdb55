import { act, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useFeedBuffer } from "./useFeedBuffer";

/** An observer that reports the feed's top where a test puts it. */
function observeFeedAt(top: number) {
  const disconnect = vi.fn();
  let report: (() => void) | null = null;
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: (entries: { boundingClientRect: { top: number } }[]) => void) {
        report = () => {
          callback([{ boundingClientRect: { top } }]);
        };
      }
      observe(): void {}
      disconnect = disconnect;
    },
  );
  return {
    report: () => {
      act(() => report?.());
    },
    disconnect,
  };
}

const feed = { current: document.createElement("div") };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("how far a feed draws past the screen", () => {
  it("reaches the first items of a feed that starts below the screen, measured once", () => {
    const observer = observeFeedAt(window.innerHeight + 300);
    const { result } = renderHook(() => useFeedBuffer(feed, 280));
    expect(result.current).toBeUndefined();
    observer.report();
    expect(result.current).toBe(300 + 2 * 280);
    expect(observer.disconnect).toHaveBeenCalled();
  });

  it("keeps the virtualizer's default for a feed that starts on screen", () => {
    const observer = observeFeedAt(120);
    const { result } = renderHook(() => useFeedBuffer(feed, 280));
    observer.report();
    expect(result.current).toBeUndefined();
  });
});
