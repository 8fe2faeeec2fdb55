import { useEffect } from "react";
import { NavLink, useNavigate } from "react-router";
import { Bell, Bookmark, Globe, Info, LogOut, MapPin, Settings, Users } from "lucide-react";
import type { ReactNode } from "react";
import type { CredentialAccount } from "../api/types";
import { canSeeFederatedTimeline } from "../domain/access";
import { useInstance } from "../state/instance";
import { useSession } from "../state/sessionContext";
import { useUnreadCount } from "../state/unread";
import { setUnreadInTitle } from "../routing/documentTitle";
import { paths } from "../routing/paths";
import { useT } from "../i18n/useT";
import "./Sidebar.css";

function Item({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      <NavLink to={to} className="sidebar-link">
        {icon}
        <span className="sidebar-link-text">{children}</span>
      </NavLink>
    </li>
  );
}

/** The sidebar: shown only when signed in. */
export function Sidebar({ user }: { user: CredentialAccount }) {
  const t = useT();
  const instance = useInstance();
  const { signOut } = useSession();
  const navigate = useNavigate();
  const unread = useUnreadCount();
  // The unread count shows in the document title too.
  useEffect(() => {
    setUnreadInTitle(unread.count);
    return () => setUnreadInTitle(0);
  }, [unread.count]);

  const logout = async () => {
    await signOut();
    await navigate(paths.landing, { replace: true });
  };

  return (
    <nav className="sidebar" aria-label={t("nav.main")}>
      <ul className="sidebar-list">
        <Item to={paths.notifications} icon={<Bell aria-hidden="true" size={20} />}>
          {t("nav.notifications")}
          {unread.count > 0 ? (
            <span className="sidebar-badge">
              <span aria-hidden="true">{unread.more ? `${unread.count}+` : unread.count}</span>
              <span className="visually-hidden">
                {t(unread.more ? "nav.unreadCountMore" : "nav.unreadCount", {
                  count: unread.count,
                })}
              </span>
            </span>
          ) : null}
        </Item>
        <Item to={paths.local} icon={<MapPin aria-hidden="true" size={20} />}>
          {t("nav.local")}
        </Item>
        {canSeeFederatedTimeline(instance, user) ? (
          <Item to={paths.federated} icon={<Globe aria-hidden="true" size={20} />}>
            {t("nav.federated")}
          </Item>
        ) : null}
        <Item to={paths.profileDirectory} icon={<Users aria-hidden="true" size={20} />}>
          {t("nav.profileDirectory")}
        </Item>
        <Item to={paths.bookmarks} icon={<Bookmark aria-hidden="true" size={20} />}>
          {t("nav.bookmarks")}
        </Item>
        <Item to={paths.settings} icon={<Settings aria-hidden="true" size={20} />}>
          {t("nav.settings")}
        </Item>
        <Item to={paths.about} icon={<Info aria-hidden="true" size={20} />}>
          {t("nav.about")}
        </Item>
        <li>
          <button type="button" className="sidebar-link" onClick={() => void logout()}>
            <LogOut aria-hidden="true" size={20} />
            <span className="sidebar-link-text">{t("nav.logout")}</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
