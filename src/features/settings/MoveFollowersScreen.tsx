import { Link, useNavigate } from "react-router";
import { moveTargetRule } from "@/domain/accountSettings";
import { useT } from "@/i18n/useT";
import { paths, profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useMoveFollowers } from "@/state/accountSettings";
import { AccountCard } from "@/components/account/AccountList";
import { AddressPicker } from "@/components/address/AddressPicker";
import { useAddressPicker } from "@/components/address/useAddressPicker";
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
  const picker = useAddressPicker({
    rule: moveTargetRule,
    label: t("move.target"),
    submitLabel: t("move.submit"),
  });
  const move = useMoveFollowers();
  const target = picker.held;
  const busy = move.isPending;

  const confirm = () => {
    if (!target || busy) return;
    picker.clearProblem();
    move.mutate(picker.address, {
      onSuccess: () => void navigate(profilePath(target)),
      onError: picker.fail,
    });
  };

  return (
    <div className="settings">
      <h1 className="page-heading">{t("screen.moveFollowers")}</h1>
      <p>{t("move.explanation")}</p>
      <p>
        <Link to={paths.settingsAliases}>{t("screen.aliases")}</Link>
      </p>
      <AddressPicker picker={picker} className="settings-form" />
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
              onClick={picker.release}
            >
              {t("common.cancel")}
            </button>
          </div>
        </section>
      )}
    </div>
  );
}
