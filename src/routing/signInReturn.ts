/**
 * The landing page can be opened with the address to come back to in its
 * history state: where a session expired, or the screen a visitor was asked
 * to sign in for. Signing in then returns there.
 */
export interface SignInReturnState {
  returnTo: string;
}

export function signInReturnState(path: string): SignInReturnState {
  return { returnTo: path };
}

/** The address to return to after signing in, if one was given (in-app paths only). */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("returnTo" in state)) return null;
  const path = state.returnTo;
  return typeof path === "string" && path.startsWith("/") && !path.startsWith("//") ? path : null;
}
