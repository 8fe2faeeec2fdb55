import { useState, type ReactNode } from "react";
import { Fingerprint, ShieldX } from "lucide-react";
import { fediverseAddress } from "@/domain/postRules";
import {
  canCopyObjectId,
  canDeleteAnyPost,
  postDeletionReach,
  type DeletionReach,
} from "@/domain/moderation";
import { capabilitiesFor } from "@/domain/capabilities";
import type { MessageId } from "@/i18n/i18n";
import { useT } from "@/i18n/useT";
import { useInstance } from "@/state/instance";
import { useDeleteAnyPost } from "@/state/moderation";
import type { PostView } from "@/state/statuses";
import { useSession } from "@/state/session/sessionContext";
import { ConfirmDialog } from "@/ui/Dialog";
import type { MenuItem } from "@/ui/popupTypes";
import { showErrorToast, showToast } from "@/ui/toastStore";
import { focusAfterRemoval } from "./cardFocus";

const REACH: Record<DeletionReach, MessageId> = {
  everywhere: "moderation.deletePostEverywhere",
  everywhereNotified: "moderation.deletePostNotified",
  thisServer: "moderation.deletePostHere",
};

/**
 * An admin's items of the post menu: the post's object ID, and deleting
 * another's post behind a confirmation that says how far it reaches. A
 * refusal shows the server's message and the card stays.
 */
export function usePostModeration(post: PostView): { items: MenuItem[]; dialog: ReactNode } {
  const t = useT();
  const { user } = useSession();
  const instance = useInstance();
  const capabilities = capabilitiesFor(instance.version);
  const remove = useDeleteAnyPost(post.id);
  const [confirming, setConfirming] = useState(false);
  const items: MenuItem[] = [];
  if (canCopyObjectId(user) && post.uri) {
    items.push({
      key: "copyObjectId",
      label: t("moderation.copyObjectId"),
      icon: <Fingerprint size={16} aria-hidden="true" />,
      onSelect: () =>
        void navigator.clipboard.writeText(post.uri).then(
          () => showToast(t("profile.copied")),
          () => showToast(t("tip.copyFailed"), "error"),
        ),
    });
  }
  const allowed = canDeleteAnyPost(post, user, capabilities);
  if (allowed) {
    items.push({
      key: "adminDelete",
      label: t("moderation.deletePost"),
      icon: <ShieldX size={16} aria-hidden="true" />,
      danger: true,
      disabled: remove.isPending,
      onSelect: () => setConfirming(true),
    });
  }
  const reach = postDeletionReach(post, capabilities.adminDeleteNotifies);
  const dialog = allowed && (
    <ConfirmDialog
      open={confirming}
      title={t("moderation.deletePostConfirm", {
        author: fediverseAddress(post.account, instance.uri),
      })}
      description={t(REACH[reach])}
      confirmLabel={t("moderation.deletePostAction")}
      cancelLabel={t("common.cancel")}
      onCancel={() => setConfirming(false)}
      onConfirm={() => {
        setConfirming(false);
        const refocus = focusAfterRemoval(post.id);
        // Awaited rather than a mutate callback: the card is gone by the time it answers.
        remove.mutateAsync().then(() => {
          refocus();
          showToast(t("post.deleted"));
        }, showErrorToast);
      }}
    />
  );
  return { items, dialog };
}
