import { useState } from "react";
import { Check, Users, X } from "lucide-react";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { groupPickable, matchesGroupSearch } from "@/domain/groupPosts";
import { Message } from "@/i18n/Message";
import { useT } from "@/i18n/useT";
import { useMyGroups } from "@/state/groups";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { LoadError } from "@/ui/LoadError";
import { Popover } from "@/ui/Popover";
import { Spinner } from "@/ui/Spinner";
import "./GroupAudience.css";

/**
 * "Post to group …": a button beside the visibility that opens the user's
 * groups (loaded when it first opens), searchable, with "No group" to go
 * back to an ordinary post.
 */
export function GroupChooser({
  group,
  remoteGroupPosts,
  onChange,
}: {
  group: Account | null;
  /** Groups on other servers may be posted to (else they are left out, and it says so). */
  remoteGroupPosts: boolean;
  onChange: (group: Account | null) => void;
}) {
  const t = useT();
  return (
    <Popover
      className="editor-group-chooser"
      panelClassName="group-choices-panel"
      label={t("editor.postToGroup")}
      title={t("editor.postToGroup")}
      button={<Users size={18} aria-hidden="true" />}
    >
      {(close) => (
        <GroupChoices
          selected={group}
          remoteGroupPosts={remoteGroupPosts}
          onPick={(picked) => {
            onChange(picked);
            close();
          }}
        />
      )}
    </Popover>
  );
}

/** Mounted only while the chooser is open: the groups load then, not with the editor. */
function GroupChoices({
  selected,
  remoteGroupPosts,
  onPick,
}: {
  selected: Account | null;
  remoteGroupPosts: boolean;
  onPick: (group: Account | null) => void;
}) {
  const t = useT();
  const [query, setQuery] = useState("");
  const groups = useMyGroups("following");
  const joined = groups.data?.pages.flat() ?? [];
  const all = joined.filter((group) => groupPickable(group, remoteGroupPosts));
  const leftOut = all.length < joined.length;
  const shown = all.filter((group) => matchesGroupSearch(group, query));
  return (
    <div className="group-choices">
      <input
        type="search"
        className="group-choices-search"
        aria-label={t("editor.searchGroups")}
        placeholder={t("editor.searchGroups")}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <ul className="group-choices-list">
        <li>
          <Choice pressed={selected === null} onClick={() => onPick(null)}>
            <span className="group-choice-name">{t("editor.noGroup")}</span>
          </Choice>
        </li>
        {shown.map((group) => (
          <li key={group.id}>
            <Choice pressed={selected?.id === group.id} onClick={() => onPick(group)}>
              <Avatar src={group.avatar} seed={group.actor_id} size={28} />
              <span className="group-choice-names">
                <span className="group-choice-name">
                  <EmojiText text={displayName(group)} emojis={group.emojis} />
                </span>
                <span className="group-choice-acct" dir="ltr">
                  @{group.acct}
                </span>
              </span>
            </Choice>
          </li>
        ))}
      </ul>
      {groups.isPending ? (
        <Spinner label={t("editor.loadingGroups")} />
      ) : groups.isError ? (
        <LoadError error={groups.error} onRetry={() => void groups.refetch()} />
      ) : joined.length === 0 ? (
        <p className="group-choices-note">{t("editor.noGroups")}</p>
      ) : all.length === 0 ? null : shown.length === 0 ? (
        <p className="group-choices-note">{t("editor.noGroupMatches")}</p>
      ) : null}
      {leftOut && <p className="group-choices-note">{t("editor.remoteGroupsLeftOut")}</p>}
      {groups.hasNextPage && !groups.isError && (
        <button
          type="button"
          className="button button-secondary"
          disabled={groups.isFetchingNextPage}
          onClick={() => void groups.fetchNextPage()}
        >
          {t("editor.moreGroups")}
        </button>
      )}
    </div>
  );
}

function Choice({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button type="button" className="group-choice" aria-pressed={pressed} onClick={onClick}>
      {children}
      {pressed && <Check size={16} aria-hidden="true" className="group-choice-check" />}
    </button>
  );
}

/**
 * The group the post goes to, shown in the editor: its name, and a button to
 * take it away (not when the editor is the group's own, which fixes it).
 */
export function GroupAudienceLine({
  group,
  fixed,
  onRemove,
}: {
  group: Account;
  fixed: boolean;
  onRemove: () => void;
}) {
  const t = useT();
  const name = displayName(group);
  return (
    <p className="editor-audience">
      <Users size={16} aria-hidden="true" />
      <span>
        <Message
          id="editor.toGroup"
          components={{
            group: (
              <strong className="editor-audience-name">
                <EmojiText text={name} emojis={group.emojis} />
              </strong>
            ),
          }}
        />
      </span>
      {!fixed && (
        <button
          type="button"
          className="icon-button editor-audience-remove"
          aria-label={t("editor.removeGroup", { name })}
          title={t("editor.removeGroup", { name })}
          onClick={onRemove}
        >
          <X size={16} aria-hidden="true" />
        </button>
      )}
    </p>
  );
}
