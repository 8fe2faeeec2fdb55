import type { Account } from "@/api/entities/account";
import { AccountSummary } from "@/components/account/AccountList";

/** A person in a list of matches: avatar, name and address (no link). */
export function AccountSuggestion({ account }: { account: Account }) {
  return (
    <span className="settings-suggestion">
      <AccountSummary account={account} size={32} />
    </span>
  );
}
