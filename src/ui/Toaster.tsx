import { X } from "lucide-react";
import { dismissToast, useToasts, type Toast } from "./toastStore";
import "./Toaster.css";

/** Where toasts appear; errors are alerts, the rest polite status messages. */
export function Toaster({ dismissLabel }: { dismissLabel: string }) {
  const toasts = useToasts();
  return (
    <div className="toaster">
      <div role="status" aria-live="polite" className="toaster-list">
        {toasts
          .filter((toast) => toast.tone === "info")
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} dismissLabel={dismissLabel} />
          ))}
      </div>
      <div role="alert" className="toaster-list">
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
  toast: { id, text, action },
  dismissLabel,
  error = false,
}: {
  toast: Toast;
  dismissLabel: string;
  error?: boolean;
}) {
  return (
    <div className={error ? "toast toast-error" : "toast"}>
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
