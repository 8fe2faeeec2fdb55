import { Link, useLocation, useNavigate } from "react-router";
import { capabilitiesFor } from "@/domain/capabilities";
import { useT } from "@/i18n/useT";
import { returnPathOf } from "@/routing/signInReturn";
import { paths } from "@/routing/paths";
import { useInstanceQuery, useRetryInstance } from "@/state/instance";
import { useSession } from "@/state/session/sessionContext";
import { LandingPage } from "./LandingPage";

/** The landing page inside the full app (after signing out, or navigating back to it). */
export function LandingRoute() {
  const t = useT();
  const instance = useInstanceQuery();
  const retryInstance = useRetryInstance();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const back = returnPathOf(location.state);
  // Before 4.14 tokens did not expire: a refused one had been revoked.
  const expires = instance.data ? capabilitiesFor(instance.data.version).tokensExpire : true;
  return (
    <LandingPage
      notice={
        session.expired ? (
          <p className="landing-notice" role="status">
            {t(expires ? "session.expired" : "session.ended")}
          </p>
        ) : null
      }
      instance={instance.data ?? null}
      instanceError={instance.data || instance.isFetching ? null : instance.error}
      onRetry={retryInstance}
      renderLink={(to, label) => (
        <Link key={to} to={to}>
          {label}
        </Link>
      )}
      onSignedIn={async ({ token, user }) => {
        session.signIn(token, user);
        await navigate(back ?? paths.home, { replace: true });
      }}
    />
  );
}
