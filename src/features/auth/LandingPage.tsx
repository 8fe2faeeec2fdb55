import type { ReactNode } from "react";
import type { Instance } from "@/api/entities/instance";
import { usePageTitle } from "@/routing/usePageTitle";
import { startRoutes } from "@/routing/startRoutes";
import { useT } from "@/i18n/useT";
import { availableLoginTypes } from "@/domain/loginType";
import type { SignedIn } from "@/state/session/auth";
import { LoadStatus } from "@/ui/LoadStatus";
import { AuthForm } from "./AuthForm";
import "./LandingPage.css";

export interface LandingPageProps {
  /** Instance info: fresh, kept from the last visit, or null while unknown. */
  instance: Instance | null;
  /** Why instance info could not be loaded, when it could not; null while it loads. */
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
  return (
    <main className="landing">
      <section className="landing-intro">
        {instance ? (
          <>
            {/* A server may leave its title empty: its address names it then. */}
            <h1 className="landing-title">{instance.title || window.location.host}</h1>
            {/* Plain text field, rendered as text. */}
            <p className="landing-description">{instance.short_description}</p>
          </>
        ) : (
          <h1 className="landing-title">{window.location.host}</h1>
        )}
        {notice}
        {instance ? null : <LoadStatus error={instanceError} onRetry={onRetry} />}
        <p className="landing-links">
          {renderLink(startRoutes.about.pattern, t("landing.learnMore"))}
          {instance?.allow_unauthenticated.timeline_local
            ? renderLink(startRoutes.local.pattern, t("landing.explore"))
            : null}
          {offersEthereum
            ? renderLink(startRoutes.ethereum.pattern, t("landing.ethereumWallet"))
            : null}
        </p>
      </section>
      <AuthForm instance={instance} onSignedIn={onSignedIn} />
    </main>
  );
}
