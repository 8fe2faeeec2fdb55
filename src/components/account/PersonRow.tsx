import { useId, type ReactNode } from "react";
import type { Account } from "@/api/entities/account";
import { AccountCard } from "./AccountList";
import "./PersonRow.css";

/**
 * A person's card (a link to the profile) with a button beside it, such as
 * Follow or Cancel request. The button gets the card's id for
 * aria-describedby: a list has many buttons of the same name.
 */
export function PersonRow({
  account,
  action,
}: {
  account: Account;
  action: (describedBy: string) => ReactNode;
}) {
  const nameId = useId();
  return (
    <div className="person-row">
      <span id={nameId} className="person-row-card">
        <AccountCard account={account} />
      </span>
      {action(nameId)}
    </div>
  );
}
