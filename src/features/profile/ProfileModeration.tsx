import { useState, type ReactNode } from "react";
import { useNavigate } from "react-router";
import type { Account } from "@/api/entities/account";
import { canDeleteProfile, profileDeletionReach } from "@/domain/moderation";
import { fediverseAddress } from "@/domain/postRules";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { useCapabilities, useInstance } from "@/state/instance";
import { useDeleteProfile } from "@/state/moderation";
import { useSession } from "@/state/session/sessionContext";
import { ConfirmDialog } from "@/ui/Dialog";
import type { MenuItem } from "@/ui/popupTypes";
import { showErrorToast, showToast } from "@/ui/toastStore";

/**
 * An admin's item of the profile menu: deleting another's profile from this
 * server, behind a confirmation naming its address and what goes with it.
 * Once deleted, the page it was on is gone, so home opens; a refusal shows
 * the server's message and the profile stays.
 */
export function useProfileModeration(profile: Account): { items: MenuItem[]; dialog: ReactNode } {
  const t = useT();
  const navigate = useNavigate();
  const { user } = useSession();
  const instance = useInstance();
  const capabilities = useCapabilities();
  const remove = useDeleteProfile(profile.id);
  const [confirming, setConfirming] = useState(false);
  if (!canDeleteProfile(profile, user, capabilities)) return { items: [], dialog: null };
  const local = profileDeletionReach(profile) === "everywhere";
  return {
    items: [
      {
        key: "adminDeleteProfile",
        label: t("moderation.deleteProfile"),
        danger: true,
        disabled: remove.isPending,
        onSelect: () => setConfirming(true),
      },
    ],
    dialog: (
      <ConfirmDialog
        open={confirming}
        title={t("moderation.deleteProfileConfirm", {
          address: fediverseAddress(profile, instance.uri),
        })}
        description={t(
          local ? "moderation.deleteProfileEverywhere" : "moderation.deleteProfileHere",
        )}
        confirmLabel={t("moderation.deleteProfileAction")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          remove.mutate(undefined, {
            onSuccess: () => {
              showToast(t("moderation.profileDeleted"));
              void navigate(paths.home, { replace: true });
            },
            onError: showErrorToast,
          });
        }}
      />
    ),
  };
}
