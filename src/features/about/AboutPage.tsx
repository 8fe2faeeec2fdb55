import { Link } from "react-router";
import { profilePath } from "../../app/paths";
import { Shell } from "../../app/Shell";
import { StaticPage } from "../../app/StaticPage";
import { usePageTitle } from "../../app/usePageTitle";
import { useT } from "../../app/useT";
import { displayName } from "../../domain/displayName";
import { parseMitraVersion } from "../../domain/version";
import { useInstance } from "../../state/instance";
import { useSession } from "../../state/sessionContext";
import { Avatar } from "../../ui/Avatar";
import { EmojiText } from "../../ui/EmojiText";
import { RichText } from "../../ui/RichText";
import "./AboutPage.css";

/** The client's own version (spec §2 About, §9): package.json's, set at build time. */
export const CLIENT_VERSION = import.meta.env.VITE_CLIENT_VERSION as string;

function AboutContent() {
  const t = useT();
  const instance = useInstance();
  const contact = instance.contact_account;
  return (
    <>
      <h1 className="page-heading">{instance.title}</h1>
      <RichText className="about-description" html={instance.description} />
      {contact ? (
        <section className="about-section" aria-labelledby="about-admin">
          <h2 id="about-admin">{t("about.administrator")}</h2>
          <Link className="about-contact" to={profilePath(contact)}>
            <Avatar src={contact.avatar} size={48} />
            <span>
              <EmojiText text={displayName(contact)} emojis={contact.emojis} />
              <span className="about-contact-acct muted">@{contact.acct}</span>
            </span>
          </Link>
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
    </>
  );
}

/** Spec §2 About page: signed-in users see it in the app, visitors in a static layout. */
export function AboutPage() {
  const t = useT();
  const { user } = useSession();
  usePageTitle(t("nav.about"));
  return user ? (
    <Shell>
      <AboutContent />
    </Shell>
  ) : (
    <StaticPage>
      <AboutContent />
    </StaticPage>
  );
}
