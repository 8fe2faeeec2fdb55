import { useEffect, useSyncExternalStore } from "react";
import { showToast } from "@/ui/toastStore";
import { useT } from "@/i18n/useT";
import { pendingUpdate, registerAfterLoad, subscribeToUpdate } from "./serviceWorker";

/**
 * Installs the service worker, then offers a quiet "New version available —
 * Reload" toast once a deploy's files are ready.
 */
export function useUpdatePrompt(): void {
  const t = useT();
  useEffect(registerAfterLoad, []);
  const reload = useSyncExternalStore(subscribeToUpdate, pendingUpdate);
  useEffect(() => {
    if (!reload) return;
    showToast(t("shell.updateReady"), "info", {
      action: () => (
        <button type="button" onClick={reload}>
          {t("shell.reload")}
        </button>
      ),
    });
  }, [reload, t]);
}
