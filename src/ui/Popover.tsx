import { Suspense, useState, type ReactNode } from "react";
import { LazyPopoverPanel } from "./popupLoader";
import { usePopupTrigger } from "./popupTrigger";
import "./Popup.css";

export type PopoverPlacement = "bottom-start" | "bottom-end" | "top-start" | "top-end";

/**
 * A button that opens a panel next to it (a non-modal dialog). The panel
 * takes focus, closes on Escape, on a click outside, or when its content calls
 * `close` (after a pick); focus then returns to the button. Pass `open` and
 * `onOpenChange` to know when it opens (to load its content then).
 */
export function Popover({
  label,
  title,
  button,
  className,
  panelClassName,
  placement = "bottom-start",
  open: openProp,
  onOpenChange,
  children,
}: {
  /** The button's and the panel's accessible name. */
  label: string;
  /** A tooltip for the button (icon buttons). */
  title?: string;
  /** The button's visible content. */
  button: ReactNode;
  /** On the wrapper of the button. */
  className?: string;
  panelClassName?: string;
  placement?: PopoverPlacement;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  children: (close: () => void) => ReactNode;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = openProp ?? ownOpen;
  const { buttonRef, popupId, used, buttonProps } = usePopupTrigger(open, "dialog");

  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };

  return (
    <div className={className}>
      <button
        {...buttonProps}
        className="icon-button"
        aria-label={label}
        title={title}
        onClick={() => setOpen(!open)}
      >
        {button}
      </button>
      {used && (
        <Suspense fallback={null}>
          <LazyPopoverPanel
            id={popupId}
            label={label}
            open={open}
            onOpenChange={setOpen}
            trigger={buttonRef}
            placement={placement}
            className={panelClassName}
          >
            {children(() => setOpen(false))}
          </LazyPopoverPanel>
        </Suspense>
      )}
    </div>
  );
}
