import { useMemo } from "react";
import { Link } from "react-router";
import { Plus } from "lucide-react";
import type { Account } from "@/api/entities/account";
import type { GroupFilter } from "@/api/groups";
import { Message } from "@/i18n/Message";
import { useT } from "@/i18n/useT";
import { paths, routeTable } from "@/routing/paths";
import { useAddressChoice } from "@/routing/useAddressChoice";
import { usePageTitle } from "@/routing/usePageTitle";
import { useMyGroups } from "@/state/groups";
import { useCapabilities } from "@/state/instance";
import { FilterTabs } from "@/ui/FilterTabs";
import { PagedList } from "@/components/list/PagedList";
import { GroupCard } from "./GroupCard";
import "./Groups.css";

const byGroupId = (group: Account) => group.id;

/**
 * My groups: those the user is a member of and, on servers that tell them
 * apart, those they moderate (kept in the address, so back returns to the
 * same tab), 40 at a time; the way to create one.
 */
export function MyGroupsScreen() {
  const t = useT();
  usePageTitle(t("nav.groups"));
  const { createGroups } = useCapabilities();
  const [filter, setFilter] = useAddressChoice<GroupFilter>(
    "filter",
    createGroups ? ["following", "moderating"] : ["following"],
  );
  const query = useMyGroups(filter);
  const groups = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const label = t(filter === "moderating" ? "groups.moderating" : "groups.member");
  return (
    <>
      <div className="groups-heading">
        <h1 className="page-heading">{t("nav.groups")}</h1>
        {createGroups && (
          <Link className="button" to={paths.newGroup}>
            <Plus size={16} aria-hidden="true" />
            {t("groups.create")}
          </Link>
        )}
      </div>
      {createGroups && (
        <FilterTabs<GroupFilter>
          label={t("groups.filter")}
          options={[
            { value: "following", label: t("groups.member") },
            { value: "moderating", label: t("groups.moderating") },
          ]}
          value={filter}
          onChange={setFilter}
        />
      )}
      <PagedList
        key={filter}
        query={query}
        items={groups}
        itemKey={byGroupId}
        renderItem={(group) => <GroupCard group={group} />}
        label={label}
        empty={filter === "moderating" ? <NoModeratedGroups /> : <NoGroups />}
        moreLabel={t("groups.showMore")}
        layout="grid"
        className="group-list"
      />
    </>
  );
}

/** What a group is, and where to find one. */
function NoGroups() {
  const t = useT();
  return (
    <div className="groups-empty">
      <p>{t("groups.emptyWhat")}</p>
      <p>
        <Message
          id="groups.emptyHow"
          components={{
            search: <Link to={routeTable.search.pattern} />,
            directory: <Link to={paths.profileDirectory} />,
          }}
        />
      </p>
    </div>
  );
}

function NoModeratedGroups() {
  const t = useT();
  return (
    <div className="groups-empty">
      <p>{t("groups.emptyModerating")}</p>
    </div>
  );
}
