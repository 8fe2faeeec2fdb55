import { useState, type SyntheticEvent } from "react";
import { canSavePassword } from "@/domain/accountSettings";
import { errorMessage } from "@/domain/errors";
import { useT } from "@/i18n/useT";
import { useChangePassword } from "@/state/accountSettings";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { TextField } from "@/ui/TextField";

/**
 * A new password and its confirmation: Save only when they match and are not
 * empty; the fields are cleared after success, kept after a failure.
 */
export function ChangePasswordForm() {
  const t = useT();
  const [password, setPassword] = useState("");
  const [confirmation, setConfirmation] = useState("");
  const [changed, setChanged] = useState(false);
  const save = useChangePassword();
  const mismatch = confirmation !== "" && confirmation !== password;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!canSavePassword(password, confirmation) || save.isPending) return;
    setChanged(false);
    save.mutate(password, {
      onSuccess: () => {
        setPassword("");
        setConfirmation("");
        setChanged(true);
      },
    });
  };

  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setChanged(false);
  };

  return (
    <form className="settings-form" onSubmit={submit} noValidate>
      <h3>{t("settings.changePassword")}</h3>
      <TextField
        label={t("settings.newPassword")}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(event) => edit(setPassword)(event.target.value)}
      />
      <TextField
        label={t("settings.confirmPassword")}
        type="password"
        autoComplete="new-password"
        value={confirmation}
        error={mismatch ? t("settings.passwordMismatch") : null}
        onChange={(event) => edit(setConfirmation)(event.target.value)}
      />
      <div className="settings-actions">
        <button
          type="submit"
          className="button"
          disabled={!canSavePassword(password, confirmation) || save.isPending}
        >
          {t("settings.savePassword")}
        </button>
        <span role="status" className="settings-success">
          {changed ? t("settings.passwordChanged") : null}
        </span>
      </div>
      {save.error && <ErrorNotice>{errorMessage(save.error)}</ErrorNotice>}
    </form>
  );
}
