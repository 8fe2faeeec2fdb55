import { useId, useRef, useState, type SyntheticEvent } from "react";
import { Link } from "react-router";
import { X } from "lucide-react";
import type { Account } from "@/api/entities/account";
import { aliasAddress, pickByAddress } from "@/domain/accountSettings";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import {
  useAddAlias,
  useAddressSearch,
  useOwnAliases,
  useRemoveAlias,
} from "@/state/accountSettings";
import { useCurrentUser } from "@/state/session/sessionContext";
import { errorMessage } from "@/domain/errors";
import { profileLookupError } from "@/components/account/profileLookupError";
import { AccountCard, AccountList } from "@/components/account/AccountList";
import { Combobox } from "@/ui/Combobox";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { LoadError } from "@/ui/LoadError";
import { Spinner } from "@/ui/Spinner";
import { AccountSuggestion } from "./AccountSuggestion";
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
      {aliases.isPending ? (
        <Spinner label={t("common.loading")} />
      ) : aliases.isError ? (
        <LoadError error={aliases.error} onRetry={() => void aliases.refetch()} />
      ) : (
        <>
          <SettingsSection title={t("aliases.declared")}>
            {aliases.data.declared_all.length === 0 ? (
              <p className="muted">{t("aliases.noneDeclared")}</p>
            ) : (
              <ul className="settings-aliases" aria-label={t("aliases.declared")}>
                {aliases.data.declared_all.map(({ id, account }) => (
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
            {aliases.data.verified.length === 0 ? (
              <p className="muted">{t("aliases.noneVerified")}</p>
            ) : (
              <AccountList accounts={aliases.data.verified} label={t("aliases.verified")} />
            )}
          </SettingsSection>
        </>
      )}
      <SettingsSection title={t("aliases.add")}>
        <AddAliasForm />
      </SettingsSection>
    </div>
  );
}

/** Matches offered for what was typed; they go away once the text changes. */
interface Offer {
  typed: string;
  matches: Account[];
}

/**
 * Add by address: a single exact match is added at once; other matches are
 * offered to choose from; none says 'Profile not found'. Add stays disabled
 * while the field is empty or an error shows.
 */
function AddAliasForm() {
  const t = useT();
  const fieldId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState("");
  const [offer, setOffer] = useState<Offer | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useAddressSearch();
  const add = useAddAlias();
  const address = aliasAddress(value);
  const busy = search.isPending || add.isPending;
  const offered = offer?.typed === value ? offer.matches : [];

  const failed = (error: Error) => setProblem(profileLookupError(error, t));
  const addAccount = (account: Account) => {
    if (add.isPending) return;
    setProblem(null);
    add.mutate(account.acct, {
      onSuccess: () => {
        setValue("");
        setOffer(null);
      },
      onError: failed,
    });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (address === "" || problem !== null || busy) return;
    setOffer(null);
    const typed = value;
    search.mutate(address, {
      onSuccess: (matches) => {
        const pick = pickByAddress(address, matches);
        if (pick.kind === "exact") addAccount(pick.account);
        else if (pick.kind === "none") setProblem(t("profile.notFound"));
        else {
          setOffer({ typed, matches: pick.matches });
          field.current?.focus();
        }
      },
      onError: failed,
    });
  };

  return (
    <form className="settings-form" onSubmit={submit}>
      <div className="field">
        <label className="field-label" htmlFor={fieldId}>
          {t("aliases.address")}
        </label>
        <div className="field-control control-frame">
          <Combobox
            id={fieldId}
            fieldRef={field}
            className="field-input"
            label={t("aliases.address")}
            listLabel={t("aliases.matches")}
            value={value}
            onValueChange={(next) => {
              setValue(next);
              setProblem(null);
            }}
            suggestions={offered}
            active={offered.length > 0}
            getKey={(account) => account.id}
            renderSuggestion={(account) => <AccountSuggestion account={account} />}
            onPick={addAccount}
            placeholder="user@example.org"
            autoComplete="off"
            spellCheck={false}
            aria-invalid={problem !== null || undefined}
            aria-describedby={problem !== null ? `${fieldId}-error` : undefined}
          />
        </div>
        {problem !== null && (
          <div className="field-error" id={`${fieldId}-error`} role="alert">
            {problem}
          </div>
        )}
      </div>
      <div className="settings-actions">
        <button
          type="submit"
          className="button"
          disabled={address === "" || problem !== null || busy}
        >
          {t("aliases.addButton")}
        </button>
      </div>
    </form>
  );
}
