import { useMemo, useState, type ReactNode } from "react";
import { useLocation, useNavigate } from "react-router";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { linkShown } from "@/domain/access";
import { useInstanceQuery } from "@/state/instance";
import { useHasUnreadMessages } from "@/state/messages/unread";
import { useAccountStore, useSession } from "@/state/session/sessionContext";
import { keptPlaces } from "@/state/storage/keptFrame";
import { hasUnsentDraft } from "@/state/storage/unsentDrafts";
import { useReloadHome } from "@/state/timelines";
import { useUnreadCount, type Unread } from "@/state/unread";
import { paths, routeTable } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { useFormatNumber } from "@/i18n/useFormatNumber";
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
  /** How many notifications wait unread there (a count beside the label). */
  count?: Unread;
  /** Something waits unread there (a dot beside the label). */
  unread?: boolean;
}

/** What the shell hands each bar (the sidebar, the phone's bottom bar) to draw. */
export interface BarProps {
  /** Null while the session's user is not known. */
  user: CredentialAccount | null;
  destinations: Destination[];
  logOut: () => void;
}

/**
 * The app's places the session may go to, in the sidebar's order: each
 * place's link and whether it shows come from its route (its path, and the
 * access rule its guard applies), with what waits unread there. Both bars
 * draw these.
 */
export function useDestinations(user: CredentialAccount | null): Destination[] {
  const t = useT();
  const instance = useInstanceQuery().data;
  const count = useUnreadCount();
  const unreadMessages = useHasUnreadMessages();
  const store = useAccountStore();
  const kept = useMemo(() => keptPlaces(store), [store]);
  // Until the instance and the user are known, the last visit's places (the
  // frame drawn before the app showed them), else those a session alone may see.
  const known = instance !== undefined && user !== null;
  return PLACES.filter(({ key, route }) =>
    known || kept === null
      ? linkShown(routeTable[route].access, instance, user)
      : kept.includes(key),
  ).map(({ key, route, label, icon: Icon }) => ({
    key,
    to: routeTable[route].pattern,
    label: t(label),
    icon: <Icon aria-hidden="true" size={PLACE_ICON_SIZE} />,
    ...(key === "notifications" ? { count } : {}),
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
  const { signOut, accounts, scope } = useSession();
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
    if (hasUnsentDraft(scope.store)) setConfirming(true);
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

/** The unread notification count, on the notifications link. */
export function UnreadBadge({ unread, className }: { unread: Unread; className: string }) {
  const t = useT();
  const formatNumber = useFormatNumber();
  if (unread.count === 0) return null;
  const count = formatNumber(unread.count);
  return (
    <span className={className}>
      <span aria-hidden="true">{unread.more ? `${count}+` : count}</span>
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
