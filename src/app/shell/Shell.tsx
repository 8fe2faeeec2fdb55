import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useSession } from "@/state/session/sessionContext";
import { Toaster } from "@/ui/Toaster";
import { EditorSlotProvider } from "@/components/editor/EditorSlotProvider";
import { BottomNav } from "./BottomNav";
import { wantsSearchFocus, type BarProps } from "./navigation";
import { SEARCH_INPUT_ID } from "./SearchBox";
import { useUpdatePrompt } from "./UpdatePrompt";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";
import { useShellServices } from "./useShellServices";
import { VisitorHeader } from "./VisitorHeader";
import { useT } from "@/i18n/useT";
import { usePhoneLayout } from "@/ui/useMediaQuery";
import { takeFocusRequest } from "./focusAfterRedraw";
import "./Shell.css";

/**
 * The page frame: top bar and sidebar when signed in (a bottom bar instead of
 * the sidebar on phones), instance header for visitors. A session whose user
 * is not known yet (the server failing or silent at the start) still gets
 * the signed-in frame, without what only the user tells (their profile, the
 * composer): the screen's place says what it waits for. What the shell does
 * beyond drawing is one hook (useShellServices); the bars only draw.
 */
export function Shell({ children }: { children: ReactNode }) {
  const { token, user } = useSession();
  const signedIn = token !== null;
  const t = useT();
  const main = useMoveFocusOnNavigation();
  const phone = usePhoneLayout();
  useUpdatePrompt();
  const { destinations, logOut, dialogs } = useShellServices(signedIn, user);
  const bar: BarProps = { user, destinations, logOut };
  return (
    <div className={signedIn ? "shell shell-signed-in" : "shell shell-visitor"}>
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      {signedIn ? <TopBar user={user} /> : <VisitorHeader />}
      <div className="shell-body">
        {signedIn && !phone ? <Sidebar {...bar} /> : null}
        <main id="main" className="shell-main" tabIndex={-1} ref={main}>
          {/* Signed-in users get the editor in post cards (reply, repost, edit). */}
          <EditorSlotProvider enabled={user !== null}>{children}</EditorSlotProvider>
        </main>
      </div>
      {signedIn && phone ? <BottomNav {...bar} /> : null}
      {dialogs}
      <Toaster dismissLabel={t("common.dismiss")} />
    </div>
  );
}

/**
 * After a navigation inside the app, focus moves to the main region, so
 * keyboard and screen-reader users start at the new content (not on a link
 * that no longer exists). The first page load keeps the browser's focus.
 */
function useMoveFocusOnNavigation() {
  const ref = useRef<HTMLElement>(null);
  const location = useLocation();
  const { pathname } = location;
  const state: unknown = location.state;
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      // A switch of account draws the shell anew: the menu that did it is gone.
      if (takeFocusRequest()) ref.current?.focus({ preventScroll: true });
      return;
    }
    const search = wantsSearchFocus(state) ? document.getElementById(SEARCH_INPUT_ID) : null;
    (search ?? ref.current)?.focus({ preventScroll: true });
  }, [pathname, state]);
  return ref;
}
