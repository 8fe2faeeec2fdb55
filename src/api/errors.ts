import { ErrorMessage } from "./errorCatalogue";

/**
 * Every failed request becomes one ApiError: its message is what the error
 * catalogue says to show, its status the HTTP status (0 when none arrived).
 */
export class ApiError extends Error {
  readonly status: number;
  /** A rate limiter's wait before the next try, in seconds; null when it names none. */
  readonly retryAfter: number | null;

  constructor(message: string, status: number, retryAfter: number | null = null) {
    super(message);
    this.name = "ApiError";
    this.status = status;
    this.retryAfter = retryAfter;
  }
}

export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.message === ErrorMessage.invalidToken;
}
