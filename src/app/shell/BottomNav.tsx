import { Suspense, useState, type ReactNode } from "react";
import { NavLink, useNavigate } from "react-router";
import { Ellipsis, House, LogOut, PenLine, Search } from "lucide-react";
import { hasPermission } from "@/domain/permissions";
import { Avatar, AvatarPlaceholder } from "@/ui/Avatar";
import { Dialog } from "@/ui/Dialog";
import { Menu } from "@/ui/Menu";
import type { MenuItem } from "@/ui/popupTypes";
import { Spinner } from "@/ui/Spinner";
import { LazyPostEditor } from "@/components/editor/EditorSlotProvider";
import { paths, profilePath, routeTable } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { useAccountItems } from "./AccountSwitcher";
import { FOCUS_SEARCH, UnreadBadge, useHomeButton, type BarProps } from "./navigation";
import "./BottomNav.css";

/** Destinations with their own button in the bar; the others go in its menu. */
const IN_BAR = new Set(["notifications", "local"]);

/**
 * The phone layout's navigation: a bar at the bottom with home,
 * notifications, local, search and the own profile, a menu with the rest,
 * and a button that opens the composer in a dialog. While the session's user
 * is not known (`user` null) the profile and the composer wait for it. It
 * only draws: the places and what the shell does come from the shell.
 */
export function BottomNav({ user, destinations, logOut }: BarProps) {
  const t = useT();
  const navigate = useNavigate();
  const accountItems = useAccountItems();
  const [composing, setComposing] = useState(false);
  const onHome = useHomeButton();
  const byKey = (key: string) => destinations.find((item) => item.key === key);
  const notifications = byKey("notifications");
  const local = byKey("local");

  const more: MenuItem[] = [
    ...destinations
      .filter((item) => !IN_BAR.has(item.key))
      .map(({ key, to, label, icon, unread }) => ({
        key,
        // A menu item's name is text: an unread conversation is said in it, and dotted.
        label: unread ? `${label} (${t("nav.unreadMessages")})` : label,
        icon: unread ? (
          <span className="bottom-nav-menu-icon">
            {icon}
            <span className="bottom-nav-dot" aria-hidden="true" />
          </span>
        ) : (
          icon
        ),
        onSelect: () => void navigate(to),
      })),
    ...accountItems,
    {
      key: "logout",
      label: t("nav.logout"),
      icon: <LogOut className="icon-directional" aria-hidden="true" size={20} />,
      onSelect: logOut,
    },
  ];

  return (
    <>
      <nav className="bottom-nav" aria-label={t("nav.main")}>
        <ul className="bottom-nav-list">
          <Item
            to={paths.home}
            label={t("nav.home")}
            icon={<House aria-hidden="true" size={22} />}
            onClick={onHome}
          />
          {notifications && (
            <Item to={notifications.to} label={notifications.label} icon={notifications.icon}>
              {notifications.count && (
                <UnreadBadge unread={notifications.count} className="bottom-nav-badge" />
              )}
            </Item>
          )}
          {local && <Item to={local.to} label={local.label} icon={local.icon} />}
          <Item
            to={routeTable.search.pattern}
            label={t("shell.search")}
            icon={<Search aria-hidden="true" size={22} />}
            // The field is in the top bar: going to search puts the cursor in it (Shell).
            state={FOCUS_SEARCH}
          />
          {user ? (
            <Item
              to={profilePath(user)}
              label={t("nav.myProfile", { username: user.username })}
              icon={<Avatar src={user.avatar} seed={user.actor_id} size={26} />}
            />
          ) : (
            // The profile's place is held while the user is not known, so the
            // bar's buttons do not move when it comes.
            <li aria-hidden="true">
              <span className="bottom-nav-link">
                <AvatarPlaceholder size={26} />
              </span>
            </li>
          )}
          <li
            className={destinations.some((item) => item.unread) ? "bottom-nav-unread" : undefined}
          >
            <Menu
              label={t("shell.more")}
              icon={<Ellipsis aria-hidden="true" size={22} />}
              items={more}
              className="bottom-nav-more"
            />
          </li>
        </ul>
      </nav>
      {user && hasPermission(user, "create_post") && (
        <>
          <button
            type="button"
            className="compose-button"
            aria-label={t("shell.newPost")}
            onClick={() => setComposing(true)}
          >
            <PenLine aria-hidden="true" size={24} />
          </button>
          <Dialog
            open={composing}
            onClose={() => setComposing(false)}
            label={t("shell.newPost")}
            className="compose-dialog"
          >
            <Suspense fallback={<Spinner label={t("common.loading")} />}>
              {composing && <LazyPostEditor mode="new" onDone={() => setComposing(false)} />}
            </Suspense>
          </Dialog>
        </>
      )}
    </>
  );
}

function Item({
  to,
  label,
  icon,
  onClick,
  state,
  children,
}: {
  to: string;
  label: string;
  icon: ReactNode;
  onClick?: () => void;
  state?: unknown;
  children?: ReactNode;
}) {
  return (
    <li>
      <NavLink to={to} className="bottom-nav-link" state={state} onClick={onClick}>
        {icon}
        <span className="visually-hidden">{label}</span>
        {children}
      </NavLink>
    </li>
  );
}
