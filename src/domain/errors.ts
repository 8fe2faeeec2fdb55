/**
 * The messages of the error catalogue the client reacts to or shows. A failed
 * request carries the server's `error_description` as its message; these are
 * the ones with a meaning of their own.
 */
export const ErrorMessage = {
  invalidToken: "access token is invalid",
  notAuthenticated: "user must be authenticated",
  profileNotFound: "profile not found",
  postNotFound: "post not found",
  postAlreadyExists: "post already exists",
  reactionAlreadyExists: "reaction already exists",
  reactionNotFound: "reaction not found",
  subscriptionNotFound: "subscription not found",
  userAlreadyAdded: "user already added",
  tooManyRequests: "Too Many Requests",
  tooLarge: "request body is too large",
  unknown: "unknown error",
} as const;

/** What to show for a failure: its message, else 'unknown error'. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return ErrorMessage.unknown;
}

/** Whether a failure carries one of the catalogue's messages. */
export function hasErrorMessage(error: unknown, message: string): boolean {
  return error instanceof Error && error.message === message;
}
