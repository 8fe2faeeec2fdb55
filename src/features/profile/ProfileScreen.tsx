import { Link } from "react-router";
import { useLingui } from "@lingui/react";
import type { ProfileTab } from "@/api/timelines";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { chainSupportsSubscriptions, isAdmin } from "@/domain/permissions";
import { profilePath } from "@/routing/paths";
import { useAddressChoice } from "@/routing/useAddressChoice";
import { useT } from "@/i18n/useT";
import type { MessageId } from "@/i18n/i18n";
import { Message } from "@/i18n/Message";
import { useInstance } from "@/state/instance";
import { useAccountEntity, useAliases } from "@/state/accounts";
import { usePeople, useSubscribers } from "@/state/people";
import { useRelationship } from "@/state/relationships";
import { useSession } from "@/state/session/sessionContext";
import { DateText } from "@/ui/DateText";
import { SectionTabs } from "@/ui/SectionTabs";
import { PostList } from "@/components/status/PostList";
import { PeopleList } from "@/components/account/AccountList";
import { ProfileHead } from "@/components/account/ProfileHead";
import { ProfileActions } from "./ProfileActions";
import { ProfileFields } from "./ProfileFields";
import { ProfileMenu } from "./ProfileMenu";
import { useWalletLink } from "./useWalletLink";
import "./Profile.css";

type Tab = ProfileTab | "followers" | "following" | "subscribers";
const POST_TABS: readonly (readonly [ProfileTab, MessageId])[] = [
  ["posts", "profile.tabPosts"],
  ["replies", "profile.tabReplies"],
  ["featured", "profile.tabFeatured"],
];
const PEOPLE_TABS: readonly (readonly [Tab, MessageId])[] = [
  ["followers", "profile.followers"],
  ["following", "profile.following"],
  ["subscribers", "profile.subscribers"],
];

/** A person's profile, as the profile's route found it (app/routes/ProfileRoute.tsx). */
export function ProfileScreen({ profile: loaded }: { profile: Account }) {
  const t = useT();
  const { user } = useSession();
  const instance = useInstance();
  // The stored copy: a profile save or a follow elsewhere shows here at once.
  const profile = useAccountEntity(loaded);
  const own = user?.id === profile.id;
  const relationship = useRelationship(own || !user ? undefined : profile.id).data;
  const peopleTabs = own
    ? PEOPLE_TABS.filter(([tab]) => tab !== "subscribers" || chainSupportsSubscriptions(instance))
    : [];
  const tabs = [...POST_TABS, ...peopleTabs];
  const [tab, setTab] = useAddressChoice<Tab>("tab", ["posts", ...tabs.map(([key]) => key)]);
  const aliases = useAliases(profile);
  const walletLink = useWalletLink();
  const badges: MessageId[] = [];
  if (own && isAdmin(user)) badges.push("profile.badgeAdmin");
  if (profile.bot) badges.push("profile.badgeBot");
  if ((aliases.data?.verified.length ?? 0) > 0) badges.push("profile.badgeAlias");
  if (relationship?.followed_by) badges.push("profile.badgeFollowsYou");
  if (relationship?.subscription_to) badges.push("profile.badgeSubscription");
  if (relationship?.subscription_from) badges.push("profile.badgeSubscriber");
  if (relationship?.muting) badges.push("profile.badgeMuted");

  const stats: { tab: Tab | null; label: MessageId; count: number }[] = [
    { tab: "posts", label: "profile.postsCount", count: profile.statuses_count },
    { tab: "followers", label: "profile.followersCount", count: profile.followers_count },
    { tab: "following", label: "profile.followingCount", count: profile.following_count },
  ];
  if (chainSupportsSubscriptions(instance)) {
    stats.push({
      tab: "subscribers",
      label: "profile.subscribersCount",
      count: profile.subscribers_count,
    });
  }
  const base = profilePath(profile);

  return (
    <div className="profile">
      <ProfileHead
        account={profile}
        badges={badges.map((badge) => t(badge))}
        actions={
          <>
            <ProfileActions profile={profile} relationship={relationship} own={own} />
            <ProfileMenu
              profile={profile}
              relationship={relationship}
              own={own}
              onLinkWallet={walletLink.start}
            />
          </>
        }
      />
      <ProfileFields profile={profile} own={own} onRenewWallet={walletLink.start} />
      {own && walletLink.view}
      <ul className="profile-stats" aria-label={t("profile.stats")}>
        {stats.map((stat) => {
          const text = (
            <Message
              id={stat.label}
              values={{ count: stat.count }}
              components={{ 0: <strong /> }}
            />
          );
          return (
            <li key={stat.label}>
              {own && stat.tab ? (
                <Link to={`${base}?tab=${stat.tab}`}>{text}</Link>
              ) : (
                <span>{text}</span>
              )}
            </li>
          );
        })}
      </ul>
      <SectionTabs
        label={t("profile.tabs")}
        tabs={tabs.map(([value, label]) => ({ value, label: t(label) }))}
        value={tab}
        onChange={setTab}
      >
        <Link className="section-tab" to={profilePath(profile, "gallery")}>
          {t("profile.gallery")}
        </Link>
      </SectionTabs>
      <ProfileTabContent profile={profile} tab={tab} />
    </div>
  );
}

function ProfileTabContent({ profile, tab }: { profile: Account; tab: Tab }) {
  const t = useT();
  switch (tab) {
    case "posts":
    case "replies":
    case "featured":
    case "media":
      return (
        <PostList
          key={tab}
          source={{ kind: "account", id: profile.id, tab }}
          label={t("profile.postsOf", { name: displayName(profile) })}
          empty={<p>{t("timeline.empty")}</p>}
        />
      );
    case "followers":
    case "following":
      return <PeopleTab key={tab} accountId={profile.id} kind={tab} />;
    case "subscribers":
      return <SubscribersTab accountId={profile.id} />;
  }
}

function PeopleTab({ accountId, kind }: { accountId: string; kind: "followers" | "following" }) {
  const t = useT();
  const people = usePeople({ kind, accountId });
  return (
    <PeopleList
      query={people}
      accounts={people.data?.pages.flatMap((page) => page.items) ?? []}
      label={t(kind === "followers" ? "profile.followers" : "profile.following")}
      empty={t("profile.noPeople")}
      moreLabel={t("profile.showMoreUsers")}
    />
  );
}

/** The subscribers list names each subscriber with the date their subscription runs to. */
function SubscribersTab({ accountId }: { accountId: string }) {
  const t = useT();
  const { i18n } = useLingui();
  const query = useSubscribers(accountId);
  const subscriptions = query.data?.pages.flatMap((page) => page.items) ?? [];
  const until = new Map(subscriptions.map((item) => [item.sender.id, item.expires_at]));
  return (
    <PeopleList
      query={query}
      accounts={subscriptions.map((item) => item.sender)}
      detail={(account) => {
        const expires = until.get(account.id);
        return expires ? (
          <span className="muted">
            {t("profile.subscribedUntil")} <DateText iso={expires} locale={i18n.locale} />
          </span>
        ) : null;
      }}
      label={t("profile.subscribers")}
      empty={t("profile.noPeople")}
      moreLabel={t("profile.showMoreUsers")}
    />
  );
}
