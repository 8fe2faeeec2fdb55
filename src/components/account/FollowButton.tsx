import { useState } from "react";
import { Lock } from "lucide-react";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { useT } from "@/i18n/useT";
import { useKnownRelationship, useRelationshipActions } from "@/state/relationships";
import { ConfirmDialog } from "@/ui/Dialog";
import { showErrorToast } from "@/ui/toastStore";

/**
 * The button's words: following a group is joining it (its followers are its
 * members), and a locked group is asked to let one in.
 */
function followLabels(account: Account) {
  if (account.is_group) {
    return {
      follow: account.locked ? "groups.requestToJoin" : "groups.join",
      unfollow: "groups.leave",
      cancelRequest: "groups.cancelRequest",
      unfollowLocked: "groups.leaveLocked",
    } as const;
  }
  return {
    follow: "profile.follow",
    unfollow: "profile.unfollow",
    cancelRequest: "profile.cancelRequest",
    unfollowLocked: "people.unfollowLocked",
  } as const;
}

/**
 * Follow, Unfollow or Cancel follow request on a card (for a group: Join or
 * Request to join, Leave, Cancel join request), once the relationship has
 * loaded. `describedBy` names whose card it is, since a page of cards has
 * many buttons of the same name. Unfollowing a locked account asks first:
 * following again needs their approval.
 */
export function FollowButton({ account, describedBy }: { account: Account; describedBy: string }) {
  const t = useT();
  const labels = followLabels(account);
  const relationship = useKnownRelationship(account.id);
  const actions = useRelationshipActions(account.id);
  const [confirming, setConfirming] = useState(false);
  if (!relationship) return null;
  const unfollow = () => {
    setConfirming(false);
    actions.mutate({ kind: "unfollow" }, { onError: showErrorToast });
  };

  if (relationship.following || relationship.requested) {
    return (
      <>
        <button
          type="button"
          className="button button-secondary"
          disabled={actions.isPending}
          aria-describedby={describedBy}
          onClick={() =>
            account.locked && relationship.following ? setConfirming(true) : unfollow()
          }
        >
          {t(relationship.following ? labels.unfollow : labels.cancelRequest)}
        </button>
        <ConfirmDialog
          open={confirming}
          title={t(labels.unfollowLocked, { name: displayName(account) })}
          confirmLabel={t(labels.unfollow)}
          cancelLabel={t("common.cancel")}
          onConfirm={unfollow}
          onCancel={() => setConfirming(false)}
        />
      </>
    );
  }
  return (
    <button
      type="button"
      className="button"
      disabled={actions.isPending}
      aria-describedby={describedBy}
      onClick={() => actions.mutate({ kind: "follow" }, { onError: showErrorToast })}
    >
      {account.locked && <Lock size={16} aria-hidden="true" />}
      {t(labels.follow)}
    </button>
  );
}
