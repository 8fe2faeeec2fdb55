import { useId, type ReactNode } from "react";
import type { Account } from "@/api/entities/account";
import type { MessageId } from "@/i18n/i18n";
import { Message } from "@/i18n/Message";
import { useAccountEntity } from "@/state/accounts";
import { AccountCard } from "./AccountList";
import { AccountBio } from "./AccountBio";
import "./AccountTile.css";

/**
 * An account in a grid: its card (avatar, name and address linking to its
 * page), a few lines of its bio, and a foot the list fills (a count, a
 * button), given the stored account and the id of its name for a button to
 * be described by. `className` names the list's own tile for custom styles.
 */
export function AccountTile({
  account: given,
  className,
  inAppLinks = false,
  foot,
}: {
  account: Account;
  className: string;
  /** Mentions and hashtags in the bio open inside the client. */
  inAppLinks?: boolean;
  foot: (account: Account, nameId: string) => ReactNode;
}) {
  // The stored copy: a follow or a profile save elsewhere shows here at once.
  const account = useAccountEntity(given);
  const nameId = useId();
  return (
    <div className={`account-tile ${className}`}>
      <span id={nameId} className="account-tile-head">
        <AccountCard account={account} />
      </span>
      <AccountBio account={account} inAppLinks={inAppLinks} className="account-tile-bio" />
      <div className="account-tile-foot">{foot(account, nameId)}</div>
    </div>
  );
}

/** A count in a tile's foot ("<0>12</0> followers"), the number emphasised. */
export function TileCount({ id, count }: { id: MessageId; count: number }) {
  return (
    <span className="account-tile-count">
      <Message id={id} values={{ count }} components={{ 0: <strong /> }} />
    </span>
  );
}
