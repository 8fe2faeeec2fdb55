import type { Poll } from "@/api/polls";

/**
 * Pure rules of polls: who sees the results, the percentages, the time
 * left, and the limits a new poll must keep.
 */

/** Closed when the server says so, or once its end has passed. */
export function isPollClosed(poll: Pick<Poll, "expired" | "expires_at">, now: number): boolean {
  if (poll.expired) return true;
  if (poll.expires_at === null) return false;
  const end = Date.parse(poll.expires_at);
  return !Number.isNaN(end) && end <= now;
}

/** Results show after voting, once closed, and always to the author (who cannot vote). */
export function showsResults(
  poll: Pick<Poll, "voted" | "expired" | "expires_at">,
  isAuthor: boolean,
  now: number,
): boolean {
  return poll.voted || isAuthor || isPollClosed(poll, now);
}

/**
 * Each option's share in whole percent. A single-choice poll counts its
 * votes; in a multiple-choice poll one person may pick several options, so
 * the share is of the people who voted (the shares may add up to more than 100).
 */
export function pollPercentages(
  poll: Pick<Poll, "multiple" | "votes_count" | "voters_count" | "options">,
): number[] {
  const total = poll.multiple ? (poll.voters_count ?? poll.votes_count) : poll.votes_count;
  return poll.options.map((option) =>
    total > 0 ? Math.min(100, Math.round((Math.max(0, option.votes_count) * 100) / total)) : 0,
  );
}

/** The options with the most votes (several on a tie); none before the first vote. */
export function leadingOptions(poll: Pick<Poll, "options">): Set<number> {
  const most = Math.max(0, ...poll.options.map((option) => option.votes_count));
  const leading = new Set<number>();
  if (most === 0) return leading;
  poll.options.forEach((option, index) => {
    if (option.votes_count === most) leading.add(index);
  });
  return leading;
}

/** How many people voted: voters_count, or the votes of a single-choice poll. */
export function pollVoters(poll: Pick<Poll, "multiple" | "votes_count" | "voters_count">): number {
  return poll.voters_count ?? (poll.multiple ? 0 : poll.votes_count);
}

export type TimeUnit = "day" | "hour" | "minute" | "second";

/** Time left until `expiresAt` in its largest whole unit; null once it has passed or is unknown. */
export function timeLeft(
  expiresAt: string | null,
  now: number,
): { unit: TimeUnit; count: number } | null {
  if (expiresAt === null) return null;
  const end = Date.parse(expiresAt);
  if (Number.isNaN(end) || end <= now) return null;
  const seconds = Math.floor((end - now) / 1000);
  if (seconds >= 86_400) return { unit: "day", count: Math.floor(seconds / 86_400) };
  if (seconds >= 3_600) return { unit: "hour", count: Math.floor(seconds / 3_600) };
  if (seconds >= 60) return { unit: "minute", count: Math.floor(seconds / 60) };
  return { unit: "second", count: Math.max(1, seconds) };
}

/** The instance's poll limits (`configuration.polls`). */
export interface PollLimits {
  maxOptions: number;
  maxCharactersPerOption: number;
  /** Seconds. */
  minExpiration: number;
  /** Seconds. */
  maxExpiration: number;
}

/** Used for a limit the instance does not state (Mitra's own defaults). */
export const DEFAULT_POLL_LIMITS: PollLimits = {
  maxOptions: 10,
  maxCharactersPerOption: 200,
  minExpiration: 300,
  maxExpiration: 2_629_746,
};

/** The limits from `configuration.polls`; a missing or nonsensical value takes the default. */
export function pollLimits(config: unknown): PollLimits {
  const read = (key: string, fallback: number, least: number) => {
    const value: unknown =
      typeof config === "object" && config !== null
        ? (config as Record<string, unknown>)[key]
        : undefined;
    return typeof value === "number" && Number.isInteger(value) && value >= least
      ? value
      : fallback;
  };
  const minExpiration = read("min_expiration", DEFAULT_POLL_LIMITS.minExpiration, 0);
  return {
    maxOptions: read("max_options", DEFAULT_POLL_LIMITS.maxOptions, 2),
    maxCharactersPerOption: read(
      "max_characters_per_option",
      DEFAULT_POLL_LIMITS.maxCharactersPerOption,
      1,
    ),
    minExpiration,
    maxExpiration: read(
      "max_expiration",
      Math.max(minExpiration, DEFAULT_POLL_LIMITS.maxExpiration),
      minExpiration,
    ),
  };
}

/** The durations offered, in seconds. */
const SHORTEST_DURATION = 300;
const DURATIONS = [SHORTEST_DURATION, 1_800, 3_600, 21_600, 43_200, 86_400, 259_200, 604_800];

/** The offered durations within the limits; when none fits, the nearest limit alone. */
export function durationChoices(limits: PollLimits): number[] {
  const fitting = DURATIONS.filter(
    (seconds) => seconds >= limits.minExpiration && seconds <= limits.maxExpiration,
  );
  if (fitting.length > 0) return fitting;
  return [Math.min(Math.max(SHORTEST_DURATION, limits.minExpiration), limits.maxExpiration)];
}

/** A duration as its largest whole unit, for its label. */
export function durationParts(seconds: number): { unit: TimeUnit; count: number } {
  if (seconds % 86_400 === 0) return { unit: "day", count: seconds / 86_400 };
  if (seconds % 3_600 === 0) return { unit: "hour", count: seconds / 3_600 };
  if (seconds % 60 === 0) return { unit: "minute", count: seconds / 60 };
  return { unit: "second", count: seconds };
}

/** The poll being written: part of the editor's draft. */
export interface PollDraft {
  options: string[];
  /** Seconds. */
  expiresIn: number;
  multiple: boolean;
}

export const MIN_POLL_OPTIONS = 2;

/** A fresh poll: two empty options, open one day (or the nearest allowed duration). */
export function newPollDraft(limits: PollLimits): PollDraft {
  const choices = durationChoices(limits);
  const day = choices.includes(86_400) ? 86_400 : (choices[choices.length - 1] ?? 86_400);
  return { options: ["", ""], expiresIn: day, multiple: false };
}

/** Length in code points, as the server counts characters. */
export function optionLength(text: string): number {
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

export type PollProblem =
  "tooFewOptions" | "tooManyOptions" | "emptyOption" | "optionTooLong" | "duration";

/** What keeps the poll from being sent; null when it may go. */
export function pollProblem(draft: PollDraft, limits: PollLimits): PollProblem | null {
  if (draft.options.length < MIN_POLL_OPTIONS) return "tooFewOptions";
  if (draft.options.length > limits.maxOptions) return "tooManyOptions";
  if (draft.options.some((option) => option.trim() === "")) return "emptyOption";
  if (draft.options.some((option) => optionLength(option.trim()) > limits.maxCharactersPerOption)) {
    return "optionTooLong";
  }
  if (draft.expiresIn < limits.minExpiration || draft.expiresIn > limits.maxExpiration) {
    return "duration";
  }
  return null;
}

/** What POST /api/v1/statuses gets: the options trimmed. */
export function pollRequest(draft: PollDraft): {
  options: string[];
  expires_in: number;
  multiple: boolean;
} {
  return {
    options: draft.options.map((option) => option.trim()),
    expires_in: draft.expiresIn,
    multiple: draft.multiple,
  };
}
