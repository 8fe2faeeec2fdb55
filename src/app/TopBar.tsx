import { Link, useLocation } from "react-router";
import { House } from "lucide-react";
import type { CredentialAccount } from "../api/types";
import { Avatar } from "../ui/Avatar";
import { useReloadHome } from "../state/timelines";
import { SearchBox } from "./SearchBox";
import { paths, profilePath } from "../routing/paths";
import { useT } from "../i18n/useT";
import "./TopBar.css";

export function TopBar({ user }: { user: CredentialAccount }) {
  const t = useT();
  const location = useLocation();
  const reloadHome = useReloadHome();

  // The home button on home reloads notifications and the home feed.
  const onHome = () => {
    if (location.pathname !== paths.home) return;
    reloadHome();
    window.scrollTo(0, 0);
  };

  return (
    <header className="top-bar">
      <Link className="top-bar-home" to={paths.home} onClick={onHome} aria-label={t("nav.home")}>
        <House aria-hidden="true" size={22} />
      </Link>
      <SearchBox />
      <Link
        className="top-bar-profile"
        to={profilePath(user)}
        aria-label={t("nav.myProfile", { username: user.username })}
      >
        <Avatar src={user.avatar} seed={user.actor_id} size={32} />
        <span className="top-bar-username">@{user.username}</span>
      </Link>
    </header>
  );
}
