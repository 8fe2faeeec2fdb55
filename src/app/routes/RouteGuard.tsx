import type { ReactNode } from "react";
import { Navigate, Outlet, useLocation } from "react-router";
import { routeRedirect, type Access } from "@/domain/access";
import { useInstanceQuery, useRetryInstance } from "@/state/instance";
import { useSession } from "@/state/session/sessionContext";
import { LoadStatus } from "@/ui/LoadStatus";
import { paths } from "@/routing/paths";
import { returnPathOf } from "@/routing/signInReturn";

/** What a guard waits for, in the page's main region or, in the shell, in its content area. */
function GuardStatus({ inShell, children }: { inShell: boolean; children: ReactNode }) {
  return inShell ? (
    <div className="guard-status">{children}</div>
  ) : (
    <main className="guard-status">{children}</main>
  );
}

/**
 * Shows the route, or redirects by its access rule, once what the rule needs
 * has loaded: instance info (kept info from the last visit counts while it
 * refreshes) and, for a stored session, its user. Routes marked `tolerant`
 * (the landing page, About) show at once and handle missing or failing info
 * themselves: their access rules need only the session.
 *
 * A signed-in start never waits outside the shell: the guards in front of it
 * let it through (a guests-only page sends it home), and the guards inside
 * it (`inShell`) say in the content area what is awaited, with a retry when
 * it fails or the server stays silent, while the navigation stays usable.
 */
export function RouteGuard({
  access,
  tolerant = false,
  inShell = false,
}: {
  access: Access;
  tolerant?: boolean;
  inShell?: boolean;
}) {
  const location = useLocation();
  const instance = useInstanceQuery();
  const retryInstance = useRetryInstance();
  const session = useSession();

  if (session.token !== null && !inShell) {
    // Signing in again after an expired session returns to where it ended.
    if (access === "guests")
      return <Navigate to={returnPathOf(location.state) ?? paths.home} replace />;
    return <Outlet />;
  }
  const { userCheck } = session;
  if (userCheck) {
    // One retry asks for whatever is missing: a failing server often fails both.
    const retry = () => {
      userCheck.retry();
      if (!instance.data) retryInstance();
    };
    return (
      <GuardStatus inShell={inShell}>
        <LoadStatus error={userCheck.failure} onRetry={retry} />
      </GuardStatus>
    );
  }
  if (!instance.data && !tolerant) {
    return (
      <GuardStatus inShell={inShell}>
        <LoadStatus error={instance.isFetching ? null : instance.error} onRetry={retryInstance} />
      </GuardStatus>
    );
  }
  const redirect = instance.data
    ? routeRedirect(access, instance.data, session.user)
    : access === "guests" && session.user
      ? "home"
      : null;
  if (redirect === "landing")
    return <Navigate to={paths.landing} replace state={{ from: location.pathname }} />;
  if (redirect === "home")
    return <Navigate to={returnPathOf(location.state) ?? paths.home} replace />;
  return <Outlet />;
}
