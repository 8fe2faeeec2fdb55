import { useEffect, useId, useMemo, useRef, useState } from "react";
import { Check } from "lucide-react";
import { useLingui } from "@lingui/react";
import type { Poll } from "@/api/polls";
import {
  isPollClosed,
  leadingOptions,
  pollPercentages,
  pollVoters,
  showsResults,
  timeLeft,
  type TimeUnit,
} from "@/domain/polls";
import { TIMESTAMP_REFRESH_MS } from "@/domain/relativeTime";
import type { MessageId } from "@/i18n/i18n";
import { useT } from "@/i18n/useT";
import { useCapabilities } from "@/state/instance";
import { postPoll, useVotePoll } from "@/state/polls";
import { useSession } from "@/state/session/sessionContext";
import { EmojiText } from "@/ui/EmojiText";
import { Spinner } from "@/ui/Spinner";
import { useNow } from "@/ui/useNow";
import { showErrorToast } from "@/ui/toastStore";
import { formatOr } from "@/domain/safeFormat";
import "./PostPoll.css";

const LEFT: Record<TimeUnit, MessageId> = {
  day: "poll.leftDays",
  hour: "poll.leftHours",
  minute: "poll.leftMinutes",
  second: "poll.leftSeconds",
};

/**
 * A post's poll: the choices and a Vote button while it is open and the
 * viewer has not voted; the results (shares, bars, the leader, the viewer's
 * own choices) after voting, once closed, for the author and for guests.
 * Only on servers with polls.
 */
export function PostPoll({
  statusId,
  authorId,
  poll,
}: {
  statusId: string;
  authorId: string;
  /** The post's `poll` as the server sent it. */
  poll: unknown;
}) {
  const { polls } = useCapabilities();
  const parsed = useMemo(() => (polls ? postPoll(poll) : null), [polls, poll]);
  if (!parsed || parsed.options.length === 0) return null;
  return <PollBox statusId={statusId} authorId={authorId} poll={parsed} />;
}

function PollBox({ statusId, authorId, poll }: { statusId: string; authorId: string; poll: Poll }) {
  const t = useT();
  const { i18n } = useLingui();
  const { user } = useSession();
  const labelId = useId();
  const vote = useVotePoll(statusId);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [peeking, setPeeking] = useState(false);
  const results = useRef<HTMLUListElement>(null);
  const justVoted = useRef(false);

  // The page's shared clock: time left counts down, and an open poll closes on screen.
  const now = useNow(TIMESTAMP_REFRESH_MS);
  const closed = isPollClosed(poll, now);
  const isAuthor = user?.id === authorId;
  const canVote = user !== null && !closed && !poll.voted && !isAuthor;
  const showing = !canVote || peeking || showsResults(poll, isAuthor, now);

  // After a vote the choices give way to the results: focus follows, so a
  // keyboard user reads them next instead of starting over at the page's top.
  useEffect(() => {
    if (showing && justVoted.current) {
      justVoted.current = false;
      results.current?.focus();
    }
  }, [showing]);

  const left = closed ? null : timeLeft(poll.expires_at, now);
  const meta = [
    t("poll.voters", { count: pollVoters(poll) }),
    closed ? t("poll.closed") : left ? t(LEFT[left.unit], { count: left.count }) : null,
  ].filter((part) => part !== null);

  const choose = (index: number, on: boolean) => {
    setChosen((current) => {
      if (!poll.multiple) return new Set(on ? [index] : []);
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });
  };

  const submit = () => {
    if (chosen.size === 0 || vote.isPending) return;
    // Set before the answer: the cache update that shows the results comes first.
    justVoted.current = true;
    vote.mutate(
      [...chosen].sort((a, b) => a - b),
      {
        onSuccess: () => setPeeking(false),
        // The choices stay as they were, to try again.
        onError: (error) => {
          justVoted.current = false;
          showErrorToast(error);
        },
      },
    );
  };

  const percent = new Intl.NumberFormat(i18n.locale, { style: "percent" });
  return (
    <div className="post-poll" role="group" aria-labelledby={labelId}>
      <span id={labelId} className="visually-hidden">
        {t("poll.label")}
      </span>
      {showing ? (
        <PollResults
          poll={poll}
          listRef={results}
          format={(share) => formatOr(() => percent.format(share / 100), "")}
        />
      ) : (
        <fieldset className="post-poll-choices">
          <legend className="visually-hidden">
            {t(poll.multiple ? "poll.chooseMany" : "poll.chooseOne")}
          </legend>
          {poll.options.map((option, index) => (
            <label key={index} className="post-poll-choice">
              <input
                type={poll.multiple ? "checkbox" : "radio"}
                name={`${labelId}-choice`}
                checked={chosen.has(index)}
                disabled={vote.isPending}
                onChange={(event) => choose(index, event.target.checked)}
              />
              <EmojiText text={option.title} emojis={poll.emojis} />
            </label>
          ))}
        </fieldset>
      )}
      <div className="post-poll-footer">
        {canVote && !showing && (
          <button
            type="button"
            className="button"
            disabled={chosen.size === 0 || vote.isPending}
            onClick={submit}
          >
            {vote.isPending ? <Spinner inline label={t("poll.voting")} /> : null}
            {t("poll.vote")}
          </button>
        )}
        {canVote && (
          <button
            type="button"
            className="link-button"
            aria-pressed={peeking}
            onClick={() => setPeeking((on) => !on)}
          >
            {t(peeking ? "poll.hideResults" : "poll.showResults")}
          </button>
        )}
        <span className="post-poll-meta">{meta.join(" · ")}</span>
      </div>
    </div>
  );
}

function PollResults({
  poll,
  listRef,
  format,
}: {
  poll: Poll;
  listRef: React.RefObject<HTMLUListElement | null>;
  format: (share: number) => string;
}) {
  const t = useT();
  const shares = pollPercentages(poll);
  const leading = leadingOptions(poll);
  const own = new Set(poll.own_votes);
  return (
    <ul className="post-poll-results" ref={listRef} tabIndex={-1}>
      {poll.options.map((option, index) => {
        const share = shares[index] ?? 0;
        return (
          <li
            key={index}
            className={leading.has(index) ? "post-poll-result is-leading" : "post-poll-result"}
          >
            <span className="post-poll-share">{format(share)}</span>
            <EmojiText className="post-poll-title" text={option.title} emojis={poll.emojis} />
            {own.has(index) && (
              <span className="post-poll-own">
                <Check size={14} aria-hidden="true" />
                <span className="visually-hidden">{t("poll.yourChoice")}</span>
              </span>
            )}
            {leading.has(index) && <span className="visually-hidden">{t("poll.leading")}</span>}
            <span className="post-poll-bar" aria-hidden="true">
              <span className="post-poll-fill" style={{ width: `${String(share)}%` }} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
