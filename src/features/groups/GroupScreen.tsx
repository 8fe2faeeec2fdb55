import { useId } from "react";
import { useSearchParams } from "react-router";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { fediverseAddress } from "@/domain/postRules";
import { hasBanner } from "@/domain/profileRules";
import { useT } from "@/i18n/useT";
import type { MessageId } from "@/i18n/i18n";
import { Message } from "@/i18n/Message";
import { usePageTitle } from "@/routing/usePageTitle";
import { useProfileRoute } from "@/routing/useProfileRoute";
import { useAccountEntity, useProfile } from "@/state/accounts";
import { useInstance } from "@/state/instance";
import { useRelationship } from "@/state/relationships";
import { useSession } from "@/state/session/sessionContext";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { RichText } from "@/ui/RichText";
import { Spinner } from "@/ui/Spinner";
import { showToast } from "@/ui/toastStore";
import { hasPermission } from "@/domain/permissions";
import { FollowButton } from "@/components/account/FollowButton";
import { GroupComposer } from "@/components/editor/EditorSlotProvider";
import { GroupBadge } from "@/components/account/GroupBadge";
import { ProfileQueryState } from "@/components/account/ProfileQueryState";
import { descriptionLinks } from "./descriptionLinks";
import { GroupAboutTab } from "./GroupAboutTab";
import { GroupPostsTab } from "./GroupPostsTab";
import { GroupSettingsTab } from "./GroupSettingsTab";
import { useGroupModerator } from "./useGroupModerator";
import "@/ui/FilterTabs.css";
import "./Groups.css";

type Tab = "posts" | "about" | "settings";
const TABS: readonly (readonly [Tab, MessageId])[] = [
  ["posts", "groups.tabPosts"],
  ["about", "groups.tabAbout"],
  ["settings", "groups.tabSettings"],
];

/**
 * A group's page: the profile route of an account that is a group, by id or
 * by address; 'Profile not found' and 'Too many requests' on failure, as for
 * a person.
 */
export function GroupScreen() {
  const t = useT();
  const route = useProfileRoute();
  const query = useProfile(route ?? { id: "" });
  usePageTitle(query.data ? displayName(query.data) : t("screen.profile"));
  return (
    <ProfileQueryState query={query} heading={t("screen.profile")}>
      {(data) => <GroupPage group={data} />}
    </ProfileQueryState>
  );
}

function GroupPage({ group: loaded }: { group: Account }) {
  const t = useT();
  const { user } = useSession();
  // The stored copy: a new description or a join shows here at once.
  const group = useAccountEntity(loaded);
  const relationship = useRelationship(user ? group.id : undefined).data;
  const moderator = useGroupModerator(group.id);
  const [params, setParams] = useSearchParams();
  const tabs = TABS.filter(([key]) => key !== "settings" || moderator === true);
  const requested = params.get("tab");
  // A link to the settings waits until it is known whether they are the user's.
  const waiting = requested === "settings" && moderator === undefined;
  const tab: Tab = tabs.find(([key]) => key === requested)?.[0] ?? "posts";
  const nameId = useId();
  const member = relationship?.following === true;

  // Members who may post write to the group above its posts.
  const composer =
    member && hasPermission(user, "create_post") ? <GroupComposer group={group} /> : null;

  return (
    <div className="group-page">
      {hasBanner(group.header) ? (
        <img className="group-banner" src={group.header} alt="" />
      ) : (
        <div className="group-banner group-banner-empty" />
      )}
      <div className="group-head">
        <Avatar src={group.avatar} seed={group.actor_id} size={96} />
        <div className="group-actions">
          {user ? (
            <FollowButton account={group} describedBy={nameId} />
          ) : (
            <VisitorJoinButton group={group} />
          )}
          {user && group.locked && relationship && !member && (
            <span className="group-lock-hint muted">{t("groups.lockedHint")}</span>
          )}
        </div>
      </div>
      <div className="group-title">
        <h1 className="group-name" id={nameId}>
          <EmojiText text={displayName(group)} emojis={group.emojis} />
        </h1>
        <GroupBadge />
      </div>
      <p className="group-address post-handle">@{group.acct}</p>
      {group.note && (
        <RichText
          html={group.note}
          emojis={group.emojis}
          renderLink={user ? descriptionLinks : undefined}
          className="group-description"
        />
      )}
      <p className="group-members">
        <Message
          id="groups.membersCount"
          values={{ count: group.followers_count }}
          components={{ 0: <strong /> }}
        />
      </p>
      <nav className="filter-tabs" aria-label={t("groups.tabs")}>
        {tabs.map(([key, label]) => (
          <button
            key={key}
            type="button"
            className="filter-tab"
            aria-current={tab === key ? "page" : undefined}
            onClick={() => setParams(key === "posts" ? {} : { tab: key }, { replace: true })}
          >
            {t(label)}
          </button>
        ))}
      </nav>
      {waiting ? (
        <Spinner label={t("common.loading")} />
      ) : (
        tab === "posts" && <GroupPostsTab group={group} composer={composer} />
      )}
      {tab === "about" && <GroupAboutTab group={group} />}
      {tab === "settings" && <GroupSettingsTab group={group} />}
    </div>
  );
}

/** A visitor joins from an account of their own: the button says where. */
function VisitorJoinButton({ group }: { group: Account }) {
  const t = useT();
  const { uri } = useInstance();
  return (
    <button
      type="button"
      className="button"
      onClick={() =>
        showToast(t("groups.joinFromServer", { address: fediverseAddress(group, uri) }))
      }
    >
      {t(group.locked ? "groups.requestToJoin" : "groups.join")}
    </button>
  );
}
