import { Navigate, Outlet, useLocation } from "react-router";
import { routeRedirect, type Access } from "../domain/access";
import { useInstanceQuery } from "../state/instance";
import { useSession } from "../state/sessionContext";
import { LoadError } from "../ui/LoadError";
import { Spinner } from "../ui/Spinner";
import { paths } from "../routing/paths";
import { useT } from "../i18n/useT";

/**
 * The route guard: waits until instance info (and a stored session) has loaded,
 * then shows the route or redirects by its access rule.
 */
export function RouteGuard({ access }: { access: Access }) {
  const t = useT();
  const location = useLocation();
  const instance = useInstanceQuery();
  const session = useSession();

  if (instance.isError) {
    return (
      <main className="guard-status">
        <LoadError error={instance.error} onRetry={() => void instance.refetch()} />
      </main>
    );
  }
  if (!instance.data || session.validating) {
    return (
      <main className="guard-status">
        <Spinner label={t("common.loading")} />
      </main>
    );
  }
  const redirect = routeRedirect(access, instance.data, session.user);
  if (redirect === "landing")
    return <Navigate to={paths.landing} replace state={{ from: location.pathname }} />;
  if (redirect === "home") return <Navigate to={paths.home} replace />;
  return <Outlet />;
}
