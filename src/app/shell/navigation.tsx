import { useEffect, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import {
  Bell,
  Bookmark,
  Globe,
  Info,
  Mail,
  MapPin,
  Settings,
  ThumbsUp,
  Users,
  UsersRound,
} from "lucide-react";
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

/** Navigation state asking the shell to put focus in the search field, not on the page. */
export const FOCUS_SEARCH = { focus: "search" } as const;

export function wantsSearchFocus(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && "focus" in state && state.focus === "search"
  );
}

export interface Destination {
  key:
    | "notifications"
    | "messages"
    | "local"
    | "federated"
    | "groups"
    | "directory"
    | "bookmarks"
    | "favourites"
    | "settings"
    | "about";
  to: string;
  label: string;
  icon: ReactNode;
  /** Something waits unread there (a dot beside the label). */
  unread?: boolean;
}

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
  const icon = (Icon: typeof Bell) => <Icon aria-hidden="true" size={20} />;
  const all: (Destination | null)[] = [
    {
      key: "notifications",
      to: paths.notifications,
      label: t("nav.notifications"),
      icon: icon(Bell),
    },
    user
      ? {
          key: "messages",
          to: paths.messages,
          label: t("nav.messages"),
          icon: icon(Mail),
          unread: unreadMessages,
        }
      : null,
    { key: "local", to: paths.local, label: t("nav.local"), icon: icon(MapPin) },
    instance && canSeeFederatedTimeline(instance, user)
      ? { key: "federated", to: paths.federated, label: t("nav.federated"), icon: icon(Globe) }
      : null,
    user && can?.groups
      ? { key: "groups", to: paths.groups, label: t("nav.groups"), icon: icon(UsersRound) }
      : null,
    {
      key: "directory",
      to: paths.profileDirectory,
      label: t("nav.profileDirectory"),
      icon: icon(Users),
    },
    { key: "bookmarks", to: paths.bookmarks, label: t("nav.bookmarks"), icon: icon(Bookmark) },
    can?.favourites
      ? {
          key: "favourites",
          to: paths.favourites,
          label: t("nav.favourites"),
          icon: icon(ThumbsUp),
        }
      : null,
    { key: "settings", to: paths.settings, label: t("nav.settings"), icon: icon(Settings) },
    { key: "about", to: paths.about, label: t("nav.about"), icon: icon(Info) },
  ];
  return all.filter((item) => item !== null);
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
