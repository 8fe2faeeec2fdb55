import { usePageTitle } from "../../routing/usePageTitle";
import { useT } from "../../i18n/useT";
import { useDirectory } from "../../state/accounts";
import { usePeople } from "../../state/people";
import { AccountList } from "../../components/account/AccountList";

/** Spec §2 Follow requests: heading, empty message, profile links, show more (Link). */
export function FollowRequestsScreen() {
  const t = useT();
  usePageTitle(t("screen.followRequests"));
  const query = usePeople({ kind: "followRequests" });
  return (
    <>
      <h1 className="page-heading">{t("screen.followRequests")}</h1>
      <AccountList
        accounts={query.data?.pages.flatMap((page) => page.items) ?? []}
        label={t("screen.followRequests")}
        pending={query.isPending}
        error={query.error}
        empty={t("people.noRequests")}
        more={
          query.hasNextPage
            ? {
                label: t("people.moreRequests"),
                loading: query.isFetchingNextPage,
                load: () => void query.fetchNextPage(),
              }
            : null
        }
      />
    </>
  );
}

/** Spec §2 Muted users: 'No muted users', 'Show more users'. */
export function MutesScreen() {
  const t = useT();
  usePageTitle(t("screen.mutes"));
  const query = usePeople({ kind: "mutes" });
  return (
    <>
      <h1 className="page-heading">{t("screen.mutes")}</h1>
      <AccountList
        accounts={query.data?.pages.flatMap((page) => page.items) ?? []}
        label={t("screen.mutes")}
        pending={query.isPending}
        error={query.error}
        empty={t("people.noMutes")}
        more={
          query.hasNextPage
            ? {
                label: t("profile.showMoreUsers"),
                loading: query.isFetchingNextPage,
                load: () => void query.fetchNextPage(),
              }
            : null
        }
      />
    </>
  );
}

/** Spec §2 Profile directory: a grid of profile cards, 'Show more profiles'. */
export function DirectoryScreen() {
  const t = useT();
  usePageTitle(t("nav.profileDirectory"));
  const query = useDirectory();
  return (
    <>
      <h1 className="page-heading">{t("nav.profileDirectory")}</h1>
      <AccountList
        grid
        accounts={query.data?.pages.flat() ?? []}
        label={t("nav.profileDirectory")}
        pending={query.isPending}
        error={query.error}
        empty={t("profile.noPeople")}
        more={
          query.hasNextPage
            ? {
                label: t("people.moreProfiles"),
                loading: query.isFetchingNextPage,
                load: () => void query.fetchNextPage(),
              }
            : null
        }
      />
    </>
  );
}
