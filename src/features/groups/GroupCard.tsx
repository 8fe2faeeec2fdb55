import type { Account } from "@/api/entities/account";
import { Message } from "@/i18n/Message";
import { useAccountEntity } from "@/state/accounts";
import { RichText } from "@/ui/RichText";
import { AccountCard } from "@/components/account/AccountList";
import { descriptionLinks } from "./descriptionLinks";

/**
 * A group in a list: avatar, name and address linking to its page, a few
 * lines of its description, and how many members it has.
 */
export function GroupCard({ group: given }: { group: Account }) {
  const group = useAccountEntity(given);
  return (
    <div className="group-card">
      <AccountCard account={group} />
      {group.note && (
        <RichText
          html={group.note}
          emojis={group.emojis}
          renderLink={descriptionLinks}
          className="group-card-description"
        />
      )}
      <span className="group-card-count">
        <Message
          id="groups.membersCount"
          values={{ count: group.followers_count }}
          components={{ 0: <strong /> }}
        />
      </span>
    </div>
  );
}
