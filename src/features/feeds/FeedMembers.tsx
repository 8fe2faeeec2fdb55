import { useState } from "react";
import { UserMinus } from "lucide-react";
import type { Account } from "../../api/types";
import { AccountCard } from "../../components/account/AccountList";
import { PagedList } from "../../components/list/PagedList";
import { useT } from "../../i18n/useT";
import { useFeedMembers, useRemoveFeedMember } from "../../state/feeds";
import { ConfirmDialog } from "../../ui/Dialog";
import { showErrorToast } from "../../ui/toastStore";

const byAccountId = (account: Account) => account.id;

/** The feed's members, 20 at a time, each with a remove button that asks first. */
export function FeedMembers({ feedId }: { feedId: string }) {
  const t = useT();
  const query = useFeedMembers(feedId);
  const remove = useRemoveFeedMember(feedId);
  const [removing, setRemoving] = useState<Account | null>(null);
  const members = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <PagedList
        query={query}
        items={members}
        itemKey={byAccountId}
        layout="list"
        label={t("feeds.members")}
        empty={<p>{t("feeds.noMembers")}</p>}
        moreLabel={t("profile.showMoreUsers")}
        renderItem={(account) => (
          <div className="feed-member">
            <AccountCard account={account} />
            <button
              type="button"
              className="button button-secondary"
              aria-label={t("feeds.removeUser", { name: `@${account.acct}` })}
              disabled={remove.isPending && remove.variables === account.id}
              onClick={() => setRemoving(account)}
            >
              <UserMinus size={16} aria-hidden="true" />
              {t("feeds.remove")}
            </button>
          </div>
        )}
      />
      <ConfirmDialog
        open={removing !== null}
        title={t("feeds.removeConfirm", { name: `@${removing?.acct ?? ""}` })}
        confirmLabel={t("feeds.remove")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) remove.mutate(removing.id, { onError: showErrorToast });
          setRemoving(null);
        }}
      />
    </>
  );
}
