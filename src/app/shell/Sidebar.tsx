import { NavLink } from "react-router";
import { LogOut } from "lucide-react";
import { useT } from "@/i18n/useT";
import { UnreadBadge, UnreadDot, type BarProps } from "./navigation";
import { AvatarPlaceholder } from "@/ui/Avatar";
import { AccountSwitcher } from "./AccountSwitcher";
import "./Sidebar.css";

/**
 * The sidebar: shown only when signed in, and not on phones, where the
 * bottom bar takes its place. `user` is null while the session's user is not
 * known. It only draws: the places and what the shell does come from the
 * shell (useShellServices).
 */
export function Sidebar({ user, destinations, logOut }: BarProps) {
  const t = useT();
  return (
    <nav className="sidebar" aria-label={t("nav.main")}>
      <ul className="sidebar-list">
        {destinations.map(({ key, to, label, icon, count, unread }) => (
          <li key={key}>
            <NavLink to={to} className="sidebar-link">
              {icon}
              <span className="sidebar-link-text">
                {label}
                {count && <UnreadBadge unread={count} className="sidebar-badge" />}
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
            <LogOut className="icon-directional" aria-hidden="true" size={20} />
            <span className="sidebar-link-text">{t("nav.logout")}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
