import { UsersRound } from "lucide-react";
import { useT } from "@/i18n/useT";
import "./GroupBadge.css";

/**
 * "Group", beside the name of an account that is a group (its followers are
 * its members, and it shares their posts with each other): on every card of
 * an account and on the group's page.
 */
export function GroupBadge() {
  const t = useT();
  return (
    <span className="group-badge">
      <UsersRound size={14} aria-hidden="true" />
      {t("groups.badge")}
    </span>
  );
}
