/**
 * Every failed request becomes one ApiError whose message is what the spec's
 * error catalogue (§8) says to show.
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

/** Messages the client reacts to (spec §8, API-NOTES (n)). */
export const ErrorMessage = {
  invalidToken: "access token is invalid",
  notAuthenticated: "user must be authenticated",
  profileNotFound: "profile not found",
  postNotFound: "post not found",
  subscriptionNotFound: "subscription not found",
  userAlreadyAdded: "user already added",
  tooManyRequests: "Too Many Requests",
  tooLarge: "request body is too large",
  unknown: "unknown error",
} as const;

export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.message === ErrorMessage.invalidToken;
}

export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return ErrorMessage.unknown;
}
