// @vitest-environment jsdom
import { afterPaint } from "./afterPaint";

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, "visibilityState", { value: state, configurable: true });
}

describe("afterPaint", () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    setVisibility("visible");
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    setVisibility("visible");
  });

  function settled(promise: Promise<void>): () => boolean {
    let done = false;
    void promise.then(() => {
      done = true;
    });
    return () => done;
  }

  it("waits for the next frame to be painted, not just drawn", async () => {
    const done = settled(afterPaint());
    await vi.advanceTimersByTimeAsync(20);
    expect(done()).toBe(false);
    // The frame's callbacks run before it is painted…
    frames.shift()?.(performance.now());
    await Promise.resolve();
    expect(done()).toBe(false);
    // …and the task queued from them after.
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
  });

  it("does not wait for a hidden page, which paints nothing", async () => {
    setVisibility("hidden");
    const done = settled(afterPaint());
    await vi.advanceTimersByTimeAsync(0);
    expect(done()).toBe(true);
    expect(frames).toHaveLength(0);
  });

  it("gives up waiting after its limit when no frame comes", async () => {
    const done = settled(afterPaint(250));
    await vi.advanceTimersByTimeAsync(249);
    expect(done()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(done()).toBe(true);
  });
});
