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
  /**
   * The client's own, not the server's: an answer that is not JSON, or not
   * the shape its schema reads. The parser's text means nothing to a reader.
   */
  unreadableAnswer: "The server's answer could not be read",
  /**
   * The client's own: no answer at all (offline, DNS, a refused connection).
   * The browser's text for it ("Failed to fetch") is English whatever the
   * person reads, and says nothing of what to do.
   */
  unreachable: "The server could not be reached",
} as const;
