import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import "./Menu.css";

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** An action; or `href` for a link that opens in a new tab. */
  onSelect?: () => void;
  href?: string;
  disabled?: boolean;
  danger?: boolean;
}

/**
 * A menu button (WAI-ARIA menu pattern): arrows move, Home/End jump, Escape
 * closes and returns focus to the button, a click outside closes.
 */
export function Menu({
  label,
  icon,
  items,
  className,
}: {
  label: string;
  icon: ReactNode;
  items: readonly MenuItem[];
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const itemElements = () =>
    Array.from(listRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    itemElements()[0]?.focus();
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!listRef.current?.contains(target) && !buttonRef.current?.contains(target)) {
        setOpen(false);
      }
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const elements = itemElements();
    const index = elements.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => elements[(next + elements.length) % elements.length]?.focus();
    switch (event.key) {
      case "ArrowDown":
        focus(index + 1);
        break;
      case "ArrowUp":
        focus(index - 1);
        break;
      case "Home":
        focus(0);
        break;
      case "End":
        focus(elements.length - 1);
        break;
      case "Escape":
        close(true);
        break;
      case "Tab":
        setOpen(false);
        return;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setOpen(true);
    }
  };

  return (
    <div className={["menu", className].filter(Boolean).join(" ")}>
      <button
        ref={buttonRef}
        type="button"
        className="menu-button icon-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKey}
      >
        {icon}
      </button>
      {open && (
        <div
          ref={listRef}
          id={menuId}
          role="menu"
          tabIndex={-1}
          aria-label={label}
          className="menu-list"
          onKeyDown={onKeyDown}
        >
          {items.map((item) =>
            item.href ? (
              <a
                key={item.key}
                role="menuitem"
                className="menu-item"
                href={item.href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                tabIndex={-1}
                onClick={() => close(false)}
              >
                {item.icon}
                <span>{item.label}</span>
              </a>
            ) : (
              <button
                key={item.key}
                type="button"
                role="menuitem"
                className={item.danger ? "menu-item menu-item-danger" : "menu-item"}
                tabIndex={-1}
                disabled={item.disabled}
                onClick={() => {
                  close(true);
                  item.onSelect?.();
                }}
              >
                {item.icon}
                <span>{item.label}</span>
              </button>
            ),
          )}
        </div>
      )}
    </div>
  );
}
