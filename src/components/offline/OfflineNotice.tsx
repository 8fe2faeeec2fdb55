import { WifiOff } from "lucide-react";
import { useT } from "@/i18n/useT";
import { useOffline } from "@/state/offlineCopy";
import "./OfflineNotice.css";

/**
 * Offline: says so above the posts, and why the actions wait. A live region
 * from the start, so the change is announced when the network goes and when
 * it returns.
 */
export function OfflineNotice() {
  const t = useT();
  const offline = useOffline();
  return (
    <div role="status" className="offline-notice-region">
      {offline && (
        <p className="offline-notice">
          <WifiOff size={18} aria-hidden="true" />
          <strong>{t("offline.mark")}</strong> <span>{t("offline.notice")}</span>
        </p>
      )}
    </div>
  );
}
