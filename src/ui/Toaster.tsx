import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { X } from "lucide-react";
import { dismissToast, TOAST_MS, useToasts, type Toast } from "./toastStore";
import "./Toaster.css";

/**
 * Where toasts appear; errors are alerts, the rest polite status messages,
 * one live region each. Each toast is announced once, when it comes: both
 * roles are atomic by default, which would read every toast still shown
 * again when another comes or one leaves.
 */
export function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useToasts();
  const ref = useToasterPlace(toasts);
  return (
    <div className="toaster" ref={ref}>
      <div
        role="status"
        aria-live="polite"
        aria-atomic="false"
        aria-relevant="additions"
        className="toaster-list"
      >
        {toasts
          .filter((toast) => toast.tone === "info")
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} />
          ))}
      </div>
      <div role="alert" aria-atomic="false" aria-relevant="additions" className="toaster-list">
        {toasts
          .filter((toast) => toast.tone === "error")
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} error />
          ))}
      </div>
    </div>
  );
}

type Box = Pick<DOMRect, "left" | "right" | "top" | "bottom">;

/** Whether two boxes share any area. */
export function boxesOverlap(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/**
 * Toasts come at the bottom; when they would lie over the control just used
 * (a reaction near the bottom of a phone's screen, say) they go to the top,
 * so the control stays in reach for another try. Back at the bottom once
 * every toast has left.
 */
function useToasterPlace(toasts: Toast[]) {
  const ref = useRef<HTMLDivElement>(null);
  // The place is the toaster's own attribute, set here and never by a render.
  useLayoutEffect(() => {
    const toaster = ref.current;
    if (!toaster) return;
    if (toasts.length === 0) {
      delete toaster.dataset.place;
      return;
    }
    const active = document.activeElement;
    if (toaster.dataset.place === "top" || !(active instanceof HTMLElement)) return;
    if (active === document.body || toaster.contains(active)) return;
    if (boxesOverlap(toaster.getBoundingClientRect(), active.getBoundingClientRect())) {
      toaster.dataset.place = "top";
    }
  }, [toasts]);
  return ref;
}

function ToastItem({
  toast: { id, text, action, tone },
  dismissLabel,
  error = false,
}: {
  toast: Toast;
  dismissLabel: string;
  error?: boolean;
}) {
  // Held while the pointer or focus is in it, so it is not gone mid-use.
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const held = hovered || focused;
  useEffect(() => {
    if (held) return;
    const timer = setTimeout(() => dismissToast(id), TOAST_MS[tone]);
    return () => clearTimeout(timer);
  }, [held, id, tone]);
  return (
    <div
      className={error ? "toast toast-error" : "toast"}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <span className="toast-text">{text}</span>
      {action && <span className="toast-action">{action(() => dismissToast(id))}</span>}
      <button
        type="button"
        className="toast-dismiss"
        aria-label={dismissLabel}
        onClick={() => dismissToast(id)}
      >
        <X size={16} aria-hidden="true" />
      </button>
    </div>
  );
}
