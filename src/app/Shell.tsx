import type { ReactNode } from "react";
import { Outlet } from "react-router";
import { useSession } from "../state/sessionContext";
import { Sidebar } from "./Sidebar";
import { TopBar } from "./TopBar";
import { VisitorHeader } from "./VisitorHeader";
import { useT } from "./useT";
import "./Shell.css";

/** The page frame: top bar and sidebar when signed in, instance header for visitors. */
export function Shell({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const t = useT();
  return (
    <div className={user ? "shell shell-signed-in" : "shell shell-visitor"}>
      <a className="skip-link" href="#main">
        {t("nav.skipToContent")}
      </a>
      {user ? <TopBar user={user} /> : <VisitorHeader />}
      <div className="shell-body">
        {user ? <Sidebar user={user} /> : null}
        <main id="main" className="shell-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}

/** The route layout: the shell around the matched screen. */
export function ShellLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}
