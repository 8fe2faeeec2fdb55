import { Suspense, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import type { Access } from "@/domain/access";
import { loadScreenMessages } from "@/i18n/i18n";
import { lazyScreen, preloadRoute } from "./lazyScreen";
import { RouteBoundary } from "./RouteBoundary";
import { RouteGuard } from "./RouteGuard";
import { paths } from "@/routing/paths";

/** A screen in its own chunk, loaded when its route is first visited. */
const screen = lazyScreen;

const LandingRoute = screen(
  () => import("@/features/auth/LandingRoute"),
  (m) => m.LandingRoute,
);
const EthereumInfoPage = screen(
  () => import("@/features/auth/EthereumInfoPage"),
  (m) => m.EthereumInfoPage,
);
const AboutPage = screen(
  () => import("@/features/about/AboutPage"),
  (m) => m.AboutPage,
);
// Layouts of the pages outside the shell: the landing page needs neither.
const StaticLayout = screen(
  () => import("./layouts"),
  (m) => m.StaticLayout,
);
const SessionLayout = screen(
  () => import("./layouts"),
  (m) => m.SessionLayout,
);
// The shell and its routes, with the rest of the catalogue, load together.
const ShellRoutes = screen(
  async () => (await Promise.all([import("./shellRoutes"), loadScreenMessages()]))[0],
  (m) => m.ShellRoutes,
);

/** A lazily loaded layout, with nothing shown while its chunk arrives. */
function Framed({ layout }: { layout: ReactNode }) {
  return <Suspense fallback={null}>{layout}</Suspense>;
}

function guarded(access: Access, children: RouteObject[], tolerant = false): RouteObject {
  return { element: <RouteGuard access={access} tolerant={tolerant} />, children };
}

/** A route: its screen inside the route's error boundary and loading state. */
function page(path: string, screen: ReactNode): RouteObject {
  return { path, element: <RouteBoundary>{screen}</RouteBoundary> };
}

/** The route table: the pages outside the shell, then the shell for every other path. */
export const routes: RouteObject[] = [
  // The landing page and About work without instance info: a failing server
  // must still let a person sign in and read what is known.
  guarded("guests", [page(paths.landing, <LandingRoute />)], true),
  guarded("guests", [
    {
      element: <Framed layout={<StaticLayout />} />,
      children: [page(paths.ethereum, <EthereumInfoPage />)],
    },
  ]),
  guarded(
    "everyone",
    [
      {
        element: <Framed layout={<SessionLayout />} />,
        children: [page(paths.about, <AboutPage />)],
      },
    ],
    true,
  ),
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
