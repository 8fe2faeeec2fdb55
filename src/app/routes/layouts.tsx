import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { loadScreenMessages } from "@/i18n/i18n";
import { useSession } from "@/state/session/sessionContext";
import { StaticPage } from "./StaticPage";

// The shell brings the signed-in screens' strings with it.
const Shell = lazy(async () => {
  const [module] = await Promise.all([import("@/app/shell/Shell"), loadScreenMessages()]);
  return { default: module.Shell };
});

/** Info pages for visitors: the content and a back link, without the app around it. */
export function StaticLayout() {
  return (
    <StaticPage>
      <Outlet />
    </StaticPage>
  );
}

/**
 * Pages everyone may read: inside the app's shell when signed in (also while
 * a failing server leaves the user or instance info unknown), else the
 * static layout.
 */
export function SessionLayout() {
  const { token } = useSession();
  if (token === null) return <StaticLayout />;
  return (
    <Suspense fallback={null}>
      <Shell>
        <Outlet />
      </Shell>
    </Suspense>
  );
}
