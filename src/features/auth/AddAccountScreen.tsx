import { useNavigate } from "react-router";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useInstanceQuery } from "@/state/instance";
import { useSession } from "@/state/session/sessionContext";
import { AuthForm } from "./AuthForm";

/**
 * Signing in with another account of this instance, beside the one shown:
 * both stay signed in (tokens go to this origin only, so the accounts are
 * this instance's), and the new one is shown on its home.
 */
export function AddAccountScreen() {
  const t = useT();
  usePageTitle(t("accounts.add"));
  const instance = useInstanceQuery().data ?? null;
  const { signIn } = useSession();
  const navigate = useNavigate();
  return (
    <>
      <h1 className="page-heading">{t("accounts.add")}</h1>
      <p>{t("accounts.addIntro")}</p>
      <AuthForm
        instance={instance}
        onSignedIn={async ({ token, user }) => {
          signIn(token, user);
          await navigate(paths.home, { replace: true });
        }}
      />
    </>
  );
}
