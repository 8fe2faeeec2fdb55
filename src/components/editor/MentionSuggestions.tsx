import type { Account } from "../../api/types";
import { displayName } from "../../domain/displayName";
import { Avatar } from "../../ui/Avatar";
import { EmojiText } from "../../ui/EmojiText";

/** One account offered for a mention: picture, display name, address. */
export function MentionSuggestion({ account }: { account: Account }) {
  return (
    <>
      <Avatar src={account.avatar} seed={account.actor_id} size={24} />
      <EmojiText
        text={displayName(account)}
        emojis={account.emojis}
        className="editor-suggestion-name"
      />
      <span className="post-handle">@{account.acct}</span>
    </>
  );
}
