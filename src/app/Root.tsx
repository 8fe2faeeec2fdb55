import { useEffect } from "react";
import { NavigationType, useLocation, useNavigationType, useRoutes } from "react-router";
import { routes } from "./routes";
import { useApplyPreferences } from "./useApplyPreferences";

/** New pages start at the top; back and forward keep the browser's own restoration. */
function useScrollToTopOnPush(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if (type === NavigationType.Push) window.scrollTo(0, 0);
  }, [pathname, type]);
}

/** The route tree: applies theme and language, renders the matched route. */
export function Root() {
  useApplyPreferences();
  useScrollToTopOnPush();
  return useRoutes(routes);
}
