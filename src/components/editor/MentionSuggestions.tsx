import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import type { EmojiEntry } from "@/domain/emoji";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { isSafeUrl } from "@/ui/sanitize";

/** What the editor offers for the word at the caret: a person, an emoji or a tag. */
export type Suggestion =
  | { kind: "account"; account: Account }
  | { kind: "emoji"; emoji: EmojiEntry }
  | { kind: "tag"; name: string };

export function suggestionKey(suggestion: Suggestion): string {
  switch (suggestion.kind) {
    case "account":
      return `account-${suggestion.account.id}`;
    case "emoji":
      return `emoji-${suggestion.emoji.value}`;
    case "tag":
      return `tag-${suggestion.name}`;
  }
}

/**
 * One suggestion: an account's picture, display name and address; an emoji
 * and its shortcode; a tag.
 */
export function EditorSuggestion({ suggestion }: { suggestion: Suggestion }) {
  switch (suggestion.kind) {
    case "account": {
      const { account } = suggestion;
      return (
        <>
          <Avatar src={account.avatar} seed={account.actor_id} size={24} />
          <EmojiText
            text={displayName(account)}
            emojis={account.emojis}
            className="editor-suggestion-name"
          />
          <span className="post-handle" dir="ltr">
            @{account.acct}
          </span>
        </>
      );
    }
    case "emoji": {
      const { emoji } = suggestion;
      return (
        <>
          <span className="editor-suggestion-emoji" aria-hidden="true">
            {emoji.url
              ? isSafeUrl(emoji.url) && <img src={emoji.url} alt="" width={20} height={20} />
              : emoji.value}
          </span>
          <span>:{emoji.name}:</span>
        </>
      );
    }
    case "tag":
      return <span className="editor-suggestion-name">#{suggestion.name}</span>;
  }
}
