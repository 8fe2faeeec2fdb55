import { useImperativeHandle, type ReactElement, type Ref } from "react";
import type { CustomItemComponent } from "virtua";
import type { WindowVirtualizerHandle } from "virtua";

/**
 * jsdom has no layout, so a virtualizer there would render nothing. Component
 * tests render every item instead; virtualization itself is exercised in the
 * browser (e2e tests and `npm run bench`).
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
  useImperativeHandle(ref, () => ({
    cache: { 0: [], 1: 0 } as unknown as WindowVirtualizerHandle["cache"],
    scrollOffset: 0,
    viewportSize: 768,
    findItemIndex: () => 0,
    getItemOffset: () => 0,
    getItemSize: () => 0,
    scrollToIndex: () => undefined,
  }));
  return (
    <div>
      {Array.from(data, (item, index) => {
        const element = children(item, index);
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
