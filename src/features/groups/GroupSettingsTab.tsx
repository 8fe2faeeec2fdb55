import { useState, type SyntheticEvent } from "react";
import { useNavigate } from "react-router";
import { Trash2 } from "lucide-react";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { errorMessage } from "@/domain/errors";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { useDeleteGroup, useGroupSource, useUpdateGroup } from "@/state/groups";
import { ConfirmDialog } from "@/ui/Dialog";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { QueryState } from "@/ui/QueryState";
import { FieldFrame } from "@/ui/TextField";
import { showErrorToast } from "@/ui/toastStore";

/** A moderator's settings: the description as typed, and deleting the group. */
export function GroupSettingsTab({ group }: { group: Account }) {
  const source = useGroupSource(group.id);
  return (
    <div className="group-settings">
      <QueryState query={source}>
        {(description) => <DescriptionForm groupId={group.id} initial={description} />}
      </QueryState>
      <DeleteGroup group={group} />
    </div>
  );
}

/** Saves the description; a failure leaves what was typed, with the server's message. */
function DescriptionForm({ groupId, initial }: { groupId: string; initial: string }) {
  const t = useT();
  const update = useUpdateGroup(groupId);
  const [description, setDescription] = useState(initial);
  const [saved, setSaved] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    update.mutate(description, { onSuccess: () => setSaved(true) });
  };
  return (
    <form className="group-form" onSubmit={submit} aria-label={t("groups.description")}>
      <FieldFrame label={t("groups.description")}>
        {(id) => (
          <textarea
            id={id}
            className="field-input group-form-description"
            value={description}
            rows={5}
            onChange={(event) => {
              setDescription(event.target.value);
              setSaved(false);
            }}
          />
        )}
      </FieldFrame>
      {update.error && <ErrorNotice>{errorMessage(update.error)}</ErrorNotice>}
      <div className="group-form-actions">
        <button type="submit" className="button" disabled={update.isPending}>
          {t("groups.saveDescription")}
        </button>
        <span role="status" className="muted group-form-status">
          {saved ? t("groups.saved") : ""}
        </span>
      </div>
    </form>
  );
}

/** Deleting the group, after a confirmation that names it; then back to My groups. */
function DeleteGroup({ group }: { group: Account }) {
  const t = useT();
  const navigate = useNavigate();
  const remove = useDeleteGroup(group.id);
  const [confirming, setConfirming] = useState(false);
  return (
    <section aria-labelledby="group-settings-delete" className="group-danger">
      <h2 id="group-settings-delete">{t("groups.delete")}</h2>
      <p>{t("groups.deleteExplained")}</p>
      <button
        type="button"
        className="button button-danger"
        disabled={remove.isPending}
        onClick={() => setConfirming(true)}
      >
        <Trash2 size={16} aria-hidden="true" />
        {t("groups.delete")}
      </button>
      <ConfirmDialog
        open={confirming}
        title={t("groups.deleteConfirm", { name: displayName(group) })}
        confirmLabel={t("groups.delete")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(undefined, {
            onSuccess: () => void navigate(paths.groups, { replace: true }),
            onError: showErrorToast,
          });
        }}
      />
    </section>
  );
}
