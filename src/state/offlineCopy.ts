import { useEffect } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Status } from "@/api/entities/status";
import { ApiError } from "@/api/errors";
import { listedId } from "@/domain/groupPosts";
import {
  COPY_VERSION,
  homeKey,
  keptHomeIds,
  keptThreads,
  threadIndexKey,
  threadKey,
  type KeptThreadEntry,
} from "@/domain/offlineCopy";
import { createStore, useStore } from "@/ui/store";
import { keptCopies } from "@/state/storage/keptCopies";
import { readToken } from "@/state/storage/tokenStorage";
import { primeStatuses, readStatus } from "./statuses";
import type { Viewer } from "@/state/session/authed";

/**
 * The copy of home and of the threads last seen, kept per account for
 * reading offline (storage/keptCopies.ts, bounded by domain/offlineCopy.ts).
 * A list read from it carries `kept` (when it was kept); the screens mark
 * it, the actions that need the server wait, and it is read afresh when the
 * network returns.
 */

interface KeptHome {
  version: number;
  savedAt: number;
  posts: Status[];
}

interface KeptThread {
  version: number;
  savedAt: number;
  posts: Status[];
  parents: Record<string, string | null>;
  hiddenParent: boolean;
}

/** No answer at all: the network is down (a server's refusal is no reason to show the copy). */
function isUnreachable(error: unknown): boolean {
  return error instanceof ApiError && error.status === 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** A record this version wrote (an older one's shape is not read). */
function readable(value: unknown): boolean {
  return isRecord(value) && value.version === COPY_VERSION && Array.isArray(value.posts);
}

// The browser's word on the network, and whether a screen shows the copy
// because a request found no network although the browser thought it had one.
const online = createStore(typeof navigator === "undefined" ? true : navigator.onLine);
const servedFromCopy = createStore(false);
if (typeof window !== "undefined") {
  window.addEventListener("online", () => online.set(true));
  window.addEventListener("offline", () => online.set(false));
}

/** Offline: what needs the server waits for the network. */
export function useOffline(): boolean {
  const browserOnline = useStore(online);
  const fromCopy = useStore(servedFromCopy);
  return !browserOnline || fromCopy;
}

/**
 * The server's answer, or with no network the copy kept of `accountId`'s
 * (null: none is read) when there is one.
 */
export async function firstOrKept<T, K>(
  accountId: string | null,
  ask: () => Promise<T>,
  readCopy: (accountId: string) => Promise<K | null>,
): Promise<T | K> {
  try {
    const answer = await ask();
    // A fresh answer: the copy is no longer what is shown, and the network is back
    // (whether or not the browser said so).
    if (accountId !== null) {
      servedFromCopy.set(false);
      online.set(true);
    }
    return answer;
  } catch (error) {
    const copy = accountId !== null && isUnreachable(error) ? await readCopy(accountId) : null;
    if (copy === null) throw error;
    return copy;
  }
}

/**
 * The account signed out meanwhile (an answer that came after): nothing more
 * is kept of it. Checked in turn, after its copy's removal if that came first.
 */
function signedOut(accountId: string): boolean {
  return readToken(accountId) === null;
}

/** Home's first posts as the list holds them, kept (the posts as the cache has them now). */
export function keepHome(
  client: QueryClient,
  viewer: Viewer,
  accountId: string,
  ids: readonly string[],
): Promise<void> {
  const posts = keptHomeIds(ids).flatMap((id) => readStatus(client, viewer, id) ?? []);
  if (posts.length === 0) return Promise.resolve();
  const record: KeptHome = { version: COPY_VERSION, savedAt: Date.now(), posts };
  return keptCopies.update(async (copies) => {
    if (signedOut(accountId)) return;
    await copies.set(homeKey(accountId), record);
  });
}

/** Home's page read from the copy, its posts in the cache; null when nothing is kept. */
export async function readHomeCopy(
  client: QueryClient,
  viewer: Viewer,
  accountId: string,
): Promise<{ ids: string[]; next: null; kept: number } | null> {
  const stored = await keptCopies.read(homeKey(accountId));
  if (!readable(stored)) return null;
  const record = stored as KeptHome;
  primeStatuses(client, viewer, record.posts);
  servedFromCopy.set(true);
  return { ids: record.posts.map(listedId), next: null, kept: record.savedAt };
}

/** A thread just read, kept; the threads opened longest ago go past the bound. */
export function keepThread(
  accountId: string,
  postId: string,
  posts: readonly Status[],
  thread: { parents: Record<string, string | null>; hiddenParent: boolean },
): Promise<void> {
  return keptCopies.update(async (copies) => {
    if (signedOut(accountId)) return;
    const stored = await copies.get(threadIndexKey(accountId));
    const index = Array.isArray(stored) ? (stored as KeptThreadEntry[]) : [];
    const { keep, drop } = keptThreads(index, { id: postId, size: posts.length });
    if (keep.some((entry) => entry.id === postId)) {
      const record: KeptThread = {
        version: COPY_VERSION,
        savedAt: Date.now(),
        posts: [...posts],
        ...thread,
      };
      await copies.set(threadKey(accountId, postId), record);
    }
    await copies.set(threadIndexKey(accountId), keep);
    await copies.del(drop.map((id) => threadKey(accountId, id)));
  });
}

/** A thread read from the copy, its posts in the cache; null when it is not kept. */
export async function readThreadCopy(
  client: QueryClient,
  viewer: Viewer,
  accountId: string,
  postId: string,
): Promise<{
  ids: string[];
  parents: Record<string, string | null>;
  hiddenParent: boolean;
  kept: number;
} | null> {
  const stored = await keptCopies.read(threadKey(accountId, postId));
  if (!readable(stored)) return null;
  const record = stored as KeptThread;
  primeStatuses(client, viewer, record.posts);
  servedFromCopy.set(true);
  return {
    ids: record.posts.map((status) => status.id),
    parents: record.parents,
    hiddenParent: record.hiddenParent,
    kept: record.savedAt,
  };
}

/** Whether a query's data was read from the copy (a list's pages or a thread). */
function fromCopy(data: unknown): boolean {
  if (!isRecord(data)) return false;
  if (typeof data.kept === "number") return true;
  return (
    Array.isArray(data.pages) &&
    data.pages.some((page: unknown) => isRecord(page) && typeof page.kept === "number")
  );
}

/** How often, while the copy shows, the server is asked again when the browser says it is online. */
const CATCH_UP_MS = 5_000;

/**
 * Back online: whatever shows the copy is read again from the server, by
 * itself — when the browser says the network returned, and every few
 * seconds meanwhile (a browser may not say so, and a server may come back
 * while the network stayed). The copy stays on screen until the answer comes.
 */
export function useCatchUp(): void {
  const client = useQueryClient();
  const offline = useOffline();
  useEffect(() => {
    if (!offline) return;
    const catchUp = () => {
      online.set(navigator.onLine);
      if (!navigator.onLine) return;
      void client.refetchQueries({ predicate: (query) => fromCopy(query.state.data) });
    };
    window.addEventListener("online", catchUp);
    const timer = setInterval(catchUp, CATCH_UP_MS);
    return () => {
      window.removeEventListener("online", catchUp);
      clearInterval(timer);
    };
  }, [client, offline]);
}
