import { useRef, useState } from "react";
import { UserMinus } from "lucide-react";
import type { Account } from "@/api/entities/account";
import { AccountCard } from "@/components/account/AccountList";
import { PagedList } from "@/components/list/PagedList";
import { useT } from "@/i18n/useT";
import { useFeedMembers, useRemoveFeedMember } from "@/state/feeds";
import { ConfirmDialog } from "@/ui/Dialog";
import { showErrorToast } from "@/ui/toastStore";

const byAccountId = (account: Account) => account.id;

/** The feed's members, 20 at a time, each with a remove button that asks first. */
export function FeedMembers({ feedId }: { feedId: string }) {
  const t = useT();
  const query = useFeedMembers(feedId);
  const remove = useRemoveFeedMember(feedId);
  const box = useRef<HTMLDivElement>(null);
  const [target, setTarget] = useState<Account | null>(null);
  const [confirming, setConfirming] = useState(false);
  const members = query.data?.pages.flatMap((page) => page.items) ?? [];

  const removeTarget = () => {
    setConfirming(false);
    if (!target) return;
    const index = members.findIndex((account) => account.id === target.id);
    remove.mutate(target.id, {
      onError: showErrorToast,
      // The removed row's button is gone: focus moves to the row that took its place.
      onSuccess: () =>
        requestAnimationFrame(() => {
          const buttons = box.current?.querySelectorAll<HTMLButtonElement>(".feed-member button");
          if (buttons && buttons.length > 0) buttons[Math.min(index, buttons.length - 1)]?.focus();
        }),
    });
  };

  return (
    <div ref={box}>
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
              onClick={() => {
                setTarget(account);
                setConfirming(true);
              }}
            >
              <UserMinus size={16} aria-hidden="true" />
              {t("feeds.remove")}
            </button>
          </div>
        )}
      />
      <ConfirmDialog
        open={confirming}
        title={t("feeds.removeConfirm", { name: `@${target?.acct ?? ""}` })}
        confirmLabel={t("feeds.remove")}
        cancelLabel={t("common.cancel")}
        onCancel={() => setConfirming(false)}
        onConfirm={removeTarget}
      />
    </div>
  );
}
