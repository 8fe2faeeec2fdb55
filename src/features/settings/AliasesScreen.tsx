import { Link } from "react-router";
import { X } from "lucide-react";
import { aliasAddressRule } from "@/domain/accountSettings";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useAddAlias, useOwnAliases, useRemoveAlias } from "@/state/accountSettings";
import { useCurrentUser } from "@/state/session/sessionContext";
import { errorMessage } from "@/domain/errors";
import { AccountCard, AccountList } from "@/components/account/AccountList";
import { AddressPicker } from "@/components/address/AddressPicker";
import { useAddressPicker } from "@/components/address/useAddressPicker";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { QueryState } from "@/ui/QueryState";
import { SettingsSection } from "./SettingsSection";
import "./SettingsPage.css";

/** Aliases: why they matter, the declared and verified ones, and a form to add one. */
export function AliasesScreen() {
  const t = useT();
  const user = useCurrentUser();
  usePageTitle(t("screen.aliases"));
  const aliases = useOwnAliases(user.id);
  const remove = useRemoveAlias();

  return (
    <div className="settings">
      <h1 className="page-heading">{t("screen.aliases")}</h1>
      <p>{t("aliases.explanation")}</p>
      <p>
        <Link to={paths.moveFollowers}>{t("screen.moveFollowers")}</Link>
      </p>
      <QueryState query={aliases}>
        {({ declared_all, verified }) => (
          <>
            <SettingsSection title={t("aliases.declared")}>
              {declared_all.length === 0 ? (
                <p className="muted">{t("aliases.noneDeclared")}</p>
              ) : (
                <ul className="settings-aliases" aria-label={t("aliases.declared")}>
                  {declared_all.map(({ id, account }) => (
                    <li key={id}>
                      {account ? (
                        <AccountCard account={account} />
                      ) : (
                        <span className="settings-unknown">
                          <span>{t("aliases.unknown")}</span>
                          <span className="post-handle">{id}</span>
                        </span>
                      )}
                      <button
                        type="button"
                        className="icon-button"
                        aria-label={t("aliases.remove", {
                          name: account ? `@${account.acct}` : id,
                        })}
                        disabled={remove.isPending}
                        onClick={() => remove.mutate(id)}
                      >
                        <X size={16} aria-hidden="true" />
                      </button>
                    </li>
                  ))}
                </ul>
              )}
              {remove.error && <ErrorNotice>{errorMessage(remove.error)}</ErrorNotice>}
            </SettingsSection>
            <SettingsSection title={t("aliases.verified")}>
              {verified.length === 0 ? (
                <p className="muted">{t("aliases.noneVerified")}</p>
              ) : (
                <AccountList accounts={verified} label={t("aliases.verified")} />
              )}
            </SettingsSection>
          </>
        )}
      </QueryState>
      <SettingsSection title={t("aliases.add")}>
        <AddAliasForm />
      </SettingsSection>
    </div>
  );
}

/**
 * Add by address: a single exact match is added at once; other matches are
 * offered to choose from; none says 'Profile not found'. Add stays disabled
 * while the field is empty or an error shows.
 */
function AddAliasForm() {
  const t = useT();
  const add = useAddAlias();
  const picker = useAddressPicker({
    rule: aliasAddressRule,
    take: (account) => add.mutateAsync(account.acct),
    label: t("aliases.address"),
    listLabel: t("aliases.matches"),
    submitLabel: t("aliases.addButton"),
  });
  return <AddressPicker picker={picker} className="settings-form" />;
}
