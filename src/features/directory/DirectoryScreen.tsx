import { useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { Account } from "../../api/types";
import { isRemoteAccount } from "../../domain/postRules";
import { usePageTitle } from "../../routing/usePageTitle";
import { Message } from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import { useAccountEntity } from "../../state/accounts";
import { useDirectory, type DirectoryScope } from "../../state/directory";
import { useSession } from "../../state/sessionContext";
import { FilterTabs } from "../../ui/FilterTabs";
import { RichText } from "../../ui/RichText";
import { AccountCard } from "../../components/account/AccountList";
import { FollowButton } from "../../components/account/FollowButton";
import { PagedList } from "../../components/list/PagedList";
import "./DirectoryScreen.css";

const byAccountId = (account: Account) => account.id;

/**
 * The profile directory: a grid of profile cards with the bio, the follower
 * count and a Follow button, 'Show more profiles'. Local or remote profiles
 * (kept in the address, so back returns to the same list); never the
 * viewer's own card.
 */
export function DirectoryScreen() {
  const t = useT();
  usePageTitle(t("nav.profileDirectory"));
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const scope: DirectoryScope = params.get("scope") === "remote" ? "remote" : "local";
  const query = useDirectory(scope);
  const accounts = useMemo(
    () =>
      (query.data?.pages.flat() ?? []).filter(
        (account) => account.id !== user?.id && (scope === "local" || isRemoteAccount(account)),
      ),
    [query.data, user?.id, scope],
  );
  return (
    <>
      <h1 className="page-heading">{t("nav.profileDirectory")}</h1>
      <FilterTabs<DirectoryScope>
        label={t("directory.filter")}
        options={[
          { value: "local", label: t("directory.local") },
          { value: "remote", label: t("directory.remote") },
        ]}
        value={scope}
        onChange={(value) =>
          setParams(value === "local" ? {} : { scope: value }, { replace: true })
        }
      />
      <PagedList
        key={scope}
        query={query}
        items={accounts}
        itemKey={byAccountId}
        renderItem={(account) => <DirectoryCard account={account} signedIn={user !== null} />}
        label={t("nav.profileDirectory")}
        empty={t("profile.noPeople")}
        moreLabel={t("people.moreProfiles")}
        layout="grid"
        className="directory"
      />
    </>
  );
}

function DirectoryCard({ account: given, signedIn }: { account: Account; signedIn: boolean }) {
  const account = useAccountEntity(given);
  const nameId = useId();
  return (
    <div className="directory-card">
      <span id={nameId} className="directory-card-head">
        <AccountCard account={account} />
      </span>
      {account.note && (
        <RichText html={account.note} emojis={account.emojis} className="directory-card-bio" />
      )}
      <div className="directory-card-foot">
        <span className="directory-card-count">
          <Message
            id="profile.followersCount"
            values={{ count: account.followers_count }}
            components={{ 0: <strong /> }}
          />
        </span>
        {signedIn && <FollowButton account={account} describedBy={nameId} />}
      </div>
    </div>
  );
}
