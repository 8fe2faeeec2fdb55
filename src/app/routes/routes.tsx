import { Suspense, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import { loadScreenMessages } from "@/i18n/i18n";
import { routeTable, type RouteName } from "@/routing/paths";
import { lazyScreen, preloadRoute } from "./lazyScreen";
import { guarded, page } from "./routeHelpers";

// Screens in chunks of their own, loaded when their route is first visited.
const LandingRoute = lazyScreen(
  () => import("@/features/auth/LandingRoute"),
  (m) => m.LandingRoute,
);
const EthereumInfoPage = lazyScreen(
  () => import("@/features/auth/EthereumInfoPage"),
  (m) => m.EthereumInfoPage,
);
const AboutPage = lazyScreen(
  () => import("@/features/about/AboutPage"),
  (m) => m.AboutPage,
);
// Layouts of the pages outside the shell: the landing page needs neither.
const StaticLayout = lazyScreen(
  () => import("./layouts"),
  (m) => m.StaticLayout,
);
const SessionLayout = lazyScreen(
  () => import("./layouts"),
  (m) => m.SessionLayout,
);
// The shell and its routes, with the rest of the catalogue, load together.
const ShellRoutes = lazyScreen(
  async () => (await Promise.all([import("./shellRoutes"), loadScreenMessages()]))[0],
  (m) => m.ShellRoutes,
);

/** A lazily loaded layout, with nothing shown while its chunk arrives. */
function Framed({ layout }: { layout: ReactNode }) {
  return <Suspense fallback={null}>{layout}</Suspense>;
}

/** A page outside the shell, behind its access rule, in its layout if it has one. */
function outside(
  name: RouteName,
  screen: ReactNode,
  { layout, tolerant }: { layout?: ReactNode; tolerant?: boolean },
): RouteObject {
  const { pattern, access } = routeTable[name];
  const route = page(pattern, screen);
  const framed = layout ? { element: <Framed layout={layout} />, children: [route] } : route;
  return guarded(access, [framed], { tolerant });
}

/** The route table: the pages outside the shell, then the shell for every other path. */
export const routes: RouteObject[] = [
  // The landing page and About work without instance info: a failing server
  // must still let a person sign in and read what is known.
  outside("landing", <LandingRoute />, { tolerant: true }),
  outside("ethereum", <EthereumInfoPage />, { layout: <StaticLayout /> }),
  outside("about", <AboutPage />, { layout: <SessionLayout />, tolerant: true }),
  // The shell needs instance info and the session too, so it sits behind a guard.
  guarded("everyone", [page("*", <ShellRoutes />)]),
];

/**
 * Loads the screens the start at `pathname` draws (a page, or the shell and
 * its screen) before the app's first render, so none of them suspends.
 */
export async function preloadStart(pathname: string): Promise<void> {
  const screen = await preloadRoute(routes, pathname);
  if (screen === ShellRoutes) {
    await preloadRoute((await import("./shellRoutes")).shellRoutes, pathname);
  }
}
