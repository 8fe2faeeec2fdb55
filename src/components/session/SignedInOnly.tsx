import { Link, useLocation } from "react-router";
import { paths } from "@/routing/paths";
import { signInReturnState } from "@/routing/signInReturn";
import { useT } from "@/i18n/useT";

/**
 * A visitor's view of a screen the server answers only with a token (the
 * profile directory, search): why it is empty, and the way to sign in, which
 * comes back here afterwards. The screen asks the server nothing, since a
 * visitor's request would only be refused.
 */
export function SignedInOnly({ reason }: { reason: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <div className="signed-in-only">
      <p>{reason}</p>
      <p>
        <Link className="button" to={paths.landing} state={signInReturnState(pathname + search)}>
          {t("auth.signIn")}
        </Link>
      </p>
    </div>
  );
}
