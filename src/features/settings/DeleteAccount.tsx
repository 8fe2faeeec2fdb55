import { useState } from "react";
import { useNavigate } from "react-router";
import { errorMessage } from "@/domain/errors";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { useDeleteAccount } from "@/state/accountSettings";
import { ConfirmDialog } from "@/ui/Dialog";
import { ErrorNotice } from "@/ui/ErrorNotice";

/** Deletes the account after a confirmation; dismissing it sends nothing. */
export function DeleteAccount() {
  const t = useT();
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteAccount();
  return (
    <>
      <button
        type="button"
        className="button button-danger"
        disabled={remove.isPending}
        onClick={() => setAsking(true)}
      >
        {t("settings.deleteAccount")}
      </button>
      <ConfirmDialog
        open={asking}
        title={t("settings.deleteConfirm")}
        confirmLabel={t("settings.deleteAccount")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          remove.mutate(undefined, {
            onSuccess: () => void navigate(paths.landing, { replace: true }),
          });
        }}
      />
      {remove.error && <ErrorNotice>{errorMessage(remove.error)}</ErrorNotice>}
    </>
  );
}
