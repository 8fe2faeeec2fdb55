import { Suspense, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useFocusReturn } from "./popupTrigger";
import { LazyDialogPanel, preloadPopups } from "./popupLoader";
import "./Dialog.css";
import "./Popup.css";

/**
 * A modal dialog: focus is trapped inside, the page behind is inert, Escape
 * and a click on the backdrop call `onClose`; however it closes, focus goes
 * back to the element that had it when the dialog opened.
 */
export function Dialog({
  open,
  onClose,
  label,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  const opener = useRef<HTMLElement | null>(null);
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  useLayoutEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    preloadPopups();
  }, [open]);
  useFocusReturn(open, () => opener.current);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LazyDialogPanel
        open={open}
        onClose={onClose}
        label={label}
        className={className}
        finalFocus={opener}
      >
        {children}
      </LazyDialogPanel>
    </Suspense>
  );
}

/** "Are you sure?" with a cancel and a confirm button; dismissing it runs nothing. */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  /** What confirming does, when the title alone does not say it. */
  description?: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} label={title} className="confirm-dialog">
      <p className="confirm-dialog-title">{title}</p>
      {description && <p className="confirm-dialog-text">{description}</p>}
      <div className="confirm-dialog-actions">
        <button type="button" className="button" onClick={onCancel}>
          {cancelLabel}
        </button>
        <button type="button" className="button button-danger" onClick={onConfirm}>
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
