import { useT } from "@/i18n/useT";
import { useAnswerFollowRequest, useFollowRequestAnswer } from "@/state/relationships";
import { showErrorToast } from "@/ui/toastStore";
import "./FollowRequestButtons.css";

/**
 * Accept or reject an incoming follow request, from a notification or the
 * requester's profile; the answer replaces the buttons.
 */
export function FollowRequestButtons({
  accountId,
  accept,
  reject,
}: {
  accountId: string;
  /** Button texts: short in a notification, explicit on a profile. */
  accept: string;
  reject: string;
}) {
  const t = useT();
  const answer = useAnswerFollowRequest(accountId);
  const answered = useFollowRequestAnswer(accountId);
  if (answered !== undefined) {
    return (
      <p className="follow-request-answer muted" role="status">
        {answered ? t("notification.accepted") : t("notification.rejected")}
      </p>
    );
  }
  return (
    <div className="follow-request-buttons">
      <button
        type="button"
        className="button"
        disabled={answer.isPending}
        onClick={() => answer.mutate(true, { onError: showErrorToast })}
      >
        {accept}
      </button>
      <button
        type="button"
        className="button button-secondary"
        disabled={answer.isPending}
        onClick={() => answer.mutate(false, { onError: showErrorToast })}
      >
        {reject}
      </button>
    </div>
  );
}
