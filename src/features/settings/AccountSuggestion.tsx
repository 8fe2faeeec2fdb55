import type { Account } from "../../api/types";
import { AccountNames } from "../../components/account/AccountList";
import { Avatar } from "../../ui/Avatar";

/** A person in a list of matches: avatar, name and address (no link). */
export function AccountSuggestion({ account }: { account: Account }) {
  return (
    <span className="settings-suggestion">
      <Avatar src={account.avatar} seed={account.actor_id} size={32} />
      <AccountNames account={account} />
    </span>
  );
}
