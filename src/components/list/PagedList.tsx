import {
  createContext,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import { useLocation } from "react-router";
import {
  WindowVirtualizer,
  type CustomContainerComponentProps,
  type CustomItemComponentProps,
  type WindowVirtualizerHandle,
} from "virtua";
import { useT } from "@/i18n/useT";
import { ItemBoundary } from "@/ui/ItemBoundary";
import { LoadError } from "@/ui/LoadError";
import { Spinner } from "@/ui/Spinner";
import { useShortcut } from "@/components/keyboard/shortcuts";
import { useAutoLoad } from "./useAutoLoad";
import { useFeedBuffer } from "./useFeedBuffer";
import { useReadingPosition } from "./useReadingPosition";
import { useJumpTo, type JumpTarget } from "./useJumpTo";
import "./PagedList.css";

/** What a paged list needs of its query (an infinite query fits as it is). */
export interface PagedQuery {
  isPending: boolean;
  error: Error | null;
  isFetching: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last try at the next page failed (then only the button tries again). */
  isFetchNextPageError?: boolean;
  fetchNextPage: () => Promise<{ error: Error | null }>;
  refetch: () => unknown;
  /** The pages loaded so far (the reading position pages back to its anchor). */
  data?: { pages: readonly unknown[] } | undefined;
}

/**
 * The next page, on demand. A later page that fails is logged and ignored:
 * what is shown stays, and the show-more button stays for another try.
 */
function useLoadMore(query: PagedQuery): () => void {
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  return useCallback(() => {
    if (!hasNextPage || isFetchingNextPage) return;
    void fetchNextPage().then((result) => {
      if (result.error) console.error(result.error);
    });
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
}

/**
 * A list's loading, first-load error, empty and show-more states around its
 * body. The body is drawn only when there is something to show; the next
 * page also loads by itself when the end comes near.
 */
export function PagedStates({
  query,
  count,
  empty,
  moreLabel,
  loadingMoreLabel,
  autoLoad = false,
  children,
}: {
  query: PagedQuery;
  count: number;
  empty: ReactNode;
  moreLabel: string;
  /** What the spinner says while the next page loads (default: "Loading"). */
  loadingMoreLabel?: string;
  /** Load the next page when the end comes near, not only on the button. */
  autoLoad?: boolean;
  children: ReactNode;
}) {
  const t = useT();
  const loadMore = useLoadMore(query);
  // After a failed page, coming near the end does not ask again by itself:
  // the button does, when the reader chooses.
  const failed = query.isFetchNextPageError === true;
  const autoLoadMore = useCallback(() => {
    if (!failed) loadMore();
  }, [failed, loadMore]);
  const sentinel = useAutoLoad(autoLoadMore);
  if (query.isPending) return <Spinner label={t("common.loading")} />;
  if (query.error && count === 0) {
    return <LoadError error={query.error} onRetry={() => void query.refetch()} />;
  }
  // A filtered list may have nothing yet among the pages loaded while more exist.
  if (count === 0 && !query.hasNextPage) return <div className="paged-list-empty">{empty}</div>;
  return (
    <>
      {count === 0 ? <div className="paged-list-empty">{empty}</div> : children}
      {query.hasNextPage && (
        <div className="paged-list-more post-list-more" ref={autoLoad ? sentinel : undefined}>
          {query.isFetchingNextPage ? (
            <Spinner label={loadingMoreLabel ?? t("common.loading")} />
          ) : (
            <button type="button" className="button button-secondary" onClick={loadMore}>
              {moreLabel}
            </button>
          )}
        </div>
      )}
    </>
  );
}

export type PagedLayout =
  /** Posts or notifications: a WAI-ARIA feed, virtualized, paging itself near the end, with j/k. */
  | "feed"
  /** People, paged by a show-more button: the DOM grows only as the reader asks. */
  | "list"
  /** Cards or media in a grid, paged by a show-more button. */
  | "grid";

/**
 * The one paged list of the client: timelines, notifications, people, the
 * directory, the gallery and the feeds all show through it. Long lists are
 * virtualized so a long session keeps the DOM small; the reading position is
 * kept per history entry, across opening an item and going back, and a
 * reload.
 */
export function PagedList<T>({
  query,
  items,
  itemKey,
  renderItem,
  label,
  empty,
  moreLabel,
  loadingMoreLabel,
  layout = "feed",
  itemSize,
  className,
  jumpTo,
}: {
  query: PagedQuery;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  empty: ReactNode;
  moreLabel: string;
  loadingMoreLabel?: string;
  layout?: PagedLayout;
  /** A feed's item to go to (home's "where you left off"). */
  jumpTo?: JumpTarget | null;
  /**
   * A feed's usual item height in px, until each item is measured. Without
   * it the virtualizer guesses 40 px and its first render mounts a whole page
   * of items to fill the screen, most of which it unmounts once measured.
   */
  itemSize?: number;
  className?: string;
}) {
  return (
    <PagedStates
      query={query}
      count={items.length}
      empty={empty}
      moreLabel={moreLabel}
      loadingMoreLabel={loadingMoreLabel}
      autoLoad={layout === "feed"}
    >
      <PagedBody
        query={query}
        items={items}
        itemKey={itemKey}
        renderItem={renderItem}
        label={label}
        layout={layout}
        itemSize={itemSize}
        className={className}
        jumpTo={jumpTo}
      />
    </PagedStates>
  );
}

function PagedBody<T>({
  query,
  items,
  itemKey,
  renderItem,
  label,
  layout,
  itemSize,
  className,
  jumpTo,
}: {
  query: PagedQuery;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  label: string;
  layout: PagedLayout;
  itemSize: number | undefined;
  className: string | undefined;
  jumpTo: JumpTarget | null | undefined;
}) {
  const handle = useRef<WindowVirtualizerHandle>(null);
  const noHandle = useRef<WindowVirtualizerHandle>(null);
  const container = useRef<HTMLDivElement>(null);
  const { key: historyKey } = useLocation();
  const loadMore = useLoadMore(query);
  const keys = useMemo(() => items.map(itemKey), [items, itemKey]);
  const snapshot = useReadingPosition(
    historyKey,
    layout === "feed" ? handle : noHandle,
    container,
    keys,
    query.data?.pages.length ?? 0,
    query.hasNextPage,
    loadMore,
  );
  useFeedKeys(layout === "feed" ? handle : null, container, items.length);
  useJumpTo(
    layout === "feed" ? jumpTo : null,
    handle,
    container,
    keys,
    query.data?.pages.length ?? 0,
    query.hasNextPage,
    loadMore,
  );
  const bufferSize = useFeedBuffer(layout === "feed" ? container : null, itemSize);
  // Until its first item shows, a feed with items is busy: the virtualizer
  // draws none before it knows the viewport's size (the frame after its own).
  const [itemsShown, setItemsShown] = useState(false);
  const itemShown = useCallback(() => setItemsShown(true), []);
  const classes = ["paged-list", `paged-list-${layout}`, className].filter(Boolean).join(" ");

  if (layout !== "feed") {
    return (
      <div className={classes} ref={container}>
        <ul className="paged-list-items" aria-label={label} aria-busy={query.isFetching}>
          {items.map((item, index) => (
            <li key={itemKey(item)} data-index={index}>
              <ItemBoundary>{renderItem(item, index)}</ItemBoundary>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <div className={classes}>
      <div
        role="feed"
        aria-label={label}
        aria-busy={query.isFetching || !itemsShown}
        ref={container}
      >
        <ItemShown value={itemShown}>
          <WindowVirtualizer
            ref={handle}
            as={FeedItems}
            item={FeedItem}
            data={items}
            cache={snapshot}
            itemSize={itemSize}
            bufferSize={bufferSize}
          >
            {(item, index) => (
              <FeedRow key={itemKey(item)} item={item} index={index} renderItem={renderItem} />
            )}
          </WindowVirtualizer>
        </ItemShown>
      </div>
    </div>
  );
}

/**
 * One item of a feed. The virtualizer draws its items again whenever its
 * range moves (a scroll); a row whose item and place stay the same is skipped,
 * so a scroll renders only the rows it brings in.
 */
export const FeedRow = memo(function FeedRow<T>({
  item,
  index,
  renderItem,
}: {
  item: T;
  index: number;
  renderItem: (item: T, index: number) => ReactNode;
}) {
  return (
    <div data-index={index}>
      <ItemBoundary>{renderItem(item, index)}</ItemBoundary>
    </div>
  );
}) as <T>(props: {
  item: T;
  index: number;
  renderItem: (item: T, index: number) => ReactNode;
}) => ReactNode;

/**
 * The virtualizer's box of items, taking clicks while the page scrolls.
 * virtua turns pointer events off on it from a scroll until 150 ms after the
 * last one, so a click just after the wheel stopped, or during a trackpad's
 * glide, landed on nothing; and a click whose press came before a scroll
 * (the page brought the button into view) lost its release.
 */
function FeedItems({ style, children, ref }: CustomContainerComponentProps) {
  return (
    <div ref={ref} style={{ ...style, pointerEvents: undefined }}>
      {children}
    </div>
  );
}

/** Told by a feed's item once it shows (measured, not hidden). */
const ItemShown = createContext<() => void>(() => undefined);

/**
 * One item of the virtualizer. virtua keeps an item it has not measured yet
 * hidden; `data-measuring` says so to the reading position, which waits for
 * it before it shows the list.
 */
function FeedItem({ style, children, ref }: CustomItemComponentProps) {
  const measuring = style.visibility === "hidden";
  const shown = useContext(ItemShown);
  useLayoutEffect(() => {
    if (!measuring) shown();
  }, [measuring, shown]);
  return (
    <div ref={ref} style={style} data-measuring={measuring ? "" : undefined}>
      {children}
    </div>
  );
}

/** j and k move focus to the next and previous item of a feed. */
function useFeedKeys(
  handle: React.RefObject<WindowVirtualizerHandle | null> | null,
  container: React.RefObject<HTMLElement | null>,
  count: number,
) {
  const move = (step: 1 | -1) => {
    const virtualizer = handle?.current;
    if (!virtualizer || count === 0) return false;
    const focused = document.activeElement?.closest("[data-index]");
    const inList = focused && container.current?.contains(focused);
    const current = inList
      ? Number(focused.getAttribute("data-index"))
      : virtualizer.findItemIndex(virtualizer.scrollOffset) - (step === 1 ? 1 : 0);
    const next = Math.max(0, Math.min(count - 1, current + step));
    virtualizer.scrollToIndex(next, { align: "start" });
    requestAnimationFrame(() => {
      const item = container.current?.querySelector<HTMLElement>(`[data-index="${String(next)}"]`);
      // A post takes focus itself; otherwise the item's first link or button does.
      const target =
        item?.querySelector<HTMLElement>("article[tabindex]") ??
        item?.querySelector<HTMLElement>("a[href], button");
      target?.focus({ preventScroll: true });
    });
    return true;
  };
  useShortcut("next", () => move(1));
  useShortcut("previous", () => move(-1));
}
