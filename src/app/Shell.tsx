import { useEffect, useRef, type ReactNode } from "react";
import { useLocation } from "react-router";
import { useSession } from "../state/sessionContext";
import { Toaster } from "../ui/Toaster";
import { EditorSlotProvider } from "../components/editor/EditorSlotProvider";
import { ShortcutsHelp } from "./ShortcutsHelp";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";
import { VisitorHeader } from "./VisitorHeader";
import { useT } from "../i18n/useT";
import "./Shell.css";

/** The page frame: top bar and sidebar when signed in, instance header for visitors. */
export function Shell({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const t = useT();
  const main = useMoveFocusOnNavigation();
  return (
    <div className={user ? "shell shell-signed-in" : "shell shell-visitor"}>
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      {user ? <TopBar user={user} /> : <VisitorHeader />}
      <div className="shell-body">
        {user ? <Sidebar user={user} /> : null}
        <main id="main" className="shell-main" tabIndex={-1} ref={main}>
          {/* Signed-in users get the editor in post cards (reply, repost, edit). */}
          <EditorSlotProvider enabled={user !== null}>{children}</EditorSlotProvider>
        </main>
      </div>
      <ShortcutsHelp />
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
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    ref.current?.focus({ preventScroll: true });
  }, [pathname]);
  return ref;
}
