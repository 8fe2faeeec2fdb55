/**
 * When a session expires, the landing page is opened with the address the
 * person was on in its history state; signing in again returns there.
 */
export interface ExpiredState {
  expiredAt: string;
}

export function expiredState(path: string): ExpiredState {
  return { expiredAt: path };
}

/** The address to return to after signing in, if the session expired on one (in-app paths only). */
export function returnPathOf(state: unknown): string | null {
  if (typeof state !== "object" || state === null || !("expiredAt" in state)) return null;
  const path = state.expiredAt;
  return typeof path === "string" && path.startsWith("/") && !path.startsWith("//") ? path : null;
}
