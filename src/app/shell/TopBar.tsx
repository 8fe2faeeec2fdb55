import { Link } from "react-router";
import { House } from "lucide-react";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { Avatar } from "@/ui/Avatar";
import { useHomeButton } from "./navigation";
import { SearchBox } from "./SearchBox";
import { paths, profilePath } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import "./TopBar.css";

/** The signed-in top bar; the profile link waits for the user to be known. */
export function TopBar({ user }: { user: CredentialAccount | null }) {
  const t = useT();
  const onHome = useHomeButton();

  return (
    <header className="top-bar">
      <Link className="top-bar-home" to={paths.home} onClick={onHome} aria-label={t("nav.home")}>
        <House aria-hidden="true" size={22} />
      </Link>
      <SearchBox />
      {user ? (
        <Link
          className="top-bar-profile"
          to={profilePath(user)}
          aria-label={t("nav.myProfile", { username: user.username })}
        >
          <Avatar src={user.avatar} seed={user.actor_id} size={32} />
          <span className="top-bar-username" dir="ltr">
            @{user.username}
          </span>
        </Link>
      ) : null}
    </header>
  );
}
