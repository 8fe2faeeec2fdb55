import type { MouseEvent } from "react";
import type { Account } from "@/api/entities/account";
import { usePageTitle } from "@/routing/usePageTitle";
import { useAddressChoice } from "@/routing/useAddressChoice";
import { useT } from "@/i18n/useT";
import { useCapabilities } from "@/state/instance";
import { useDropFromPeople, usePeople } from "@/state/people";
import { useRelationshipActions } from "@/state/relationships";
import { FilterTabs } from "@/ui/FilterTabs";
import { showErrorToast } from "@/ui/toastStore";
import { PeopleList } from "@/components/account/AccountList";
import { PersonRow } from "@/components/account/PersonRow";
import { PagedList } from "@/components/list/PagedList";

type RequestsTab = "received" | "sent";

/**
 * Follow requests: a heading, the requesters linking to their profiles, an
 * empty message, show more. Where the server lists them (4.19+), a "Sent"
 * tab beside (kept in the address) lists the user's own requests still
 * waiting, each with "Cancel request".
 */
export function FollowRequestsScreen() {
  const t = useT();
  usePageTitle(t("screen.followRequests"));
  const { outgoingFollowRequests } = useCapabilities();
  const [tab, setTab] = useAddressChoice<RequestsTab>(
    "tab",
    outgoingFollowRequests ? ["received", "sent"] : ["received"],
  );
  return (
    <>
      <h1 className="page-heading">{t("screen.followRequests")}</h1>
      {outgoingFollowRequests && (
        <FilterTabs<RequestsTab>
          label={t("people.requestsTabs")}
          options={[
            { value: "received", label: t("people.requestsReceived") },
            { value: "sent", label: t("people.requestsSent") },
          ]}
          value={tab}
          onChange={setTab}
        />
      )}
      {tab === "sent" ? <SentRequests /> : <ReceivedRequests />}
    </>
  );
}

function ReceivedRequests() {
  const t = useT();
  const query = usePeople({ kind: "followRequests" });
  return (
    <PeopleList
      query={query}
      accounts={query.data?.pages.flatMap((page) => page.items) ?? []}
      label={t("screen.followRequests")}
      empty={t("people.noRequests")}
      moreLabel={t("people.moreRequests")}
    />
  );
}

const SENT = { kind: "outgoingRequests" } as const;
const byAccountId = (account: Account) => account.id;

function SentRequests() {
  const t = useT();
  const query = usePeople(SENT);
  return (
    <PagedList
      query={query}
      items={query.data?.pages.flatMap((page) => page.items) ?? []}
      itemKey={byAccountId}
      renderItem={(account) => <SentRequest account={account} />}
      label={t("people.requestsSent")}
      empty={t("people.noSentRequests")}
      moreLabel={t("people.moreRequests")}
      layout="list"
    />
  );
}

/**
 * A request of the user's: "Cancel request" unfollows the account, which
 * takes the request back; the account leaves the list, and its relationship
 * is the server's answer everywhere. Focus goes to the next row's button (or
 * the one before, or the tab) as the row goes.
 */
function SentRequest({ account }: { account: Account }) {
  const t = useT();
  const actions = useRelationshipActions(account.id);
  const drop = useDropFromPeople(SENT);
  const cancel = (event: MouseEvent<HTMLButtonElement>) => {
    if (actions.isPending) return;
    const row = event.currentTarget.closest("li");
    actions.mutate(
      { kind: "unfollow" },
      {
        onSuccess: () => {
          const neighbour = row?.nextElementSibling ?? row?.previousElementSibling;
          const next =
            neighbour?.querySelector<HTMLElement>("button") ??
            document.querySelector<HTMLElement>(".filter-tab[aria-pressed='true']");
          drop(account.id);
          next?.focus();
        },
        onError: showErrorToast,
      },
    );
  };
  return (
    <PersonRow
      account={account}
      action={(describedBy) => (
        <button
          type="button"
          className="button button-secondary"
          aria-describedby={describedBy}
          aria-disabled={actions.isPending}
          onClick={cancel}
        >
          {t("people.cancelRequest")}
        </button>
      )}
    />
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
