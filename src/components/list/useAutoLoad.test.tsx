import { render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "@lingui/react";
import { i18n } from "@/i18n/i18n";
import { PagedStates, type PagedQuery } from "./PagedList";
import { useAutoLoad } from "./useAutoLoad";

/**
 * An IntersectionObserver stand-in: the element is near or not (`placeAt`),
 * and observing reports that at once, as a real observer does first.
 */
let near = false;
let report: (intersecting: boolean) => void = () => undefined;
class FakeObserver {
  private readonly callback: (entries: { isIntersecting: boolean }[]) => void;
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void) {
    this.callback = callback;
    report = (isIntersecting) => callback([{ isIntersecting }]);
  }
  observe() {
    this.callback([{ isIntersecting: near }]);
  }
  unobserve() {}
  disconnect() {}
}

function Sentinel({ loadMore }: { loadMore: () => void }) {
  const ref = useAutoLoad(loadMore);
  return <div ref={ref}>end of the list</div>;
}

/** Puts the sentinel `top` px from the top of a 900 px high window (near: within 600 px). */
function placeAt(top: number) {
  near = top < 900 + 600;
}

afterEach(() => {
  near = false;
  vi.unstubAllGlobals();
});

describe("loading the next page near the end of a list", () => {
  it("loads when the end comes near", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    placeAt(5000);
    const loadMore = vi.fn();
    render(<Sentinel loadMore={loadMore} />);
    expect(loadMore).not.toHaveBeenCalled();
    report(true);
    expect(loadMore).toHaveBeenCalledTimes(1);
  });

  it("asks again once a request in flight ends while the end is still near", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    placeAt(5000);
    // The end comes near while a page is still on its way: nothing can load.
    const busy = vi.fn();
    const { rerender } = render(<Sentinel loadMore={busy} />);
    placeAt(800);
    report(true);
    expect(busy).toHaveBeenCalledTimes(1);
    // The request ends; the observer says nothing more, the end is still near.
    const ready = vi.fn();
    rerender(<Sentinel loadMore={ready} />);
    expect(ready).toHaveBeenCalledTimes(1);
  });

  it("does not ask when a page arrived and pushed the end away", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    placeAt(5000);
    const { rerender } = render(<Sentinel loadMore={vi.fn()} />);
    const next = vi.fn();
    rerender(<Sentinel loadMore={next} />);
    expect(next).not.toHaveBeenCalled();
  });
});

describe("a list whose next page failed", () => {
  const query = (failed: boolean): PagedQuery => ({
    isPending: false,
    error: null,
    isFetching: false,
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: failed,
    fetchNextPage: vi.fn(() => Promise.resolve({ error: null })),
    refetch: vi.fn(),
  });
  const list = (paged: PagedQuery) => (
    <I18nProvider i18n={i18n}>
      <PagedStates query={paged} count={3} empty="None" moreLabel="Show more" autoLoad>
        <p>Three items</p>
      </PagedStates>
    </I18nProvider>
  );

  it("does not ask again by itself while its end stays near, and asks once that is over", () => {
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    placeAt(800);
    const failed = query(true);
    const { rerender } = render(list(failed));
    report(true);
    expect(failed.fetchNextPage).not.toHaveBeenCalled();
    const retried = query(false);
    rerender(list(retried));
    expect(retried.fetchNextPage).toHaveBeenCalledTimes(1);
  });
});
