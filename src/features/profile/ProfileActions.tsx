import { useState } from "react";
import { Link } from "react-router";
import { Lock } from "lucide-react";
import type { Relationship } from "@/api/entities/relationship";
import type { Account } from "@/api/entities/account";
import { fediverseAddress } from "@/domain/postRules";
import { paths, profilePath } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { useInstance } from "@/state/instance";
import { useRelationshipActions, type RelationshipChange } from "@/state/relationships";
import { useSession } from "@/state/session/sessionContext";
import { showErrorToast, showToast } from "@/ui/toastStore";
import { FollowRequestButtons } from "@/components/account/FollowRequestButtons";
import { displayName } from "@/domain/displayName";
import { ConfirmDialog } from "@/ui/Dialog";

/**
 * Profile buttons: Edit profile (own); accept/reject an
 * incoming request; Follow (lock and hint for approved followers), Unfollow
 * or Cancel follow request; Subscribe when the profile offers it.
 */
export function ProfileActions({
  profile,
  relationship,
  own,
}: {
  profile: Account;
  relationship: Relationship | undefined;
  own: boolean;
}) {
  const t = useT();
  const { user } = useSession();
  const instance = useInstance();
  const actions = useRelationshipActions(profile.id);
  const change = (what: RelationshipChange) => actions.mutate(what, { onError: showErrorToast });
  const [confirmingUnfollow, setConfirmingUnfollow] = useState(false);
  // Following a locked account again needs its approval again: ask first.
  const unfollow = () => {
    if (profile.locked) setConfirmingUnfollow(true);
    else change({ kind: "unfollow" });
  };
  const subscribable = profile.payment_options.some(
    (option) => option.type === "monero-subscription",
  );
  const subscribe = subscribable && !own && (
    <Link className="button button-secondary" to={profilePath(profile, "subscription")}>
      {t("tip.subscribe")}
    </Link>
  );

  if (own) {
    return (
      <div className="profile-actions">
        <Link className="button" to={paths.settingsProfile}>
          {t("profile.edit")}
        </Link>
      </div>
    );
  }
  if (!user) {
    return (
      <div className="profile-actions">
        <button
          type="button"
          className="button"
          onClick={() =>
            showToast(
              t("profile.followFromServer", { address: fediverseAddress(profile, instance.uri) }),
            )
          }
        >
          {t("profile.follow")}
        </button>
        {subscribe}
      </div>
    );
  }
  if (!relationship) return null;
  return (
    <div className="profile-actions">
      {relationship.requested_by && (
        <FollowRequestButtons
          accountId={profile.id}
          accept={t("profile.acceptRequest")}
          reject={t("profile.rejectRequest")}
        />
      )}
      {relationship.following ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={actions.isPending}
          onClick={unfollow}
        >
          {t("profile.unfollow")}
        </button>
      ) : relationship.requested ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={actions.isPending}
          onClick={() => change({ kind: "unfollow" })}
        >
          {t("profile.cancelRequest")}
        </button>
      ) : (
        <button
          type="button"
          className="button"
          disabled={actions.isPending}
          onClick={() => change({ kind: "follow" })}
          aria-describedby={profile.locked ? `lock-hint-${profile.id}` : undefined}
        >
          {profile.locked && <Lock size={16} aria-hidden="true" />}
          {t("profile.follow")}
        </button>
      )}
      {profile.locked && !relationship.following && (
        <span id={`lock-hint-${profile.id}`} className="profile-lock-hint muted">
          {t("profile.lockedHint")}
        </span>
      )}
      {subscribe}
      <ConfirmDialog
        open={confirmingUnfollow}
        title={t("profile.unfollowLocked", { name: displayName(profile) })}
        confirmLabel={t("profile.unfollow")}
        cancelLabel={t("common.cancel")}
        onConfirm={() => {
          setConfirmingUnfollow(false);
          change({ kind: "unfollow" });
        }}
        onCancel={() => setConfirmingUnfollow(false)}
      />
    </div>
  );
}
