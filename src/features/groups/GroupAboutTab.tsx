import type { Account } from "@/api/entities/account";
import { useT } from "@/i18n/useT";
import { Message } from "@/i18n/Message";
import { useGroupAdmins, useGroupAdminsListed } from "@/state/groups";
import { useSession } from "@/state/session/sessionContext";
import { QueryState } from "@/ui/QueryState";
import { RichText } from "@/ui/RichText";
import { AccountList } from "@/components/account/AccountList";
import { bioLinks } from "@/components/account/AccountBio";

/**
 * About the group: its description, how many members it has and how one
 * joins, and its admins where the server lists them to this reader (from
 * 5.9.2 to the signed-in only: a visitor sees the rest).
 */
export function GroupAboutTab({ group }: { group: Account }) {
  const t = useT();
  const { user } = useSession();
  const adminsListed = useGroupAdminsListed();
  return (
    <div className="group-about">
      <section aria-labelledby="group-about-description">
        <h2 id="group-about-description">{t("groups.description")}</h2>
        {group.note ? (
          <RichText
            html={group.note}
            emojis={group.emojis}
            renderLink={user ? bioLinks : undefined}
            className="group-description"
          />
        ) : (
          <p className="muted">{t("groups.noDescription")}</p>
        )}
      </section>
      <section aria-labelledby="group-about-members">
        <h2 id="group-about-members">{t("groups.members")}</h2>
        <p>
          <Message
            id="groups.membersCount"
            values={{ count: group.followers_count }}
            components={{ 0: <strong /> }}
          />
        </p>
        <p>{t(group.locked ? "groups.lockedHint" : "groups.openHint")}</p>
      </section>
      {adminsListed && <GroupAdmins groupId={group.id} />}
    </div>
  );
}

function GroupAdmins({ groupId }: { groupId: string }) {
  const t = useT();
  const admins = useGroupAdmins(groupId);
  return (
    <section aria-labelledby="group-about-admins">
      <h2 id="group-about-admins">{t("groups.admins")}</h2>
      <QueryState query={admins}>
        {(list) =>
          list.length === 0 ? (
            <p className="muted">{t("groups.noAdmins")}</p>
          ) : (
            <AccountList accounts={list} label={t("groups.admins")} />
          )
        }
      </QueryState>
    </section>
  );
}
