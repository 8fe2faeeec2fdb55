import { Suspense, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";
import { LazyMenuPopup } from "./popupLoader";
import { usePopupTrigger } from "./popupTrigger";
import type { InitialFocus, MenuItem } from "./popupTypes";
import "./Menu.css";
import "./Popup.css";

/**
 * Items made only once the menu is first opened: what it returns is rendered
 * from then on (so state and dialogs it holds outlive the open menu), and it
 * shows the menu by calling `menu` with the items.
 */
export type MenuItemsSource = (menu: (items: readonly MenuItem[]) => ReactNode) => ReactNode;

/**
 * A menu button (WAI-ARIA menu pattern). The button is plain and light; the
 * menu itself (arrows skip disabled items, Home/End, typeahead, Escape and a
 * click outside close, focus returns to the button) loads with the popup layer.
 */
export function Menu({
  label,
  icon,
  items,
  className,
}: {
  label: string;
  icon: ReactNode;
  /** The items, or (for a button on every card) what makes them once the menu is used. */
  items: readonly MenuItem[] | MenuItemsSource;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const [initialFocus, setInitialFocus] = useState<InitialFocus>("container");
  const { buttonRef, popupId, used, buttonProps } = usePopupTrigger(open, "menu");

  const show = (focus: InitialFocus) => {
    setInitialFocus(focus);
    setOpen(true);
  };

  // As Ariakit's own menu button: a pointer click focuses the menu, a key
  // press (Enter, Space, ArrowDown) the first item, ArrowUp the last.
  const onClick = (event: MouseEvent) => {
    if (open) setOpen(false);
    else show(event.detail === 0 ? "first" : "container");
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // The menu closes on Escape itself (PopupLayer); this is for focus left on the button.
    if (event.key === "Escape" && open) {
      event.stopPropagation();
      setOpen(false);
      return;
    }
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    event.preventDefault();
    show(event.key === "ArrowDown" ? "first" : "last");
  };

  const menu = (list: readonly MenuItem[]) => (
    <Suspense fallback={null}>
      <LazyMenuPopup
        id={popupId}
        label={label}
        items={list}
        open={open}
        onOpenChange={setOpen}
        trigger={buttonRef}
        initialFocus={initialFocus}
      />
    </Suspense>
  );

  return (
    <div className={["menu", className].filter(Boolean).join(" ")}>
      <button
        {...buttonProps}
        className="menu-button icon-button"
        aria-label={label}
        onClick={onClick}
        onKeyDown={onKeyDown}
      >
        {icon}
      </button>
      {used && (typeof items === "function" ? items(menu) : menu(items))}
    </div>
  );
}
