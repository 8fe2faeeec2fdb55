/** The token lives in localStorage under auth_token. */
export const TOKEN_KEY = "auth_token";

export function readToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function writeToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/** Ending the session clears all local storage. */
export function clearStorage(): void {
  try {
    localStorage.clear();
  } catch {
    // Storage may be unavailable (private mode); nothing to clear then.
  }
}
