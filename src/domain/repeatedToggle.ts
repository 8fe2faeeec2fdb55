import { ErrorMessage, hasErrorMessage } from "./errors";

/** The calls on a post that the server refuses to repeat. */
export type RepeatableCall = "reblog" | "unreblog" | "react" | "unreact";

/**
 * The server's refusal of a call it has already carried out: a second repost
 * is 400 'post already exists', a second reaction 400 'reaction already
 * exists', and undoing either again is 404 'post not found' / 'reaction not
 * found'. Such a repeat (a retry after an answer was lost) means the wanted
 * state holds. Likes, unlikes and bookmarks are answered 200 when repeated.
 */
const REFUSAL: Record<RepeatableCall, string> = {
  reblog: ErrorMessage.postAlreadyExists,
  unreblog: ErrorMessage.postNotFound,
  react: ErrorMessage.reactionAlreadyExists,
  unreact: ErrorMessage.reactionNotFound,
};

/** Whether `error` says that `call` had already been done: its wanted state is reached. */
export function isAlreadyDone(call: RepeatableCall, error: unknown): boolean {
  return hasErrorMessage(error, REFUSAL[call]);
}
