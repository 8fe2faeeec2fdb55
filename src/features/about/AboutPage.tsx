import { lazy, Suspense } from "react";
import { usePageTitle } from "@/routing/usePageTitle";
import { loadScreenMessages } from "@/i18n/i18n";
import { useT } from "@/i18n/useT";
import { displayName } from "@/domain/displayName";
import { parseMitraVersion } from "@/domain/version";
import type { Instance } from "@/api/entities/instance";
import { useInstanceQuery, useRetryInstance } from "@/state/instance";
import { LoadStatus } from "@/ui/LoadStatus";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { RichText } from "@/ui/RichText";
import { ProfileLink } from "@/components/links/AudienceLink";
import "./AboutPage.css";

/**
 * The sections on the wider network (blocked and known servers): their own
 * chunk, with the screen strings they need, so a visitor's first About page
 * carries neither.
 */
const AboutNetwork = lazy(async () => {
  const [module] = await Promise.all([import("./AboutNetwork"), loadScreenMessages()]);
  return { default: module.AboutNetwork };
});

/** The client's own version, shown on About: package.json's, set at build time. */
export const CLIENT_VERSION = import.meta.env.VITE_CLIENT_VERSION as string;

function AboutContent({ instance }: { instance: Instance }) {
  const t = useT();
  const contact = instance.contact_account;
  return (
    <>
      {/* A server may leave its title empty: its address names it then. */}
      <h1 className="page-heading">{instance.title || window.location.host}</h1>
      <RichText className="about-description" html={instance.description} />
      {contact ? (
        <section className="about-section" aria-labelledby="about-admin">
          <h2 id="about-admin">{t("about.administrator")}</h2>
          <ProfileLink className="about-contact" account={contact}>
            <Avatar src={contact.avatar} seed={contact.actor_id} size={48} />
            <span>
              <EmojiText text={displayName(contact)} emojis={contact.emojis} />
              <span className="about-contact-acct muted" dir="ltr">
                @{contact.acct}
              </span>
            </span>
          </ProfileLink>
        </section>
      ) : null}
      <section className="about-section" aria-labelledby="about-technical">
        <h2 id="about-technical">{t("about.technicalInfo")}</h2>
        <dl className="about-versions">
          <dt>{t("about.serverVersion")}</dt>
          <dd>{parseMitraVersion(instance.version) ?? t("about.unknownVersion")}</dd>
          <dt>{t("about.clientVersion")}</dt>
          <dd>{CLIENT_VERSION}</dd>
        </dl>
      </section>
      <Suspense fallback={null}>
        <AboutNetwork />
      </Suspense>
    </>
  );
}

/**
 * The About page: instance title, description, the administrator and the
 * versions. The route table puts it in the app's shell for signed-in users
 * and in the static layout for visitors.
 */
export function AboutPage() {
  const t = useT();
  usePageTitle(t("nav.about"));
  const instance = useInstanceQuery();
  const retry = useRetryInstance();
  if (instance.data) return <AboutContent instance={instance.data} />;
  // Without instance info, what is known: the server's address and this client's version.
  return (
    <>
      <h1 className="page-heading">{window.location.host}</h1>
      <LoadStatus error={instance.isFetching ? null : instance.error} onRetry={retry} />
      <section className="about-section" aria-labelledby="about-technical">
        <h2 id="about-technical">{t("about.technicalInfo")}</h2>
        <dl className="about-versions">
          <dt>{t("about.clientVersion")}</dt>
          <dd>{CLIENT_VERSION}</dd>
        </dl>
      </section>
    </>
  );
}
