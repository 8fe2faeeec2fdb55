import { lazy, Suspense } from "react";
import { Outlet } from "react-router";
import { loadScreenMessages } from "../i18n/i18n";
import { useInstanceQuery } from "../state/instance";
import { useSession } from "../state/sessionContext";
import { StaticPage } from "./StaticPage";

// The shell brings the signed-in screens' strings with it.
const Shell = lazy(async () => {
  const [module] = await Promise.all([import("./Shell"), loadScreenMessages()]);
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

/** Pages everyone may read: inside the app's shell when signed in, else the static layout. */
export function SessionLayout() {
  const { user } = useSession();
  // The shell shows instance info: without it (a failing server) the page stays static.
  const hasInstance = useInstanceQuery().data !== undefined;
  if (!user || !hasInstance) return <StaticLayout />;
  return (
    <Suspense fallback={null}>
      <Shell>
        <Outlet />
      </Shell>
    </Suspense>
  );
}
