import { Link } from "react-router";
import { paths } from "../../routing/paths";
import { usePageTitle } from "../../routing/usePageTitle";
import { useT } from "../../i18n/useT";
import { availableLoginTypes } from "../../domain/loginType";
import { useInstance } from "../../state/instance";
import { AuthForm } from "./AuthForm";
import "./LandingPage.css";

/** The landing page (guests only). */
export function LandingPage() {
  const t = useT();
  const instance = useInstance();
  usePageTitle(null);
  const offersEthereum = availableLoginTypes(instance).includes("eip4361");
  return (
    <main className="landing">
      <section className="landing-intro">
        <h1 className="landing-title">{instance.title}</h1>
        {/* Plain text field, rendered as text. */}
        <p className="landing-description">{instance.short_description}</p>
        <p className="landing-links">
          <Link to={paths.about}>{t("landing.learnMore")}</Link>
          {instance.allow_unauthenticated.timeline_local ? (
            <Link to={paths.local}>{t("landing.explore")}</Link>
          ) : null}
          {offersEthereum ? <Link to={paths.ethereum}>{t("landing.ethereumWallet")}</Link> : null}
        </p>
      </section>
      <AuthForm />
    </main>
  );
}
