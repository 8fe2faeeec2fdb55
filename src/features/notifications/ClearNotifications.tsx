import { useState } from "react";
import { Trash2 } from "lucide-react";
import { useT } from "@/i18n/useT";
import { useCapabilities } from "@/state/instance";
import { useClearNotifications } from "@/state/notifications";
import { ConfirmDialog } from "@/ui/Dialog";
import { showErrorToast, showToast } from "@/ui/toastStore";

/**
 * "Clear all": deletes every notification on the server after a
 * confirmation, on servers that can (3.22+). While it runs the button stays
 * focusable (focus comes back to it from the dialog) but does nothing.
 */
export function ClearNotifications() {
  const t = useT();
  const { clearNotifications } = useCapabilities();
  const clear = useClearNotifications();
  const [confirming, setConfirming] = useState(false);
  if (!clearNotifications) return null;
  const confirm = () => {
    setConfirming(false);
    clear.mutate(undefined, {
      onSuccess: () => showToast(t("notification.cleared")),
      onError: showErrorToast,
    });
  };
  return (
    <div className="notification-tools">
      <button
        type="button"
        className="button button-secondary"
        aria-disabled={clear.isPending}
        onClick={() => {
          if (!clear.isPending) setConfirming(true);
        }}
      >
        <Trash2 size={16} aria-hidden="true" />
        {t("notification.clearAll")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("notification.clearConfirm")}
        confirmLabel={t("notification.clearAll")}
        cancelLabel={t("common.cancel")}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
