import { Link } from "react-router";
import { paths } from "../../routing/paths";
import { usePageTitle } from "../../routing/usePageTitle";
import { useT } from "../../i18n/useT";
import { AppearanceSettings } from "./AppearanceSettings";
import "./SettingsPage.css";

/** The settings page. */
export function SettingsPage() {
  const t = useT();
  usePageTitle(t("nav.settings"));
  return (
    <div className="settings">
      <h1 className="page-heading">{t("nav.settings")}</h1>
      <section className="settings-section" aria-labelledby="settings-profile">
        <h2 id="settings-profile">{t("settings.profile")}</h2>
        <Link to={paths.settingsProfile}>{t("settings.editProfile")}</Link>{" "}
        <Link to={paths.identityProof}>{t("profile.linkMinisign")}</Link>
      </section>
      <AppearanceSettings />
    </div>
  );
}
