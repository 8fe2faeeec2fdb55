import { Fragment, useId, useState } from "react";
import { Link } from "react-router";
import { useLingui } from "@lingui/react";
import type { Account } from "@/api/entities/account";
import type { Notification } from "@/api/entities/notification";
import { displayName } from "@/domain/displayName";
import { formatXmr } from "@/domain/monero";
import { paths, profilePath } from "@/routing/paths";
import { Message } from "@/i18n/Message";
import { useT } from "@/i18n/useT";
import { useKnownRelationship } from "@/state/relationships";
import { useStatus } from "@/state/statuses";
import { Dialog } from "@/ui/Dialog";
import { EmojiText } from "@/ui/EmojiText";
import { Timestamp } from "@/ui/Timestamp";
import { htmlToText, isSafeUrl } from "@/ui/sanitize";
import { PostCard } from "@/components/status/PostCard";
import { AccountCard, AccountList } from "@/components/account/AccountList";
import { FollowRequestButtons } from "@/components/account/FollowRequestButtons";
import { kindOf, reactionOf, type Kind } from "./notificationKinds";

function AccountLink({ account }: { account: Account }) {
  return (
    <Link className="notification-name" to={profilePath(account)}>
      <EmojiText text={displayName(account)} emojis={account.emojis} />
    </Link>
  );
}

/**
 * "A", "A and B", or "A, B and N others", every name a link to the profile;
 * "N others" opens the list of everyone.
 */
function Names({ accounts, onOthers }: { accounts: readonly Account[]; onOthers: () => void }) {
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
      components={{
        ...names,
        others: <button type="button" className="notification-others" onClick={onOthers} />,
      }}
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
 * A notification, or several collapsed on one post: icon and text per kind,
 * then the post or, for notifications without one, the profile with the
 * time. Likes, reposts and reactions are about the viewer's own post, so a
 * short excerpt of it stands in for the whole card; mentions and replies
 * show the card with all its actions.
 */
export function NotificationItem({
  items,
  unread = false,
}: {
  items: readonly Notification[];
  /** Newer than the read marker when the list was opened: marked, in sight and in words. */
  unread?: boolean;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const markId = useId();
  const [newest] = items;
  if (!newest) return null;
  const lines = linesOf(items);
  const compact = lines.every((line) => line.kind.compact);
  return (
    <article
      className={unread ? "notification notification-unread" : "notification"}
      aria-label={t("notification.label")}
      // Said with the name: "Notification, Unread".
      aria-describedby={unread ? markId : undefined}
    >
      {unread && (
        <span className="notification-unread-mark" id={markId}>
          {t("notification.unread")}
        </span>
      )}
      <ul className="notification-lines">
        {lines.map((line) => (
          <NotificationLine
            key={line.kind.id}
            line={line}
            time={
              line === lines[0] && (
                <span className="notification-time">
                  <Timestamp iso={newest.created_at} locale={i18n.locale} />
                </span>
              )
            }
          />
        ))}
      </ul>
      {newest.status ? (
        compact ? (
          <PostExcerpt id={newest.status.id} />
        ) : (
          <PostCard id={newest.status.id} />
        )
      ) : (
        <NotificationDetails notification={newest} />
      )}
    </article>
  );
}

function NotificationLine({ line, time }: { line: Line; time: React.ReactNode }) {
  const t = useT();
  const [everyone, setEveryone] = useState(false);
  const Icon = line.kind.icon;
  return (
    <li className={`notification-line notification-${line.kind.id}`}>
      <Icon size={18} aria-hidden="true" className="notification-icon" />
      <span>
        <Message
          id={line.kind.text}
          components={{
            names: <Names accounts={line.accounts} onOthers={() => setEveryone(true)} />,
          }}
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
      {time}
      {line.accounts.length > 2 && (
        <Dialog
          open={everyone}
          onClose={() => setEveryone(false)}
          label={t(line.kind.who ?? "notification.everyone")}
          className="notification-everyone"
        >
          <h2 className="notification-everyone-title">
            {t(line.kind.who ?? "notification.everyone")}
          </h2>
          <AccountList
            accounts={line.accounts}
            label={t(line.kind.who ?? "notification.everyone")}
          />
          <button type="button" className="button" onClick={() => setEveryone(false)}>
            {t("common.close")}
          </button>
        </Dialog>
      )}
    </li>
  );
}

/** Longer excerpts are cut here (the style shows two lines): the DOM stays small. */
const EXCERPT_CHARS = 240;

/** The viewer's own post in a few words, linking to it. */
function PostExcerpt({ id }: { id: string }) {
  const t = useT();
  const post = useStatus(id).data;
  if (!post) return null;
  const text = htmlToText(post.content);
  const short = text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
  return (
    <Link className="notification-excerpt" to={paths.post(post.id)}>
      {short ? (
        <EmojiText text={short} emojis={post.emojis} />
      ) : (
        t("notification.excerptMedia", { count: post.media_attachments.length })
      )}
    </Link>
  );
}

/**
 * Below a notification without a post: the amount paid, if the server says;
 * a moderator's warning; else the profile of who it came from (an anonymous
 * payment has no one to show).
 */
function NotificationDetails({ notification }: { notification: Notification }) {
  const t = useT();
  const kind = kindOf(notification).id;
  const amount = notification.payment_amount;
  return (
    <>
      {amount !== null && (
        <p className="notification-amount">{t("invoice.amount", { amount: formatXmr(amount) })}</p>
      )}
      {kind === "moderation_warning" ? (
        <ModerationWarning warning={notification.moderation_warning} />
      ) : kind === "payment_anonymous" ? null : (
        <ProfileCard notification={notification} />
      )}
    </>
  );
}

/** What was done, then the moderator's own words (plain text, shown as text). */
function ModerationWarning({ warning }: { warning: Notification["moderation_warning"] }) {
  const t = useT();
  if (!warning) return null;
  return (
    <div className="notification-warning">
      <p className="notification-warning-action">
        {t(
          warning.action === "delete_statuses"
            ? "notification.warningDeleteStatuses"
            : "notification.warningOther",
        )}
      </p>
      {warning.text && <p className="notification-warning-text">{warning.text}</p>}
    </div>
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
