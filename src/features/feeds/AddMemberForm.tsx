import { AddressPicker } from "@/components/address/AddressPicker";
import { useAddressPicker } from "@/components/address/useAddressPicker";
import { ErrorMessage, errorMessage, hasErrorMessage } from "@/domain/errors";
import { memberAddressRule } from "@/domain/feeds";
import { useT } from "@/i18n/useT";
import { useAddFeedMember } from "@/state/feeds";
import { showToast } from "@/ui/toastStore";

/**
 * "Add user" by address: a single exact match is added at once, other
 * matches are offered to choose from; 'user not found', 'user is already in
 * the list' and any other failure show in an error box.
 */
export function AddMemberForm({ feedId }: { feedId: string }) {
  const t = useT();
  const add = useAddFeedMember(feedId);
  const picker = useAddressPicker({
    rule: memberAddressRule,
    take: async (account) => {
      await add.mutateAsync(account);
      showToast(t("feeds.added", { name: `@${account.acct}` }));
    },
    describeError: (error) =>
      hasErrorMessage(error, ErrorMessage.userAlreadyAdded)
        ? t("feeds.alreadyAdded")
        : errorMessage(error),
    label: t("feeds.addUserLabel"),
    listLabel: t("feeds.matches"),
    submitLabel: t("feeds.addUser"),
    notFound: t("feeds.userNotFound"),
  });
  return <AddressPicker picker={picker} className="feed-form feed-add" errorPlacement="box" />;
}
