/**
 * Polls, on versions that have them: voting (route-rules.ts lists the route
 * on those only), and reading the `poll` of a new post within the instance's
 * `configuration.polls`.
 */
import type { Ctx } from "../http/context.ts";
import { requireViewer } from "../http/context.ts";
import { ApiError, json, operationError, validationError } from "../http/responses.ts";
import { isRecord } from "../http/params.ts";
import type { PollRecord } from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { serializePoll } from "../entities/poll.ts";
import { findStatus, viewFor } from "./helpers.ts";
import { codePoints } from "./compose.ts";
import { features } from "../store/versions.ts";

/**
 * The `poll` of POST /api/v1/statuses, checked against the instance's
 * limits; null when the post has none (or the played server has no polls).
 */
export function readPoll(ctx: Ctx): Omit<PollRecord, "votes"> | null {
  const given = ctx.body.poll;
  if (!features(ctx.store).polls || given === undefined || given === null) return null;
  if (!isRecord(given)) throw validationError("invalid poll");
  const limits = ctx.store.instance.configuration.polls;
  const options = given.options;
  if (!Array.isArray(options) || !options.every((option) => typeof option === "string")) {
    throw validationError("invalid poll options");
  }
  if (options.length < 2) throw validationError("too few poll options");
  if (limits && options.length > limits.max_options) {
    throw validationError("too many poll options");
  }
  if (options.some((option) => option.trim() === "")) {
    throw validationError("poll option can not be empty");
  }
  if (limits && options.some((option) => codePoints(option) > limits.max_characters_per_option)) {
    throw validationError("poll option is too long");
  }
  const expiresIn = given.expires_in;
  if (typeof expiresIn !== "number" || !Number.isInteger(expiresIn)) {
    throw validationError("invalid poll duration");
  }
  if (limits && (expiresIn < limits.min_expiration || expiresIn > limits.max_expiration)) {
    throw validationError("invalid poll duration");
  }
  const multiple = given.multiple ?? false;
  if (typeof multiple !== "boolean") throw validationError("invalid poll parameters");
  return { options, multiple, expiresAt: ctx.store.now() + expiresIn * 1000 };
}

/** `choices` (or `choices[]`): distinct option indexes, one unless the poll is multiple choice. */
function readChoices(ctx: Ctx, poll: PollRecord): number[] {
  const given = ctx.body.choices ?? ctx.body["choices[]"];
  const list: unknown[] = Array.isArray(given) ? given : given === undefined ? [] : [given];
  const choices = list.map((item) => (typeof item === "string" ? Number(item) : item));
  const valid =
    choices.length > 0 &&
    (poll.multiple || choices.length === 1) &&
    new Set(choices).size === choices.length &&
    choices.every(
      (choice) =>
        typeof choice === "number" &&
        Number.isInteger(choice) &&
        choice >= 0 &&
        choice < poll.options.length,
    );
  if (!valid) throw validationError("invalid choices");
  return choices as number[];
}

export function pollRoutes(router: Router): void {
  router.post("/api/v1/polls/:id/votes", (ctx) => {
    const viewer = requireViewer(ctx);
    const status = findStatus(ctx, viewer, ctx.params.id);
    const poll = ctx.store.polls.get(status.id);
    if (!poll) throw new ApiError(404, "poll not found");
    if (ctx.store.now() >= poll.expiresAt) throw operationError("poll has ended");
    if (poll.votes.has(viewer.id)) throw operationError("already voted");
    const choices = readChoices(ctx, poll);
    poll.votes.set(viewer.id, choices);
    return json(serializePoll(viewFor(ctx, viewer), status.id, poll));
  });
}
