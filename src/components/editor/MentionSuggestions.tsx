import type { Account } from "../../api/types";
import { displayName } from "../../domain/displayName";
import { Avatar } from "../../ui/Avatar";
import { EmojiText } from "../../ui/EmojiText";

/** The listbox of a mention combobox; the text area keeps focus (aria-activedescendant). */
export function MentionSuggestions({
  id,
  label,
  accounts,
  active,
  onPick,
}: {
  id: string;
  label: string;
  accounts: readonly Account[];
  active: number;
  onPick: (account: Account) => void;
}) {
  return (
    <ul id={id} role="listbox" aria-label={label} className="editor-suggestions">
      {accounts.map((account, index) => (
        <li
          key={account.id}
          id={`${id}-${String(index)}`}
          role="option"
          aria-selected={index === active}
          className={
            index === active ? "editor-suggestion editor-suggestion-active" : "editor-suggestion"
          }
          // Keeps focus in the text area; the choice is made on mouse down.
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(account);
          }}
        >
          <Avatar src={account.avatar} seed={account.actor_id} size={24} />
          <EmojiText
            text={displayName(account)}
            emojis={account.emojis}
            className="editor-suggestion-name"
          />
          <span className="post-handle">@{account.acct}</span>
        </li>
      ))}
    </ul>
  );
}
