import { loadScreenMessages } from "@/i18n/i18n";
import { landsOnHome } from "@/state/start/bootRequests";

type Load = () => Promise<unknown>;

// The screens people most often start on. Each import is the same module the
// route table loads lazily, so asking early only moves its download forward.
const STARTS: [test: (pathname: string) => boolean, load: Load][] = [
  [(pathname) => pathname === "/home", () => import("@/features/timelines/HomeTimeline")],
  [
    (pathname) => pathname === "/notifications",
    () => import("@/features/notifications/NotificationsScreen"),
  ],
  [
    (pathname) => pathname === "/local" || pathname === "/federated",
    () => import("@/features/timelines/PublicTimeline"),
  ],
  [(pathname) => pathname.startsWith("/post/"), () => import("@/features/post/ThreadScreen")],
  [
    (pathname) => pathname.startsWith("/profile/") || pathname.startsWith("/@"),
    () => import("@/features/profile/ProfileScreen"),
  ],
];

const STATIC_PAGES = new Set(["/", "/about", "/ethereum"]);

/**
 * Starts downloading, all at once, the chunks the start's screen needs: the
 * app, the shell with its strings, and the screen itself. Without this each
 * is found only after the one before it has run.
 */
export function preloadScreen(pathname: string, signedIn: boolean): void {
  const start = signedIn && landsOnHome(pathname) ? "/home" : pathname;
  if (signedIn || !STATIC_PAGES.has(start)) {
    void import("@/app/routes/shellRoutes");
    void loadScreenMessages();
  }
  for (const [test, load] of STARTS) if (test(start)) void load();
}
