import { Fragment } from "react";
import { Link } from "react-router";
import { useLingui } from "@lingui/react";
import type { Account } from "../../api/types";
import type { Notification } from "../../api/notificationTypes";
import { displayName } from "../../domain/displayName";
import { profilePath } from "../../routing/paths";
import { Message } from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import { useKnownRelationship } from "../../state/relationships";
import { EmojiText } from "../../ui/EmojiText";
import { Timestamp } from "../../ui/Timestamp";
import { isSafeUrl } from "../../ui/sanitize";
import { PostCard } from "../../components/status/PostCard";
import { AccountCard } from "../../components/account/AccountList";
import { FollowRequestButtons } from "../../components/account/FollowRequestButtons";
import { kindOf, reactionOf, type Kind } from "./notificationKinds";

function AccountLink({ account }: { account: Account }) {
  return (
    <Link className="notification-name" to={profilePath(account)}>
      <EmojiText text={displayName(account)} emojis={account.emojis} />
    </Link>
  );
}

/** "A", "A and B", or "A, B and N others", every name a link to the profile. */
function Names({ accounts }: { accounts: readonly Account[] }) {
  const [first, second] = accounts;
  if (!first) return null;
  if (!second) return <AccountLink account={first} />;
  const names = {
    first: <AccountLink account={first} />,
    second: <AccountLink account={second} />,
  };
  return accounts.length === 2 ? (
    <Message id="notification.namesTwo" components={names} />
  ) : (
    <Message
      id="notification.namesMore"
      values={{ count: accounts.length - 2 }}
      components={names}
    />
  );
}

interface Line {
  kind: Kind;
  accounts: Account[];
  reactions: { content: string; url: string | null }[];
}

/** One line per kind of notification in a group, naming everyone involved. */
function linesOf(items: readonly Notification[]): Line[] {
  const lines = new Map<string, Line>();
  for (const item of items) {
    const kind = kindOf(item);
    const line = lines.get(kind.id) ?? { kind, accounts: [], reactions: [] };
    if (!line.accounts.some((account) => account.id === item.account.id)) {
      line.accounts.push(item.account);
    }
    const reaction = reactionOf(item);
    if (reaction && !line.reactions.some((known) => known.content === reaction.content)) {
      line.reactions.push(reaction);
    }
    lines.set(kind.id, line);
  }
  return [...lines.values()];
}

/**
 * A notification, or several collapsed on one post: icon and text
 * per kind, then the post (the shared card, with all its actions) or, for
 * notifications without one, the profile with the time.
 */
export function NotificationItem({ items }: { items: readonly Notification[] }) {
  const t = useT();
  const { i18n } = useLingui();
  const [newest] = items;
  if (!newest) return null;
  const lines = linesOf(items);
  return (
    <article className="notification" aria-label={t("notification.label")}>
      <ul className="notification-lines">
        {lines.map((line) => {
          const Icon = line.kind.icon;
          return (
            <li key={line.kind.id} className={`notification-line notification-${line.kind.id}`}>
              <Icon size={18} aria-hidden="true" className="notification-icon" />
              <span>
                <Message
                  id={line.kind.text}
                  components={{ names: <Names accounts={line.accounts} /> }}
                />
                {line.reactions.map((reaction) => (
                  <Fragment key={reaction.content}>
                    {" "}
                    {reaction.url && isSafeUrl(reaction.url) ? (
                      <img
                        className="emoji"
                        src={reaction.url}
                        alt={reaction.content}
                        title={reaction.content}
                      />
                    ) : (
                      <span className="notification-reaction">{reaction.content}</span>
                    )}
                  </Fragment>
                ))}
              </span>
              {line === lines[0] && (
                <span className="notification-time">
                  <Timestamp iso={newest.created_at} locale={i18n.locale} />
                </span>
              )}
            </li>
          );
        })}
      </ul>
      {newest.status ? <PostCard id={newest.status.id} /> : <ProfileCard notification={newest} />}
    </article>
  );
}

function ProfileCard({ notification }: { notification: Notification }) {
  const account = notification.account;
  return (
    <div className="notification-profile">
      <AccountCard account={account} />
      {notification.type === "follow_request" && <FollowRequestActions accountId={account.id} />}
    </div>
  );
}

/** Accept or reject in place, unless it was answered already. */
function FollowRequestActions({ accountId }: { accountId: string }) {
  const t = useT();
  const relationship = useKnownRelationship(accountId);
  if (relationship && !relationship.requested_by && relationship.followed_by) {
    return <p className="follow-request-answer muted">{t("notification.accepted")}</p>;
  }
  return (
    <FollowRequestButtons
      accountId={accountId}
      accept={t("notification.accept")}
      reject={t("notification.reject")}
    />
  );
}
