import { loadScreenMessages } from "@/i18n/i18n";
import { startRoutes, startsLike, type StartRouteName } from "@/routing/startRoutes";
import { landsOnHome } from "@/state/start/bootRequests";

type Load = () => Promise<unknown>;

const publicTimeline: Load = () => import("@/features/timelines/PublicTimeline");
const profileScreen: Load = () => import("@/features/profile/ProfileScreen");

// The screens people most often start on, by route. Each import is the same
// module the route table loads lazily, so asking early only moves its
// download forward.
const STARTS: Partial<Record<StartRouteName, Load>> = {
  home: () => import("@/features/timelines/HomeTimeline"),
  notifications: () => import("@/features/notifications/NotificationsScreen"),
  local: publicTimeline,
  federated: publicTimeline,
  post: () => import("@/features/post/ThreadScreen"),
  profile: profileScreen,
  profileByAcct: profileScreen,
};

/**
 * Starts downloading, all at once, the chunks the start's screen needs: the
 * app, the shell with its strings, and the screen itself. Without this each
 * is found only after the one before it has run.
 */
export function preloadScreen(pathname: string, signedIn: boolean): void {
  const start = signedIn && landsOnHome(pathname) ? startRoutes.home.pattern : pathname;
  const outsideShell = Object.values(startRoutes).some(
    (route) => route.outsideShell && startsLike(start, route),
  );
  if (signedIn || !outsideShell) {
    void import("@/app/routes/shellRoutes");
    void loadScreenMessages();
  }
  for (const [name, load] of Object.entries(STARTS) as [StartRouteName, Load][]) {
    if (startsLike(start, startRoutes[name])) void load();
  }
}
