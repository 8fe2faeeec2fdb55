import { useState, type SyntheticEvent } from "react";
import { Link, useNavigate } from "react-router";
import type { Account } from "@/api/entities/account";
import { moveTarget } from "@/domain/accountSettings";
import { useT } from "@/i18n/useT";
import { paths, profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useAddressSearch, useMoveFollowers } from "@/state/accountSettings";
import { profileLookupError } from "@/components/account/profileLookupError";
import { AccountCard } from "@/components/account/AccountList";
import { TextField } from "@/ui/TextField";
import "./SettingsPage.css";

/**
 * Move followers to another account (an alias): Move looks the target up and
 * shows it, and only the confirmation moves; success goes to the target's
 * profile, a failure shows the server's message under the field.
 */
export function MoveFollowersScreen() {
  const t = useT();
  const navigate = useNavigate();
  usePageTitle(t("screen.moveFollowers"));
  const [value, setValue] = useState("");
  const [target, setTarget] = useState<Account | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useAddressSearch();
  const move = useMoveFollowers();
  const address = moveTarget(value);
  const busy = search.isPending || move.isPending;

  const failed = (error: Error) => setProblem(profileLookupError(error, t));

  const lookUp = (event: SyntheticEvent) => {
    event.preventDefault();
    if (address === "" || busy) return;
    setProblem(null);
    search.mutate(address, {
      onSuccess: (matches) => {
        const found = matches.find(
          (account) => account.acct.toLowerCase() === address.toLowerCase(),
        );
        if (found) setTarget(found);
        else setProblem(t("profile.notFound"));
      },
      onError: failed,
    });
  };

  const confirm = () => {
    if (!target || busy) return;
    setProblem(null);
    move.mutate(address, {
      onSuccess: () => void navigate(profilePath(target)),
      onError: failed,
    });
  };

  return (
    <div className="settings">
      <h1 className="page-heading">{t("screen.moveFollowers")}</h1>
      <p>{t("move.explanation")}</p>
      <p>
        <Link to={paths.settingsAliases}>{t("screen.aliases")}</Link>
      </p>
      <form className="settings-form" onSubmit={lookUp} noValidate>
        <TextField
          label={t("move.target")}
          value={value}
          placeholder="user@example.org"
          autoComplete="off"
          spellCheck={false}
          error={problem}
          readOnly={target !== null}
          onChange={(event) => {
            setValue(event.target.value);
            setProblem(null);
          }}
        />
        {target === null && (
          <div className="settings-actions">
            <button type="submit" className="button" disabled={address === "" || busy}>
              {t("move.submit")}
            </button>
          </div>
        )}
      </form>
      {target !== null && (
        <section className="settings-move-confirm" aria-label={t("move.confirmTitle")}>
          <p>{t("move.confirmTitle")}</p>
          <AccountCard account={target} />
          <div className="settings-actions">
            <button
              type="button"
              className="button button-danger"
              disabled={busy}
              onClick={confirm}
            >
              {t("move.confirm")}
            </button>
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => {
                setTarget(null);
                setProblem(null);
              }}
            >
              {t("common.cancel")}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
