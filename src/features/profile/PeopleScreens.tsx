import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import { usePeople } from "@/state/people";
import { PeopleList } from "@/components/account/AccountList";

/** Follow requests: a heading, the requesters linking to their profiles, an empty message, show more. */
export function FollowRequestsScreen() {
  const t = useT();
  usePageTitle(t("screen.followRequests"));
  const query = usePeople({ kind: "followRequests" });
  return (
    <>
      <h1 className="page-heading">{t("screen.followRequests")}</h1>
      <PeopleList
        query={query}
        accounts={query.data?.pages.flatMap((page) => page.items) ?? []}
        label={t("screen.followRequests")}
        empty={t("people.noRequests")}
        moreLabel={t("people.moreRequests")}
      />
    </>
  );
}

/** Muted users: 'No muted users' when none, 'Show more users'. */
export function MutesScreen() {
  const t = useT();
  usePageTitle(t("screen.mutes"));
  const query = usePeople({ kind: "mutes" });
  return (
    <>
      <h1 className="page-heading">{t("screen.mutes")}</h1>
      <PeopleList
        query={query}
        accounts={query.data?.pages.flatMap((page) => page.items) ?? []}
        label={t("screen.mutes")}
        empty={t("people.noMutes")}
        moreLabel={t("profile.showMoreUsers")}
      />
    </>
  );
}
