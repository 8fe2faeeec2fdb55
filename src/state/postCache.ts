import type { QueryClient } from "@tanstack/react-query";
import type { EmbeddedStatus, Relationship, Status } from "../api/statusTypes";
import { getRelationships } from "../api/relationships";
import { postKeys } from "./keys";

/**
 * One copy of each post (DESIGN.md, Server state): every post lives once in
 * the query cache under its id; timelines and threads hold ids. A repost's
 * original and quoted posts are stored as posts of their own, so a flag
 * toggled anywhere shows everywhere.
 */

/** A post embedded one level deep, completed from what the cache already knows. */
function fromEmbedded(embedded: EmbeddedStatus, known: Status | undefined): Status {
  return {
    ...embedded,
    reblog: null,
    links: known?.links ?? [],
    pleroma: { ...embedded.pleroma, quote: known?.pleroma.quote ?? null },
  };
}

export function primeStatuses(
  client: QueryClient,
  token: string | null,
  statuses: readonly Status[],
): void {
  const put = (status: Status) => client.setQueryData(postKeys.status(token, status.id), status);
  const putEmbedded = (embedded: EmbeddedStatus) =>
    put(fromEmbedded(embedded, client.getQueryData<Status>(postKeys.status(token, embedded.id))));
  for (const status of statuses) {
    put(status);
    if (status.reblog) putEmbedded(status.reblog);
    for (const linked of status.links) putEmbedded(linked);
    if (status.pleroma.quote) putEmbedded(status.pleroma.quote);
  }
}

/** Changes one post in place; returns the previous value for a rollback. */
export function patchStatus(
  client: QueryClient,
  token: string | null,
  id: string,
  change: (status: Status) => Status,
): Status | undefined {
  const key = postKeys.status(token, id);
  const previous = client.getQueryData<Status>(key);
  if (previous) client.setQueryData(key, change(previous));
  return previous;
}

/** A page of a post list as stored: ids only. */
export interface IdPage {
  ids: string[];
  next: string | null;
}

interface InfiniteIds {
  pages: IdPage[];
  pageParams: unknown[];
}

/** Drops posts from every cached list (after a delete or an unrepost). */
export function removeFromLists(client: QueryClient, drop: (id: string) => boolean): void {
  client.setQueriesData<InfiniteIds>({ queryKey: ["timeline"] }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({ ...page, ids: page.ids.filter((id) => !drop(id)) })),
        }
      : data,
  );
  client.setQueriesData<string[]>({ queryKey: ["thread"] }, (ids) =>
    ids?.filter((id) => !drop(id)),
  );
}

/**
 * Relationships with the authors of loaded posts (spec §7: deduplicated, no
 * call for none), for the menu's mute rule. Ones already known are not asked
 * again. A failure is logged and ignored (spec §8).
 */
export async function loadRelationships(
  client: QueryClient,
  token: string,
  accountIds: readonly string[],
  selfId: string | null,
): Promise<void> {
  const wanted = [...new Set(accountIds)].filter(
    (id) => id !== selfId && client.getQueryData(postKeys.relationship(token, id)) === undefined,
  );
  if (wanted.length === 0) return;
  try {
    const relationships = await getRelationships(wanted, token);
    for (const relationship of relationships) {
      client.setQueryData<Relationship>(
        postKeys.relationship(token, relationship.id),
        relationship,
      );
    }
  } catch (error) {
    console.error("Could not load relationships", error);
  }
}

/** The authors whose relationship a post menu may need (the displayed post's author). */
export function authorIds(statuses: readonly Status[]): string[] {
  return statuses.map((status) => (status.reblog ?? status).account.id);
}
