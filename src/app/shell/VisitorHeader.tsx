import { Link } from "react-router";
import { useInstance } from "@/state/instance";
import { paths } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import "./VisitorHeader.css";

/** A visitor sees the instance title, short description and 'Learn more'. */
export function VisitorHeader() {
  const instance = useInstance();
  const t = useT();
  return (
    <header className="visitor-header">
      <div className="visitor-header-text">
        <Link className="visitor-header-title" to={paths.landing}>
          {instance.title}
        </Link>
        {/* Plain text: the short description is not HTML. */}
        <p className="visitor-header-description">{instance.short_description}</p>
      </div>
      <nav className="visitor-header-links" aria-label={t("nav.visitor")}>
        <Link to={paths.about}>{t("landing.learnMore")}</Link>
        <Link className="button" to={paths.landing}>
          {t("auth.signIn")}
        </Link>
      </nav>
    </header>
  );
}
