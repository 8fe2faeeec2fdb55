import { Navigate, Outlet, useLocation } from "react-router";
import { routeRedirect, type Access } from "../domain/access";
import { useInstanceQuery } from "../state/instance";
import { useSession } from "../state/sessionContext";
import { LoadError } from "../ui/LoadError";
import { Spinner } from "../ui/Spinner";
import { paths } from "../routing/paths";
import { returnPathOf } from "../routing/expiredReturn";
import { useT } from "../i18n/useT";

/**
 * Waits until instance info (and a stored session) has loaded, then shows the
 * route or redirects by its access rule. Info kept from the last visit counts
 * as loaded while it refreshes. Routes marked `tolerant` (the landing page,
 * About) show at once and handle missing or failing info themselves: their
 * access rules need only the session.
 */
export function RouteGuard({ access, tolerant = false }: { access: Access; tolerant?: boolean }) {
  const t = useT();
  const location = useLocation();
  const instance = useInstanceQuery();
  const session = useSession();

  if (session.validating || (!instance.data && !tolerant)) {
    if (instance.isError && !instance.data) {
      return (
        <main className="guard-status">
          <LoadError error={instance.error} onRetry={() => void instance.refetch()} />
        </main>
      );
    }
    return (
      <main className="guard-status">
        <Spinner label={t("common.loading")} />
      </main>
    );
  }
  const redirect = instance.data
    ? routeRedirect(access, instance.data, session.user)
    : access === "guests" && session.user
      ? "home"
      : null;
  if (redirect === "landing")
    return <Navigate to={paths.landing} replace state={{ from: location.pathname }} />;
  // Signing in again after an expired session returns to where it ended.
  if (redirect === "home")
    return <Navigate to={returnPathOf(location.state) ?? paths.home} replace />;
  return <Outlet />;
}
