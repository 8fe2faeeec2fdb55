import { describe, expect, it } from "vitest";
import {
  DEFAULT_POLL_LIMITS,
  durationChoices,
  durationParts,
  isPollClosed,
  leadingOptions,
  newPollDraft,
  pollLimits,
  pollPercentages,
  pollProblem,
  pollRequest,
  pollVoters,
  showsResults,
  timeLeft,
} from "./polls";

const NOW = Date.parse("2026-11-24T12:00:00Z");
const options = (...counts: number[]) =>
  counts.map((votes_count, index) => ({ title: `option ${String(index)}`, votes_count }));

describe("pollPercentages", () => {
  it("shares the votes of a single-choice poll, rounded to whole percent", () => {
    expect(
      pollPercentages({
        multiple: false,
        votes_count: 3,
        voters_count: 3,
        options: options(1, 2, 0),
      }),
    ).toEqual([33, 67, 0]);
  });
  it("shares a multiple-choice poll by its voters, so the sum may pass 100", () => {
    expect(
      pollPercentages({
        multiple: true,
        votes_count: 7,
        voters_count: 4,
        options: options(4, 2, 1),
      }),
    ).toEqual([100, 50, 25]);
  });
  it("falls back to the votes when a multiple-choice poll has no voter count", () => {
    expect(
      pollPercentages({
        multiple: true,
        votes_count: 4,
        voters_count: null,
        options: options(1, 3),
      }),
    ).toEqual([25, 75]);
  });
  it("is 0 everywhere before the first vote", () => {
    expect(
      pollPercentages({ multiple: false, votes_count: 0, voters_count: 0, options: options(0, 0) }),
    ).toEqual([0, 0]);
  });
});

describe("leadingOptions", () => {
  it("marks the most voted options, ties included", () => {
    expect([...leadingOptions({ options: options(2, 5, 5, 1) })]).toEqual([1, 2]);
  });
  it("marks none before any vote", () => {
    expect(leadingOptions({ options: options(0, 0) }).size).toBe(0);
  });
});

describe("pollVoters", () => {
  it("reads voters_count, or the votes of a single-choice poll", () => {
    expect(pollVoters({ multiple: true, votes_count: 9, voters_count: 4 })).toBe(4);
    expect(pollVoters({ multiple: false, votes_count: 9, voters_count: null })).toBe(9);
  });
});

describe("closing and results", () => {
  const open = { voted: false, expired: false, expires_at: "2026-11-25T12:00:00Z" };
  it("is closed when expired, or when its end has passed", () => {
    expect(isPollClosed(open, NOW)).toBe(false);
    expect(isPollClosed({ ...open, expired: true }, NOW)).toBe(true);
    expect(isPollClosed({ ...open, expires_at: "2026-11-24T11:59:59Z" }, NOW)).toBe(true);
    expect(isPollClosed({ ...open, expires_at: null }, NOW)).toBe(false);
  });
  it("shows results after a vote, once closed, or to the author", () => {
    expect(showsResults(open, false, NOW)).toBe(false);
    expect(showsResults({ ...open, voted: true }, false, NOW)).toBe(true);
    expect(showsResults({ ...open, expired: true }, false, NOW)).toBe(true);
    expect(showsResults(open, true, NOW)).toBe(true);
  });
});

describe("timeLeft", () => {
  it("names the largest whole unit", () => {
    expect(timeLeft("2026-11-26T15:00:00Z", NOW)).toEqual({ unit: "day", count: 2 });
    expect(timeLeft("2026-11-24T17:30:00Z", NOW)).toEqual({ unit: "hour", count: 5 });
    expect(timeLeft("2026-11-24T12:01:30Z", NOW)).toEqual({ unit: "minute", count: 1 });
    expect(timeLeft("2026-11-24T12:00:20Z", NOW)).toEqual({ unit: "second", count: 20 });
  });
  it("is null once the end has passed, or without an end", () => {
    expect(timeLeft("2026-11-24T12:00:00Z", NOW)).toBeNull();
    expect(timeLeft(null, NOW)).toBeNull();
    expect(timeLeft("not a date", NOW)).toBeNull();
  });
});

describe("limits", () => {
  const limits = pollLimits({
    max_options: 4,
    max_characters_per_option: 50,
    min_expiration: 300,
    max_expiration: 2_629_746,
  });
  it("reads configuration.polls", () => {
    expect(limits).toEqual({
      maxOptions: 4,
      maxCharactersPerOption: 50,
      minExpiration: 300,
      maxExpiration: 2_629_746,
    });
  });
  it("takes the defaults for missing or nonsensical values", () => {
    expect(pollLimits(undefined)).toEqual(DEFAULT_POLL_LIMITS);
    expect(pollLimits({ max_options: 1, max_characters_per_option: 2.5 }).maxOptions).toBe(
      DEFAULT_POLL_LIMITS.maxOptions,
    );
  });
  it("offers durations within min and max expiration", () => {
    expect(durationChoices(limits)).toEqual([
      300, 1_800, 3_600, 21_600, 43_200, 86_400, 259_200, 604_800,
    ]);
    expect(durationChoices({ ...limits, minExpiration: 3_600, maxExpiration: 86_400 })).toEqual([
      3_600, 21_600, 43_200, 86_400,
    ]);
    expect(durationChoices({ ...limits, minExpiration: 0, maxExpiration: 120 })).toEqual([120]);
    expect(
      durationChoices({ ...limits, minExpiration: 10_000_000, maxExpiration: 20_000_000 }),
    ).toEqual([10_000_000]);
  });
  it("labels a duration by its largest whole unit", () => {
    expect(durationParts(259_200)).toEqual({ unit: "day", count: 3 });
    expect(durationParts(21_600)).toEqual({ unit: "hour", count: 6 });
    expect(durationParts(1_800)).toEqual({ unit: "minute", count: 30 });
    expect(durationParts(90)).toEqual({ unit: "second", count: 90 });
  });
  it("starts a poll with two empty options, open one day", () => {
    expect(newPollDraft(limits)).toEqual({ options: ["", ""], expiresIn: 86_400, multiple: false });
  });
  it("finds what keeps a poll from being sent", () => {
    const ok = { options: ["Tea", "Coffee"], expiresIn: 3_600, multiple: false };
    expect(pollProblem(ok, limits)).toBeNull();
    expect(pollProblem({ ...ok, options: ["Tea"] }, limits)).toBe("tooFewOptions");
    expect(pollProblem({ ...ok, options: ["a", "b", "c", "d", "e"] }, limits)).toBe(
      "tooManyOptions",
    );
    expect(pollProblem({ ...ok, options: ["Tea", "  "] }, limits)).toBe("emptyOption");
    expect(pollProblem({ ...ok, options: ["Tea", "x".repeat(51)] }, limits)).toBe("optionTooLong");
    // Characters are code points: 50 emoji fit in 50.
    expect(pollProblem({ ...ok, options: ["Tea", "🍵".repeat(50)] }, limits)).toBeNull();
    expect(pollProblem({ ...ok, expiresIn: 60 }, limits)).toBe("duration");
  });
  it("sends the options trimmed", () => {
    expect(pollRequest({ options: [" Tea ", "Coffee"], expiresIn: 300, multiple: true })).toEqual({
      options: ["Tea", "Coffee"],
      expires_in: 300,
      multiple: true,
    });
  });
});
