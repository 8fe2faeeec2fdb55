import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { canSeeFederatedTimeline } from "@/domain/access";
import { capabilitiesFor } from "@/domain/capabilities";
import { useInstanceQuery } from "@/state/instance";
import { useHasUnreadMessages } from "@/state/messages";
import { useSession } from "@/state/session/sessionContext";
import { hasUnsentDraft } from "@/state/storage/unsentDrafts";
import { useReloadHome } from "@/state/timelines";
import { useUnreadCount } from "@/state/unread";
import { setUnreadInTitle } from "@/routing/documentTitle";
import { paths } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { ConfirmDialog } from "@/ui/Dialog";
import { PLACES, PLACE_ICON_SIZE, type PlaceKey } from "./places";

/** Navigation state asking the shell to put focus in the search field, not on the page. */
export const FOCUS_SEARCH = { focus: "search" } as const;

export function wantsSearchFocus(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && "focus" in state && state.focus === "search"
  );
}

export interface Destination {
  key: PlaceKey;
  to: string;
  label: string;
  icon: ReactNode;
  /** Something waits unread there (a dot beside the label). */
  unread?: boolean;
}

const PLACE_PATHS: Record<PlaceKey, string> = {
  notifications: paths.notifications,
  messages: paths.messages,
  local: paths.local,
  federated: paths.federated,
  groups: paths.groups,
  directory: paths.profileDirectory,
  bookmarks: paths.bookmarks,
  favourites: paths.favourites,
  settings: paths.settings,
  about: paths.about,
};

/**
 * The app's places, as the sidebar lists them; the phone's bottom bar and its
 * menu share them. The federated timeline, which depends on the instance and
 * the user, shows once both are known; the user's groups and favourites,
 * where the server has them. Messages, signed in, with whether one waits unread.
 */
export function useDestinations(user: CredentialAccount | null): Destination[] {
  const t = useT();
  const instance = useInstanceQuery().data;
  const can = instance ? capabilitiesFor(instance.version) : null;
  const unreadMessages = useHasUnreadMessages();
  const shown: Record<PlaceKey, boolean> = {
    notifications: true,
    messages: user !== null,
    local: true,
    federated: instance !== undefined && canSeeFederatedTimeline(instance, user),
    groups: user !== null && can?.groups === true,
    directory: true,
    bookmarks: true,
    favourites: can?.favourites === true,
    settings: true,
    about: true,
  };
  return PLACES.filter(({ key }) => shown[key]).map(({ key, label, icon: Icon }) => ({
    key,
    to: PLACE_PATHS[key],
    label: t(label),
    icon: <Icon aria-hidden="true" size={PLACE_ICON_SIZE} />,
    ...(key === "messages" ? { unread: unreadMessages } : {}),
  }));
}

/** The home button's click: on home itself it reloads notifications and the home feed. */
export function useHomeButton(): () => void {
  const { pathname } = useLocation();
  const reloadHome = useReloadHome();
  return () => {
    if (pathname !== paths.home) return;
    reloadHome();
    window.scrollTo(0, 0);
  };
}

/**
 * Ends the current account's session and goes to the landing page (or
 * shows the next account), asking first when a draft would be lost; the
 * caller renders `confirmation`.
 */
export function useLogOut(): { logOut: () => void; confirmation: ReactNode } {
  const t = useT();
  const { signOut, accounts } = useSession();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  // With another account signed in, that one is shown where the person is.
  const others = accounts.length > 1;
  const end = async () => {
    await signOut();
    if (!others) await navigate(paths.landing, { replace: true });
  };
  // Logging out clears this browser's storage: a draft not sent yet would go with it.
  const logOut = () => {
    if (hasUnsentDraft()) setConfirming(true);
    else void end();
  };
  const confirmation = (
    <ConfirmDialog
      open={confirming}
      title={t("nav.logoutDraft")}
      confirmLabel={t("nav.logout")}
      cancelLabel={t("common.cancel")}
      onConfirm={() => {
        setConfirming(false);
        void end();
      }}
      onCancel={() => setConfirming(false)}
    />
  );
  return { logOut, confirmation };
}

/** Keeps the unread notification count in the document title. */
export function useUnreadInTitle(): void {
  const { count } = useUnreadCount();
  useEffect(() => {
    setUnreadInTitle(count);
    return () => setUnreadInTitle(0);
  }, [count]);
}

/** The unread notification count, on the notifications link. */
export function UnreadBadge({ className }: { className: string }) {
  const t = useT();
  const unread = useUnreadCount();
  if (unread.count === 0) return null;
  return (
    <span className={className}>
      <span aria-hidden="true">{unread.more ? `${unread.count}+` : unread.count}</span>
      <span className="visually-hidden">
        {t(unread.more ? "nav.unreadCountMore" : "nav.unreadCount", { count: unread.count })}
      </span>
    </span>
  );
}

/** The dot beside "Messages" while a conversation waits unread, named for screen readers. */
export function UnreadDot({ className }: { className: string }) {
  const t = useT();
  return (
    <span className={className}>
      <span className="visually-hidden">{t("nav.unreadMessages")}</span>
    </span>
  );
}
