import { useEffect, useState } from "react";
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
  return (
    <div className="toaster">
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
