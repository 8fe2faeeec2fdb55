import { Link } from "react-router";
import type { Account } from "@/api/entities/account";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { useFeedMembership, useFeeds, useFeedsHolding } from "@/state/feeds";
import { Dialog } from "@/ui/Dialog";
import { LoadError } from "@/ui/LoadError";
import { Spinner } from "@/ui/Spinner";
import { showErrorToast } from "@/ui/toastStore";
import "./FeedsDialog.css";

/**
 * Puts the profile's account into any of the user's feeds, or takes it out:
 * a box per feed, each change sent as it is made, without leaving the profile.
 */
export function FeedsDialog({
  profile,
  open,
  onClose,
}: {
  profile: Account;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const feeds = useFeeds();
  const holding = useFeedsHolding(profile.id, open);
  const membership = useFeedMembership(profile.id);
  const title = t("feeds.dialogTitle", { name: `@${profile.acct}` });
  const inFeeds = new Set(holding.data?.map((feed) => feed.id));
  const failure = feeds.error ?? holding.error;
  const all = feeds.data ?? [];

  return (
    <Dialog open={open} onClose={onClose} label={title} className="feeds-dialog">
      <h2 className="feeds-dialog-title">{title}</h2>
      {failure ? (
        <LoadError
          error={failure}
          onRetry={() => {
            void feeds.refetch();
            void holding.refetch();
          }}
        />
      ) : feeds.isPending || holding.isPending ? (
        <Spinner label={t("common.loading")} />
      ) : all.length === 0 ? (
        <p>{t("feeds.noFeedsYet")}</p>
      ) : (
        <fieldset className="feeds-dialog-options">
          <legend className="visually-hidden">{title}</legend>
          {all.map((feed) => (
            <label key={feed.id} className="feeds-dialog-option">
              <input
                type="checkbox"
                checked={inFeeds.has(feed.id)}
                onChange={(event) =>
                  membership.mutate(
                    { feedId: feed.id, member: event.target.checked },
                    { onError: showErrorToast },
                  )
                }
              />
              {feed.title}
            </label>
          ))}
        </fieldset>
      )}
      <div className="feeds-dialog-actions">
        <Link to={paths.customFeeds}>{t("feeds.manage")}</Link>
        <button type="button" className="button" onClick={onClose}>
          {t("common.close")}
        </button>
      </div>
    </Dialog>
  );
}
