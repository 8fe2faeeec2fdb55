/**
 * Answers public/boot.js asked for before the app's code ran: a Map from path
 * and query to `{ response, token }`, the token it was asked with or null.
 * Each is taken once, by a GET of the same path and query with the same
 * token, so a later call, or one for another session, goes to the network.
 */
interface Prefetched {
  response: Promise<Response>;
  token: string | null;
}

interface BootScript {
  responses?: unknown;
  allAnswered?: unknown;
  clicked?: unknown;
}

function bootScript(): BootScript | undefined {
  return (globalThis as { mitraBoot?: BootScript }).mitraBoot;
}

function prefetchedResponses(): Map<string, Prefetched> | null {
  const responses = bootScript()?.responses;
  return responses instanceof Map ? (responses as Map<string, Prefetched>) : null;
}

/** Whether boot.js ran and every request it sent has been answered or has failed. */
export function bootAnswersIn(): boolean {
  const allAnswered = bootScript()?.allAnswered;
  return typeof allAnswered === "function" && (allAnswered as () => unknown)() === true;
}

/** The answer boot.js has for `url` asked with `authToken` (or none), if any; taken once. */
export function takeBootResponse(url: URL, authToken: string | null): Promise<Response> | null {
  const responses = prefetchedResponses();
  const key = url.pathname + url.search;
  const prefetched = responses?.get(key);
  if (!responses || !prefetched) return null;
  responses.delete(key);
  return prefetched.token === authToken ? prefetched.response : null;
}

/**
 * The post a click on public/bootPosts.js's drawing of home asked to open,
 * before the app was there to open it; taken once.
 */
export function takeBootClick(): string | null {
  const boot = bootScript();
  const clicked = boot?.clicked;
  if (!boot || typeof clicked !== "string") return null;
  delete boot.clicked;
  return clicked;
}
