import { Link, useNavigate } from "react-router";
import { paths } from "../../routing/paths";
import { useInstanceQuery } from "../../state/instance";
import { useSession } from "../../state/sessionContext";
import { LandingPage } from "./LandingPage";

/** The landing page inside the full app (after signing out, or navigating back to it). */
export function LandingRoute() {
  const instance = useInstanceQuery();
  const session = useSession();
  const navigate = useNavigate();
  return (
    <LandingPage
      instance={instance.data ?? null}
      instanceError={instance.data ? null : instance.error}
      onRetry={() => void instance.refetch()}
      renderLink={(to, label) => (
        <Link key={to} to={to}>
          {label}
        </Link>
      )}
      onSignedIn={async ({ token, user }) => {
        session.signIn(token, user);
        await navigate(paths.home, { replace: true });
      }}
    />
  );
}
