import { useId } from "react";
import type { Account } from "@/api/entities/account";
import { fediverseAddress } from "@/domain/postRules";
import { useT } from "@/i18n/useT";
import type { MessageId } from "@/i18n/i18n";
import { Message } from "@/i18n/Message";
import { useAddressChoice } from "@/routing/useAddressChoice";
import { useAccountEntity } from "@/state/accounts";
import { useInstance } from "@/state/instance";
import { useRelationship } from "@/state/relationships";
import { useSession } from "@/state/session/sessionContext";
import { SectionTabs } from "@/ui/SectionTabs";
import { Spinner } from "@/ui/Spinner";
import { showToast } from "@/ui/toastStore";
import { hasPermission } from "@/domain/permissions";
import { FollowButton } from "@/components/account/FollowButton";
import { GroupComposer } from "@/components/editor/EditorSlotProvider";
import { GroupBadge } from "@/components/account/GroupBadge";
import { ProfileHead } from "@/components/account/ProfileHead";
import { GroupAboutTab } from "./GroupAboutTab";
import { GroupPostsTab } from "./GroupPostsTab";
import { GroupSettingsTab } from "./GroupSettingsTab";
import { useGroupModerator } from "./useGroupModerator";
import "./Groups.css";

type Tab = "posts" | "about" | "settings";
const TABS: readonly (readonly [Tab, MessageId])[] = [
  ["posts", "groups.tabPosts"],
  ["about", "groups.tabAbout"],
  ["settings", "groups.tabSettings"],
];

/** A group's page, as the profile's route found it (app/routes/ProfileRoute.tsx). */
export function GroupScreen({ group: loaded }: { group: Account }) {
  const t = useT();
  const { user } = useSession();
  // The stored copy: a new description or a join shows here at once.
  const group = useAccountEntity(loaded);
  const relationship = useRelationship(user ? group.id : undefined).data;
  const moderator = useGroupModerator(group.id);
  const tabs = TABS.filter(([key]) => key !== "settings" || moderator === true);
  const [tab, setTab, requested] = useAddressChoice<Tab>("tab", [
    "posts",
    ...tabs.map(([key]) => key),
  ]);
  // A link to the settings waits until it is known whether they are the user's.
  const waiting = requested === "settings" && moderator === undefined;
  const nameId = useId();
  const member = relationship?.following === true;

  // Members who may post write to the group above its posts.
  const composer =
    member && hasPermission(user, "create_post") ? <GroupComposer group={group} /> : null;

  return (
    <div className="group-page">
      <ProfileHead
        account={group}
        nameId={nameId}
        kind={<GroupBadge />}
        actions={
          <div className="profile-actions">
            {user ? (
              <FollowButton account={group} describedBy={nameId} />
            ) : (
              <VisitorJoinButton group={group} />
            )}
            {user && group.locked && relationship && !member && (
              <span className="profile-lock-hint muted">{t("groups.lockedHint")}</span>
            )}
          </div>
        }
      />
      <p className="group-members">
        <Message
          id="groups.membersCount"
          values={{ count: group.followers_count }}
          components={{ 0: <strong /> }}
        />
      </p>
      <SectionTabs
        label={t("groups.tabs")}
        tabs={tabs.map(([value, label]) => ({ value, label: t(label) }))}
        value={tab}
        onChange={setTab}
      />
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
