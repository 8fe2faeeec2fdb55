import type { TimelineSource } from "@/api/timelines";
import { usePageTitle } from "@/routing/usePageTitle";
import { useAddressChoice } from "@/routing/useAddressChoice";
import { useT } from "@/i18n/useT";
import { useCapabilities } from "@/state/instance";
import { FilterTabs } from "@/ui/FilterTabs";
import { PostList } from "@/components/status/PostList";

type Filter = "all" | "likes";

const LIKES: TimelineSource = { kind: "favourites" };
const REACTED_TO: TimelineSource = { kind: "reactedTo" };

/**
 * The posts the user liked, newest like first, paged by the Link header. A
 * server that also lists the posts reacted to (5.3+) shows those too, with
 * "Likes only" to leave them out (kept in the address, so back returns to it).
 */
export function FavouritesScreen() {
  const t = useT();
  usePageTitle(t("nav.favourites"));
  const { favouritesAllReactions } = useCapabilities();
  const [filter, setFilter] = useAddressChoice<Filter>(
    "filter",
    favouritesAllReactions ? ["all", "likes"] : ["likes"],
  );
  return (
    <>
      <h1 className="page-heading">{t("nav.favourites")}</h1>
      {favouritesAllReactions && (
        <FilterTabs<Filter>
          label={t("favourites.filter")}
          options={[
            { value: "all", label: t("favourites.filterAll") },
            { value: "likes", label: t("favourites.filterLikes") },
          ]}
          value={filter}
          onChange={setFilter}
        />
      )}
      <PostList
        key={filter}
        source={filter === "all" ? REACTED_TO : LIKES}
        label={t("nav.favourites")}
        empty={<p>{t(filter === "all" ? "favourites.emptyAll" : "favourites.empty")}</p>}
      />
    </>
  );
}
