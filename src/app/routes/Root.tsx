import { Fragment, useEffect, useRef } from "react";
import {
  NavigationType,
  useLocation,
  useNavigate,
  useNavigationType,
  useRoutes,
} from "react-router";
import { signInReturnState } from "@/routing/signInReturn";
import { paths } from "@/routing/paths";
import { useSession } from "@/state/session/sessionContext";
import { routes } from "./routes";
import { useApplyPreferences } from "@/app/shell/useApplyPreferences";

/** New pages start at the top; back and forward keep the browser's own restoration. */
function useScrollToTopOnPush(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === NavigationType.Push) window.scrollTo(0, 0);
  }, [pathname, type]);
}

/**
 * When the server refuses the session's token, from any screen, the person
 * goes to the landing page, which says why; signing in again brings them
 * back to where they were (the address goes along in the history state).
 */
function useLandingWhenExpired(): void {
  const { expired } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const before = useRef(expired);
  useEffect(() => {
    const justExpired = expired && !before.current;
    before.current = expired;
    if (justExpired && pathname !== paths.landing) {
      void navigate(paths.landing, { replace: true, state: signInReturnState(pathname + search) });
    }
  }, [expired, pathname, search, navigate]);
}

/**
 * The route tree: applies theme and language, renders the matched route.
 * Another session (switching accounts, signing in or out) draws the screens
 * anew, so no editor or list holds on to the last account's words or places.
 */
export function Root() {
  useApplyPreferences();
  useScrollToTopOnPush();
  useLandingWhenExpired();
  const { token } = useSession();
  return <Fragment key={token ?? "guest"}>{useRoutes(routes)}</Fragment>;
}
