import { useMemo } from "react";
import type { Account } from "@/api/entities/account";
import { isRemoteAccount } from "@/domain/postRules";
import { usePageTitle } from "@/routing/usePageTitle";
import { useAddressChoice } from "@/routing/useAddressChoice";
import { useT } from "@/i18n/useT";
import { useDirectory, type DirectoryScope } from "@/state/directory";
import { useSession } from "@/state/session/sessionContext";
import { FilterTabs } from "@/ui/FilterTabs";
import { AccountTile, TileCount } from "@/components/account/AccountTile";
import { FollowButton } from "@/components/account/FollowButton";
import { PagedList } from "@/components/list/PagedList";
import { SignedInOnly } from "@/components/session/SignedInOnly";

const byAccountId = (account: Account) => account.id;

/**
 * The profile directory: a grid of profile cards with the bio, the follower
 * count and a Follow button, 'Show more profiles'. Local or remote profiles
 * (kept in the address, so back returns to the same list); never the
 * viewer's own card. The server lists profiles only for a signed-in user (a
 * visitor's request is answered 401), so a visitor is told so instead.
 */
export function DirectoryScreen() {
  const t = useT();
  usePageTitle(t("nav.profileDirectory"));
  const { user } = useSession();
  return (
    <>
      <h1 className="page-heading">{t("nav.profileDirectory")}</h1>
      {user ? (
        <Directory userId={user.id} />
      ) : (
        <SignedInOnly reason={t("directory.signedInOnly")} />
      )}
    </>
  );
}

function Directory({ userId }: { userId: string }) {
  const t = useT();
  const [scope, setScope] = useAddressChoice<DirectoryScope>("scope", ["local", "remote"]);
  const query = useDirectory(scope);
  const accounts = useMemo(
    () =>
      (query.data?.pages.flat() ?? []).filter(
        (account) => account.id !== userId && (scope === "local" || isRemoteAccount(account)),
      ),
    [query.data, userId, scope],
  );
  return (
    <>
      <FilterTabs<DirectoryScope>
        label={t("directory.filter")}
        options={[
          { value: "local", label: t("directory.local") },
          { value: "remote", label: t("directory.remote") },
        ]}
        value={scope}
        onChange={setScope}
      />
      <PagedList
        key={scope}
        query={query}
        items={accounts}
        itemKey={byAccountId}
        renderItem={(account) => (
          <AccountTile account={account} className="directory-card" foot={renderFoot} />
        )}
        label={t("nav.profileDirectory")}
        empty={t("profile.noPeople")}
        moreLabel={t("people.moreProfiles")}
        layout="grid"
        className="directory"
      />
    </>
  );
}

/** A profile's tile: its followers and a Follow button (described by the profile's name). */
function renderFoot(account: Account, nameId: string) {
  return (
    <>
      <TileCount id="profile.followersCount" count={account.followers_count} />
      <FollowButton account={account} describedBy={nameId} />
    </>
  );
}
