import { renderHook } from "@testing-library/react";
import type { WindowVirtualizerHandle } from "virtua";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { accountStore } from "@/state/storage/accountStore";
import { savePosition } from "./readingPosition";
import { useReadingPosition } from "./useReadingPosition";

const ENTRY = "history-entry";

/** Animation frames, run by the test one at a time, 16 ms apart. */
let frames: FrameRequestCallback[] = [];
let now = 0;
function nextFrame(): void {
  now += 16;
  const due = frames;
  frames = [];
  for (const callback of due) callback(now);
}

/**
 * A page the test scrolls by hand: `scrollBy` moves the anchor up by what it
 * scrolls, as far as the page lets it (`room`, px, which a test may change).
 */
function page(room: number) {
  const state = { scrollY: 0, anchorTop: 0, room };
  const scrollBy = (_x: number, y: number) => {
    const step = Math.max(-state.scrollY, Math.min(y, state.room - state.scrollY));
    state.scrollY += step;
    state.anchorTop -= step;
  };
  vi.spyOn(window, "scrollBy").mockImplementation(scrollBy);
  vi.spyOn(window, "scrollY", "get").mockImplementation(() => state.scrollY);
  return state;
}

/** A feed whose items are drawn for `ids`; the anchor's top is what `page` says. */
function mount(
  ids: string[],
  options: { pages: number; hasNextPage: boolean; anchorTop: () => number },
) {
  const feed = document.createElement("div");
  const scrollToIndex = vi.fn();
  const handle = { current: { scrollToIndex } as unknown as WindowVirtualizerHandle };
  const loadMore = vi.fn();
  const draw = (list: string[]) => {
    feed.replaceChildren(
      ...list.map((_, index) => {
        const item = document.createElement("div");
        item.dataset.index = String(index);
        item.getBoundingClientRect = () => ({ top: options.anchorTop() }) as DOMRect;
        return item;
      }),
    );
  };
  draw(ids);
  const hook = renderHook(
    (props: { ids: string[]; pages: number; hasNextPage: boolean }) =>
      useReadingPosition(
        ENTRY,
        handle,
        { current: feed },
        props.ids,
        props.pages,
        props.hasNextPage,
        loadMore,
      ),
    { initialProps: { ids, pages: options.pages, hasNextPage: options.hasNextPage } },
  );
  return {
    feed,
    scrollToIndex,
    loadMore,
    update(next: { ids: string[]; pages: number; hasNextPage: boolean }) {
      draw(next.ids);
      hook.rerender(next);
    },
  };
}

const held = (feed: HTMLElement) => feed.style.visibility === "hidden";

beforeEach(() => {
  sessionStorage.clear();
  frames = [];
  now = 0;
  vi.spyOn(performance, "now").mockImplementation(() => now);
  vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => {
    frames.push(callback);
    return frames.length;
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("going back to a reading position", () => {
  it("pages towards the anchor out of sight, scrolls to it in one step and shows the list once it is there", () => {
    savePosition(accountStore(null), ENTRY, { anchorId: "c", offset: 40, pages: 2 });
    const scroll = page(10_000);
    const list = mount(["a", "b"], {
      pages: 1,
      hasNextPage: true,
      anchorTop: () => scroll.anchorTop,
    });
    expect(list.loadMore).toHaveBeenCalledTimes(1);
    expect(held(list.feed)).toBe(true);

    list.update({ ids: ["a", "b", "c"], pages: 2, hasNextPage: true });
    expect(list.scrollToIndex).toHaveBeenCalledWith(2, { align: "start", offset: 40 });
    // The virtualizer's scroll is not applied here: the first frame finds the
    // anchor 40 px off and puts it right, still out of sight.
    nextFrame();
    expect(scroll.anchorTop).toBe(-40);
    expect(held(list.feed)).toBe(true);
    nextFrame();
    expect(held(list.feed)).toBe(false);
  });

  it("shows an anchor loaded at once in the first frame, where it is", () => {
    savePosition(accountStore(null), ENTRY, { anchorId: "b", offset: 0, pages: 1 });
    const scroll = page(10_000);
    const list = mount(["a", "b"], {
      pages: 1,
      hasNextPage: true,
      anchorTop: () => scroll.anchorTop,
    });
    expect(list.scrollToIndex).toHaveBeenCalledWith(1, { align: "start", offset: 0 });
    expect(list.loadMore).not.toHaveBeenCalled();
    expect(held(list.feed)).toBe(true);
    nextFrame();
    expect(held(list.feed)).toBe(false);
  });

  it("waits while the list still measures what it has drawn", () => {
    savePosition(accountStore(null), ENTRY, { anchorId: "b", offset: 0, pages: 1 });
    const scroll = page(10_000);
    const list = mount(["a", "b"], {
      pages: 1,
      hasNextPage: true,
      anchorTop: () => scroll.anchorTop,
    });
    const measuring = document.createElement("div");
    measuring.dataset.measuring = "";
    list.feed.append(measuring);
    nextFrame();
    nextFrame();
    expect(held(list.feed)).toBe(true);
    measuring.remove();
    nextFrame();
    expect(held(list.feed)).toBe(false);
  });

  it("when the page ends before the anchor gets there, loads the pages the reader had before showing it", () => {
    savePosition(accountStore(null), ENTRY, { anchorId: "b", offset: 300, pages: 2 });
    const scroll = page(0);
    const list = mount(["a", "b"], {
      pages: 1,
      hasNextPage: true,
      anchorTop: () => scroll.anchorTop,
    });
    for (let frame = 0; frame < 3; frame += 1) nextFrame();
    expect(list.loadMore).toHaveBeenCalledTimes(1);
    expect(held(list.feed)).toBe(true);
    // The page came, and still the page cannot scroll so far: the list shows,
    // once the virtualizer has stopped scrolling towards the anchor.
    list.update({ ids: ["a", "b", "c"], pages: 2, hasNextPage: true });
    nextFrame();
    expect(held(list.feed)).toBe(true);
    for (let frame = 0; frame < 20; frame += 1) nextFrame();
    expect(held(list.feed)).toBe(false);
    expect(list.loadMore).toHaveBeenCalledTimes(1);
    // Shown where it could get, it stays there when more comes below.
    scroll.room = 10_000;
    for (let frame = 0; frame < 5; frame += 1) nextFrame();
    expect(scroll.anchorTop).toBe(0);
  });

  it("shows the list from the top when the anchor is not found", () => {
    savePosition(accountStore(null), ENTRY, { anchorId: "gone", offset: 0, pages: 1 });
    const list = mount(["a", "b"], { pages: 1, hasNextPage: false, anchorTop: () => 0 });
    expect(list.scrollToIndex).not.toHaveBeenCalled();
    expect(held(list.feed)).toBe(false);
  });

  it("holds nothing back on a first visit", () => {
    const list = mount(["a", "b"], { pages: 1, hasNextPage: true, anchorTop: () => 0 });
    expect(list.loadMore).not.toHaveBeenCalled();
    expect(list.scrollToIndex).not.toHaveBeenCalled();
    expect(held(list.feed)).toBe(false);
  });
});
