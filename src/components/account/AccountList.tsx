import type { ReactNode } from "react";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { useAccountEntity } from "@/state/accounts";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { PagedList, type PagedQuery } from "@/components/list/PagedList";
import { ProfileLink } from "@/components/links/AudienceLink";
import { GroupBadge } from "./GroupBadge";
import "./AccountList.css";

/**
 * A person at a glance: avatar, name and address (a card's content, a
 * suggestion); a group says it is one.
 */
export function AccountSummary({
  account,
  size = 44,
  detail,
}: {
  account: Account;
  size?: number;
  detail?: ReactNode;
}) {
  const name = (
    <EmojiText text={displayName(account)} emojis={account.emojis} className="account-card-name" />
  );
  return (
    <>
      <Avatar src={account.avatar} seed={account.actor_id} size={size} />
      <span className="account-card-names">
        {account.is_group ? (
          <span className="account-card-title">
            {name}
            <GroupBadge />
          </span>
        ) : (
          name
        )}
        <span className="post-handle" dir="ltr">
          @{account.acct}
        </span>
        {detail}
      </span>
    </>
  );
}

/** A profile card: avatar, name and address, linking to the profile. */
export function AccountCard({ account: given, detail }: { account: Account; detail?: ReactNode }) {
  const account = useAccountEntity(given);
  return (
    <ProfileLink className="account-card" account={account}>
      <AccountSummary account={account} detail={detail} />
    </ProfileLink>
  );
}

/** People shown together without paging, e.g. the people among search results. */
export function AccountList({
  accounts,
  label,
  detail,
}: {
  accounts: readonly Account[];
  label: string;
  /** A line under each person, e.g. until when they subscribe. */
  detail?: (account: Account) => ReactNode;
}) {
  return (
    <ul className="account-list" aria-label={label}>
      {accounts.map((account) => (
        <li key={account.id}>
          <AccountCard account={account} detail={detail?.(account)} />
        </li>
      ))}
    </ul>
  );
}

const byAccountId = (account: Account) => account.id;

/** A paged list of people (followers, requests, mutes, the directory's grid, a feed's members). */
export function PeopleList({
  query,
  accounts,
  label,
  empty,
  moreLabel,
  grid = false,
  detail,
}: {
  query: PagedQuery;
  accounts: readonly Account[];
  label: string;
  empty: ReactNode;
  moreLabel: string;
  grid?: boolean;
  detail?: (account: Account) => ReactNode;
}) {
  return (
    <PagedList
      query={query}
      items={accounts}
      itemKey={byAccountId}
      renderItem={(account) => <AccountCard account={account} detail={detail?.(account)} />}
      label={label}
      empty={empty}
      moreLabel={moreLabel}
      layout={grid ? "grid" : "list"}
    />
  );
}
