import type { Account } from "../../api/types";
import { displayName } from "../../domain/displayName";
import { Avatar } from "../../ui/Avatar";
import { EmojiText } from "../../ui/EmojiText";

/** A person in a list of matches: avatar, name and address (no link). */
export function AccountSuggestion({ account }: { account: Account }) {
  return (
    <span className="settings-suggestion">
      <Avatar src={account.avatar} seed={account.actor_id} size={32} />
      <span className="account-card-names">
        <EmojiText
          text={displayName(account)}
          emojis={account.emojis}
          className="account-card-name"
        />
        <span className="post-handle">@{account.acct}</span>
      </span>
    </span>
  );
}
