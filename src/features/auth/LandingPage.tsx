import type { ReactNode } from "react";
import type { Instance } from "../../api/types";
import { usePageTitle } from "../../routing/usePageTitle";
import { paths } from "../../routing/paths";
import { useT } from "../../i18n/useT";
import { availableLoginTypes } from "../../domain/loginType";
import type { SignedIn } from "../../state/auth";
import { LoadError } from "../../ui/LoadError";
import { Spinner } from "../../ui/Spinner";
import { AuthForm } from "./AuthForm";
import "./LandingPage.css";

export interface LandingPageProps {
  /** Instance info: fresh, kept from the last visit, or null while unknown. */
  instance: Instance | null;
  /** Why instance info could not be loaded, when it could not. */
  instanceError: unknown;
  onRetry: () => void;
  /** Draws an in-app link: the two hosts (the full app, the light boot page) navigate differently. */
  renderLink: (to: string, label: string) => ReactNode;
  onSignedIn: (signedIn: SignedIn) => Promise<void> | void;
  /** Why the person is here, e.g. their session expired. */
  notice?: ReactNode;
}

/**
 * The landing page (guests only): the instance's name and description, and
 * the sign-in form. It never waits on instance info: a failing server still
 * lets a person sign in with a password, with the error and a retry above.
 */
export function LandingPage({
  instance,
  instanceError,
  onRetry,
  renderLink,
  onSignedIn,
  notice,
}: LandingPageProps) {
  const t = useT();
  usePageTitle(null);
  const offersEthereum = instance ? availableLoginTypes(instance).includes("eip4361") : false;
  const failed = instanceError !== null && instanceError !== undefined;
  return (
    <main className="landing">
      <section className="landing-intro">
        {instance ? (
          <>
            <h1 className="landing-title">{instance.title}</h1>
            {/* Plain text field, rendered as text. */}
            <p className="landing-description">{instance.short_description}</p>
          </>
        ) : (
          <h1 className="landing-title">{window.location.host}</h1>
        )}
        {notice}
        {failed ? <LoadError error={instanceError} onRetry={onRetry} /> : null}
        {!instance && !failed ? <Spinner label={t("common.loading")} /> : null}
        <p className="landing-links">
          {renderLink(paths.about, t("landing.learnMore"))}
          {instance?.allow_unauthenticated.timeline_local
            ? renderLink(paths.local, t("landing.explore"))
            : null}
          {offersEthereum ? renderLink(paths.ethereum, t("landing.ethereumWallet")) : null}
        </p>
      </section>
      <AuthForm instance={instance} onSignedIn={onSignedIn} />
    </main>
  );
}
