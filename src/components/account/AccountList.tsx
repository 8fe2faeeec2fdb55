import type { ReactNode } from "react";
import { Link } from "react-router";
import type { Account } from "../../api/types";
import { displayName } from "../../domain/displayName";
import { profilePath } from "../../routing/paths";
import { useT } from "../../i18n/useT";
import { useAccountEntity } from "../../state/accounts";
import { ProfileAvatar } from "../../ui/Identicon";
import { EmojiText } from "../../ui/EmojiText";
import { ErrorNotice } from "../../ui/ErrorNotice";
import { Spinner } from "../../ui/Spinner";
import { errorMessage } from "../../domain/errors";
import "./AccountList.css";

/** A profile card: avatar, name and address, linking to the profile. */
export function AccountCard({ account: given, detail }: { account: Account; detail?: ReactNode }) {
  const account = useAccountEntity(given);
  return (
    <Link className="account-card" to={profilePath(account)}>
      <ProfileAvatar src={account.avatar} seed={account.actor_id} size={44} />
      <span className="account-card-names">
        <EmojiText
          text={displayName(account)}
          emojis={account.emojis}
          className="account-card-name"
        />
        <span className="post-handle">@{account.acct}</span>
        {detail}
      </span>
    </Link>
  );
}

/** A list of people with its loading, error, empty and show-more states. */
export function AccountList({
  accounts,
  label,
  pending,
  error,
  empty,
  more,
  grid = false,
  detail,
}: {
  accounts: readonly Account[];
  label: string;
  pending: boolean;
  error: unknown;
  empty: string;
  /** The show-more button's text and action, when a next page exists. */
  more: { label: string; loading: boolean; load: () => void } | null;
  grid?: boolean;
  /** A line under each person, e.g. until when they subscribe. */
  detail?: (account: Account) => ReactNode;
}) {
  const t = useT();
  if (pending) return <Spinner label={t("common.loading")} />;
  if (error && accounts.length === 0) return <ErrorNotice>{errorMessage(error)}</ErrorNotice>;
  if (accounts.length === 0) return <p className="muted">{empty}</p>;
  return (
    <>
      <ul className={grid ? "account-list account-grid" : "account-list"} aria-label={label}>
        {accounts.map((account) => (
          <li key={account.id}>
            <AccountCard account={account} detail={detail?.(account)} />
          </li>
        ))}
      </ul>
      {more && (
        <div className="post-list-more">
          {more.loading ? (
            <Spinner label={t("common.loading")} />
          ) : (
            <button type="button" className="button button-secondary" onClick={more.load}>
              {more.label}
            </button>
          )}
        </div>
      )}
    </>
  );
}
