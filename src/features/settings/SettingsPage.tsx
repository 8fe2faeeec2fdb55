import { Link } from "react-router";
import type { AuthenticationMethod } from "@/api/entities/authenticationMethod";
import { canManageSubscriptions } from "@/domain/access";
import { canListAccounts } from "@/domain/moderation";
import type { MessageId } from "@/i18n/i18n";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useCapabilities, useInstance } from "@/state/instance";
import { useCurrentUser } from "@/state/session/sessionContext";
import { AppearanceSettings } from "./AppearanceSettings";
import { HomeFilterControls } from "@/components/home/HomeFilterControls";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { DeleteAccount } from "./DeleteAccount";
import { ExportSettings } from "./ExportSettings";
import { PostingDefaults } from "./PostingDefaults";
import { SessionsSettings } from "./SessionsSettings";
import { SettingsSection } from "./SettingsSection";
import "./SettingsPage.css";

const METHOD_NAMES: Record<AuthenticationMethod, MessageId> = {
  password: "settings.methodPassword",
  eip4361: "settings.methodEthereum",
  caip122_monero: "settings.methodMonero",
};

function Links({ links }: { links: readonly (readonly [string, MessageId])[] }) {
  const t = useT();
  return (
    <ul className="settings-links">
      {links.map(([to, label]) => (
        <li key={to}>
          <Link to={to}>{t(label)}</Link>
        </li>
      ))}
    </ul>
  );
}

/** The settings page: every section in order, each under its own heading. */
export function SettingsPage() {
  const t = useT();
  const user = useCurrentUser();
  const instance = useInstance();
  const capabilities = useCapabilities();
  usePageTitle(t("nav.settings"));
  return (
    <div className="settings">
      <h1 className="page-heading">{t("nav.settings")}</h1>
      <SettingsSection title={t("settings.profile")}>
        <Links
          links={[
            [paths.settingsProfile, "settings.editProfile"],
            [paths.followRequests, "screen.followRequests"],
            [paths.mutes, "screen.mutes"],
          ]}
        />
      </SettingsSection>
      {canManageSubscriptions(instance, user) && (
        <SettingsSection title={t("settings.subscriptions")}>
          <Links links={[[paths.subscriptionsSettings, "screen.subscriptionSettings"]]} />
        </SettingsSection>
      )}
      {capabilities.postingDefaults && <PostingDefaults />}
      <AppearanceSettings />
      <SettingsSection title={t("homeFilters.title")}>
        <HomeFilterControls />
      </SettingsSection>
      <SettingsSection title={t("settings.authentication")}>
        <h3>{t("settings.authMethods")}</h3>
        <ul className="settings-methods">
          {user.authentication_methods.map((method) => (
            <li key={method}>{t(METHOD_NAMES[method])}</li>
          ))}
        </ul>
        <ChangePasswordForm />
      </SettingsSection>
      {capabilities.sessions && <SessionsSettings />}
      <SettingsSection title={t("settings.identities")}>
        <Links
          links={[
            [paths.settingsAliases, "screen.aliases"],
            [paths.identityProof, "profile.linkMinisign"],
          ]}
        />
      </SettingsSection>
      <SettingsSection title={t("settings.export")}>
        <ExportSettings followsCount={user.following_count} followersCount={user.followers_count} />
      </SettingsSection>
      <SettingsSection title={t("settings.deleteAccount")}>
        <DeleteAccount />
      </SettingsSection>
      {canListAccounts(user, capabilities) && (
        <SettingsSection title={t("settings.administration")}>
          <Links links={[[paths.adminAccounts, "screen.adminAccounts"]]} />
        </SettingsSection>
      )}
      <SettingsSection title={t("settings.experiments")}>
        <Links
          links={[
            [paths.importFollows, "screen.importFollows"],
            [paths.importFollowers, "screen.importFollowers"],
            [paths.moveFollowers, "screen.moveFollowers"],
          ]}
        />
      </SettingsSection>
    </div>
  );
}
