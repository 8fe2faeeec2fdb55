/**
 * The popup layer (loaded on demand, see popupLoader.ts): Ariakit's menu,
 * popover and dialog. Every popup is portalled to the end of <body>, so no
 * card's stacking context can cover it; it flips above its trigger or
 * slides sideways when there is no room, and never leaves the viewport.
 */
import {
  Dialog as AriaDialog,
  Menu as AriaMenu,
  MenuItem as AriaMenuItem,
  Popover as AriaPopover,
  useMenuStore,
  usePopoverStore,
  type PopoverStore,
  type PopoverStoreProps,
} from "@ariakit/react";
import {
  useLayoutEffect,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
} from "react";
import type { InitialFocus, MenuItem } from "./popupTypes";

/**
 * Shared placement: a small gap, 8 px from the viewport's edges, scrolls when
 * taller. Ariakit's own tab-order keeper adds focusable aria-hidden sentinels
 * (an axe violation); tabOut below keeps the order instead.
 */
const FLOATING = {
  portal: true,
  gutter: 4,
  overflowPadding: 8,
  fitViewport: true,
  preserveTabOrder: false,
} as const;

const TABBABLE = "a[href], button, input, select, textarea, [tabindex]";

/**
 * Tab leaves a popup as if it sat right after its trigger, not at the end of
 * <body> where it is rendered: Tab past its last control goes on from the
 * trigger, Shift+Tab before its first control lands on the trigger.
 */
function tabOut(event: KeyboardEvent<HTMLElement>, trigger: HTMLElement | null) {
  if (event.key !== "Tab" || !trigger) return;
  const tabbables = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(TABBABLE)).filter(
    (element) => element.tabIndex >= 0 && !element.matches(":disabled"),
  );
  const edge = event.shiftKey ? tabbables[0] : tabbables.at(-1);
  const active = document.activeElement;
  if (edge && active !== edge && active !== event.currentTarget) return;
  trigger.focus();
  // Forward, the browser's own Tab now moves on from the trigger.
  if (event.shiftKey) event.preventDefault();
}

const stop = (event: SyntheticEvent) => event.stopPropagation();
// Escape still reaches Ariakit's document listener, which closes the popup.
const stopUnlessEscape = (event: KeyboardEvent) => {
  if (event.key !== "Escape") event.stopPropagation();
};

/**
 * React bubbles a portal's events through its owners: without this, a click
 * in a post's menu would select the post, and a letter typed in a popup would
 * run the post's or the list's shortcuts (l likes, j moves).
 */
function Contained({ children }: { children: ReactNode }) {
  return (
    // Only a boundary for events: the popup inside has its own roles and keys.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <span className="popup-events" onClick={stop} onKeyDown={stopUnlessEscape}>
      {children}
    </span>
  );
}

/** Ties a popup to the plain button that opened it: its anchor and its way back. */
function useTrigger(
  store: Pick<PopoverStore, "setDisclosureElement" | "setAnchorElement">,
  trigger: RefObject<HTMLElement | null>,
) {
  useLayoutEffect(() => {
    store.setDisclosureElement(trigger.current);
    store.setAnchorElement(trigger.current);
  }, [store, trigger]);
}

export function MenuPopup({
  id,
  label,
  items,
  open,
  onOpenChange,
  trigger,
  initialFocus,
}: {
  id: string;
  label: string;
  items: readonly MenuItem[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
  initialFocus: InitialFocus;
}) {
  // The store follows `open` from here, after it learns where focus goes, as
  // with Ariakit's own menu button (which says that before showing the menu).
  const store = useMenuStore({ setOpen: onOpenChange, placement: "bottom-end" });
  useTrigger(store, trigger);
  useLayoutEffect(() => {
    if (!open) {
      store.hide();
      return;
    }
    store.setInitialFocus(initialFocus);
    store.setAutoFocusOnShow(true);
    store.show();
  }, [store, open, initialFocus]);

  // Focus is back on the button before the action runs, so a dialog the action
  // opens returns there too.
  const pick = (item: MenuItem) => {
    trigger.current?.focus();
    item.onSelect?.();
  };

  return (
    <Contained>
      <AriaMenu
        store={store}
        id={id}
        aria-label={label}
        className="menu-list popup-surface"
        unmountOnHide
        // Escape closes the menu here, once. Ariakit's menu (a hovercard) hides
        // itself again two frames after an Escape, which closed the menu when
        // it was opened again within those frames (Escape, then ArrowUp).
        hideOnEscape={false}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            onOpenChange(false);
            return;
          }
          // Items are reached with the arrows; Tab leaves the menu.
          tabOut(event, trigger.current);
        }}
        {...FLOATING}
      >
        {items.map((item) =>
          item.href ? (
            <AriaMenuItem
              key={item.key}
              className="menu-item"
              // The item's icon and label become the link's content.
              // eslint-disable-next-line jsx-a11y/anchor-has-content
              render={<a href={item.href} target="_blank" rel="noopener noreferrer nofollow" />}
            >
              {item.icon}
              <span>{item.label}</span>
            </AriaMenuItem>
          ) : (
            <AriaMenuItem
              key={item.key}
              className={item.danger ? "menu-item menu-item-danger" : "menu-item"}
              disabled={item.disabled}
              onClick={() => pick(item)}
            >
              {item.icon}
              <span>{item.label}</span>
            </AriaMenuItem>
          ),
        )}
      </AriaMenu>
    </Contained>
  );
}

export function PopoverPanel({
  id,
  label,
  open,
  onOpenChange,
  trigger,
  placement,
  className,
  children,
}: {
  id: string;
  label: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLElement | null>;
  placement: PopoverStoreProps["placement"];
  className?: string;
  children: ReactNode;
}) {
  const store = usePopoverStore({ open, setOpen: onOpenChange, placement });
  useTrigger(store, trigger);
  return (
    <Contained>
      <AriaPopover
        store={store}
        id={id}
        aria-label={label}
        className={["popover popup-surface", className].filter(Boolean).join(" ")}
        unmountOnHide
        onKeyDown={(event) => tabOut(event, trigger.current)}
        {...FLOATING}
      >
        {children}
      </AriaPopover>
    </Contained>
  );
}

export function DialogPanel({
  open,
  onClose,
  label,
  className,
  finalFocus,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  className?: string;
  finalFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  return (
    <Contained>
      <AriaDialog
        open={open}
        onClose={onClose}
        aria-label={label}
        className={["dialog", className].filter(Boolean).join(" ")}
        backdrop={<div className="dialog-backdrop" />}
        finalFocus={finalFocus}
        unmountOnHide
      >
        {children}
      </AriaDialog>
    </Contained>
  );
}
