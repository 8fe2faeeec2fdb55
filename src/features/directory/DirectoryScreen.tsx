import { usePageTitle } from "../../routing/usePageTitle";
import { useT } from "../../i18n/useT";
import { useDirectory } from "../../state/accounts";
import { PeopleList } from "../../components/account/AccountList";

/** The profile directory: a grid of profile cards, 'Show more profiles'. */
export function DirectoryScreen() {
  const t = useT();
  usePageTitle(t("nav.profileDirectory"));
  const query = useDirectory();
  return (
    <>
      <h1 className="page-heading">{t("nav.profileDirectory")}</h1>
      <PeopleList
        grid
        query={query}
        accounts={query.data?.pages.flat() ?? []}
        label={t("nav.profileDirectory")}
        empty={t("profile.noPeople")}
        moreLabel={t("people.moreProfiles")}
      />
    </>
  );
}
