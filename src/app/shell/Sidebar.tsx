import { NavLink, useNavigate } from "react-router";
import { LogOut } from "lucide-react";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { useShortcut } from "@/components/keyboard/shortcuts";
import { UnreadBadge, UnreadDot, useDestinations, useLogOut, useUnreadInTitle } from "./navigation";
import { AvatarPlaceholder } from "@/ui/Avatar";
import { AccountSwitcher } from "./AccountSwitcher";
import { useKeepFrame } from "./useKeepFrame";
import "./Sidebar.css";

/**
 * The sidebar: shown only when signed in. `user` is null while the session's
 * user is not known. On phones the bottom bar takes its place and it draws
 * nothing (a slow phone's start renders no hidden links), while what it does
 * beyond drawing goes on there too: the unread count in the document title,
 * the words kept for the next start's frame, the messages shortcut.
 */
export function Sidebar({ user, drawn }: { user: CredentialAccount | null; drawn: boolean }) {
  const t = useT();
  const { logOut, confirmation } = useLogOut();
  useUnreadInTitle();
  const navigate = useNavigate();
  const destinations = useDestinations(user);
  useKeepFrame(user, destinations);
  useShortcut("messages", () => {
    void navigate(paths.messages);
    return true;
  });
  if (!drawn) return null;
  return (
    <nav className="sidebar" aria-label={t("nav.main")}>
      <ul className="sidebar-list">
        {destinations.map(({ key, to, label, icon, unread }) => (
          <li key={key}>
            <NavLink to={to} className="sidebar-link">
              {icon}
              <span className="sidebar-link-text">
                {label}
                {key === "notifications" && <UnreadBadge className="sidebar-badge" />}
                {unread && <UnreadDot className="sidebar-dot" />}
              </span>
            </NavLink>
          </li>
        ))}
        <li>
          {user ? (
            <AccountSwitcher user={user} />
          ) : (
            // Held while the user is not known, so "Log out" does not move when it comes.
            <span className="sidebar-link" aria-hidden="true">
              <AvatarPlaceholder size={28} />
            </span>
          )}
        </li>
        <li>
          <button type="button" className="sidebar-link" onClick={logOut}>
            <LogOut aria-hidden="true" size={20} />
            <span className="sidebar-link-text">{t("nav.logout")}</span>
          </button>
        </li>
      </ul>
      {confirmation}
    </nav>
  );
}
