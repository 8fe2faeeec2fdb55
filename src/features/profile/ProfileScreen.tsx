import { Link, useSearchParams } from "react-router";
import { useLingui } from "@lingui/react";
import type { ProfileTab } from "@/api/timelines";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { chainSupportsSubscriptions, isAdmin } from "@/domain/permissions";
import { hasBanner } from "@/domain/profileRules";
import { profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useT } from "@/i18n/useT";
import type { MessageId } from "@/i18n/i18n";
import { Message } from "@/i18n/Message";
import { useInstance } from "@/state/instance";
import { useAccountEntity, useAliases, useProfile } from "@/state/accounts";
import { usePeople, useSubscribers } from "@/state/people";
import { useRelationship } from "@/state/relationships";
import { useSession } from "@/state/session/sessionContext";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { RichText } from "@/ui/RichText";
import { DateText } from "@/ui/DateText";
import { postLinkRenderer } from "@/components/status/postLinks";
import { PostList } from "@/components/status/PostList";
import { PeopleList } from "@/components/account/AccountList";
import { ProfileQueryState } from "@/components/account/ProfileQueryState";
import { ProfileActions } from "./ProfileActions";
import { ProfileFields } from "./ProfileFields";
import { ProfileMenu } from "./ProfileMenu";
import { useProfileRoute } from "@/routing/useProfileRoute";
import { useWalletLink } from "./useWalletLink";
import "./Profile.css";

/** Mentions and hashtags in a bio open inside the client for signed-in users, like in posts. */
const bioLinks = postLinkRenderer({ mentions: [], tags: [], links: [] });

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

/** A profile, by id or by address; 'Profile not found' and 'Too many requests' on failure. */
export function ProfileScreen() {
  const t = useT();
  const route = useProfileRoute();
  const query = useProfile(route ?? { id: "" });
  usePageTitle(query.data ? displayName(query.data) : t("screen.profile"));
  return (
    <ProfileQueryState query={query} heading={t("screen.profile")}>
      {(data) => <Profile profile={data} />}
    </ProfileQueryState>
  );
}

function Profile({ profile: loaded }: { profile: Account }) {
  const t = useT();
  const { user } = useSession();
  const instance = useInstance();
  // The stored copy: a profile save or a follow elsewhere shows here at once.
  const profile = useAccountEntity(loaded);
  const own = user?.id === profile.id;
  const relationship = useRelationship(own || !user ? undefined : profile.id).data;
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab") as Tab | null;
  const peopleTabs = own
    ? PEOPLE_TABS.filter(([tab]) => tab !== "subscribers" || chainSupportsSubscriptions(instance))
    : [];
  const tab: Tab =
    requested && [...POST_TABS, ...peopleTabs].some(([known]) => known === requested)
      ? requested
      : "posts";
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
      {hasBanner(profile.header) ? (
        <img className="profile-banner" src={profile.header} alt="" />
      ) : (
        <div className="profile-banner profile-banner-empty" />
      )}
      <div className="profile-head">
        <Avatar src={profile.avatar} seed={profile.actor_id} size={96} />
        <div className="profile-head-side">
          <ProfileActions profile={profile} relationship={relationship} own={own} />
          <ProfileMenu
            profile={profile}
            relationship={relationship}
            own={own}
            onLinkWallet={walletLink.start}
          />
        </div>
      </div>
      <h1 className="profile-name">
        <EmojiText text={displayName(profile)} emojis={profile.emojis} />
      </h1>
      <p className="profile-address post-handle">@{profile.acct}</p>
      {badges.length > 0 && (
        <ul className="profile-badges" aria-label={t("profile.badges")}>
          {badges.map((badge) => (
            <li key={badge} className="profile-badge">
              {t(badge)}
            </li>
          ))}
        </ul>
      )}
      {profile.note && (
        <RichText
          html={profile.note}
          emojis={profile.emojis}
          renderLink={user ? bioLinks : undefined}
          className="profile-bio"
        />
      )}
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
      <nav className="profile-tabs" aria-label={t("profile.tabs")}>
        {[...POST_TABS, ...peopleTabs].map(([key, label]) => (
          <button
            key={key}
            type="button"
            className="profile-tab"
            aria-current={tab === key ? "page" : undefined}
            onClick={() => setParams(key === "posts" ? {} : { tab: key }, { replace: true })}
          >
            {t(label)}
          </button>
        ))}
        <Link className="profile-tab" to={profilePath(profile, "gallery")}>
          {t("profile.gallery")}
        </Link>
      </nav>
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
