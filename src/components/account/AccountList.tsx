import type { Account } from "../../api/types";
import { displayName } from "../../domain/displayName";
import { useT } from "../../i18n/useT";
import { Avatar } from "../../ui/Avatar";
import { EmojiText } from "../../ui/EmojiText";
import { ErrorNotice } from "../../ui/ErrorNotice";
import { Spinner } from "../../ui/Spinner";
import { errorMessage } from "../../domain/errors";
import { ProfileLink } from "../links/AudienceLink";
import "./AccountList.css";

/** A profile card: avatar, name and address, linking to the profile. */
export function AccountCard({ account }: { account: Account }) {
  return (
    <ProfileLink className="account-card" account={account}>
      <Avatar src={account.avatar} seed={account.actor_id} size={44} />
      <span className="account-card-names">
        <EmojiText
          text={displayName(account)}
          emojis={account.emojis}
          className="account-card-name"
        />
        <span className="post-handle">@{account.acct}</span>
      </span>
    </ProfileLink>
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
}: {
  accounts: readonly Account[];
  label: string;
  pending: boolean;
  error: unknown;
  empty: string;
  /** The show-more button's text and action, when a next page exists. */
  more: { label: string; loading: boolean; load: () => void } | null;
  grid?: boolean;
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
            <AccountCard account={account} />
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
