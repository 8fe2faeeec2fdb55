import { useImperativeHandle, useSyncExternalStore, type ReactElement, type Ref } from "react";
import type { CustomItemComponent } from "virtua";
import type { WindowVirtualizerHandle } from "virtua";

/** The items drawn, first and last index; null: all of them. */
type Range = readonly [number, number] | null;

let range: Range = null;
const listeners = new Set<() => void>();

/**
 * Moves the items every stubbed virtualizer draws, as a scroll moves
 * virtua's: it draws again, asking for each item in the range anew. Tests
 * that set one put it back to null (all items) when done.
 */
export function setStubRange(next: Range): void {
  range = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/**
 * jsdom has no layout, so a virtualizer there would render nothing. Component
 * tests render every item instead (or the range setStubRange gives);
 * virtualization itself is exercised in the browser (e2e tests and `npm run bench`).
 */
export function WindowVirtualizer<T>({
  data,
  children,
  item: Item,
  ref,
}: {
  data: ArrayLike<T>;
  children: (item: T, index: number) => ReactElement;
  /** The list's own item component, given every item as measured and shown. */
  item?: CustomItemComponent;
  ref?: Ref<WindowVirtualizerHandle>;
}) {
  const drawn = useSyncExternalStore(subscribe, () => range);
  useImperativeHandle(ref, () => ({
    cache: { 0: [], 1: 0 } as unknown as WindowVirtualizerHandle["cache"],
    scrollOffset: 0,
    viewportSize: 768,
    findItemIndex: () => 0,
    getItemOffset: () => 0,
    getItemSize: () => 0,
    scrollToIndex: () => undefined,
  }));
  const [first, last] = drawn ?? [0, data.length - 1];
  const indexes = Array.from(data, (_, index) => index).filter(
    (index) => index >= first && index <= last,
  );
  return (
    <div>
      {indexes.map((index) => {
        const element = children(data[index] as T, index);
        return Item ? (
          <Item key={element.key} index={index} style={{}}>
            {element}
          </Item>
        ) : (
          element
        );
      })}
    </div>
  );
}
