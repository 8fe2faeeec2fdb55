import { ErrorMessage } from "./errorCatalogue";

/**
 * Every failed request becomes one ApiError: its message is what the error
 * catalogue says to show, its status the HTTP status (0 when none arrived).
 */
export class ApiError extends Error {
  readonly status: number;

  constructor(message: string, status: number) {
    super(message);
    this.name = "ApiError";
    this.status = status;
  }
}

export function isInvalidTokenError(error: unknown): boolean {
  return error instanceof ApiError && error.message === ErrorMessage.invalidToken;
}
