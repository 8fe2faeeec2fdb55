import { PAGE_SIZE } from "./paging";
import { requestStatusPage } from "./statuses";
import type { Page } from "./http";
import type { Status } from "@/api/entities/status";

/** Which list of posts; the path and query of its first page follow from it. */
export type TimelineSource =
  | { kind: "home" }
  | { kind: "local" }
  | { kind: "federated" }
  /** The posts this instance knows from one server (`instance=HOST`, 5.4.0+). */
  | { kind: "server"; host: string }
  | { kind: "tag"; tag: string }
  | { kind: "list"; id: string }
  | { kind: "group"; id: string }
  | { kind: "bookmarks" }
  /** The direct messages the user wrote or was named in. */
  | { kind: "direct" }
  /** The posts the user liked; and those they reacted to (`all_reactions`, 5.3+). */
  | { kind: "favourites" | "reactedTo" }
  | { kind: "account"; id: string; tab: ProfileTab };

function timelinePath(source: TimelineSource): string {
  switch (source.kind) {
    case "home":
      return "/api/v1/timelines/home";
    case "local":
    case "federated":
    case "server":
      return "/api/v1/timelines/public";
    case "tag":
      return `/api/v1/timelines/tag/${encodeURIComponent(source.tag)}`;
    case "list":
      return `/api/v1/timelines/list/${encodeURIComponent(source.id)}`;
    case "group":
      return `/api/v1/timelines/group/${encodeURIComponent(source.id)}`;
    case "bookmarks":
      return "/api/v1/bookmarks";
    case "direct":
      return "/api/v1/timelines/direct";
    case "favourites":
    case "reactedTo":
      return "/api/v1/favourites";
    case "account":
      return `/api/v1/accounts/${encodeURIComponent(source.id)}/statuses`;
  }
}

function isFavourites(source: TimelineSource): boolean {
  return source.kind === "favourites" || source.kind === "reactedTo";
}

/**
 * One page of a timeline. `next` is the path of the following page: the Link
 * header's when given, otherwise max_id after the last post of a full page.
 */
export async function getTimelinePage(
  source: TimelineSource,
  cursor: string | null,
  authToken: string | null,
): Promise<Page<Status>> {
  if (cursor?.startsWith("/")) return requestStatusPage(cursor, { authToken });
  // Bookmarks and favourites page by Link only (favourites by the like's id,
  // not a post's) and take the server's page size (20).
  const query =
    source.kind === "bookmarks" || isFavourites(source)
      ? { all_reactions: source.kind === "reactedTo" || undefined }
      : {
          local: source.kind === "local" ? true : undefined,
          instance: source.kind === "server" ? source.host : undefined,
          ...(source.kind === "account" ? profileTabQuery(source.tab) : {}),
          max_id: cursor ?? undefined,
          limit: PAGE_SIZE,
        };
  const page = await requestStatusPage(timelinePath(source), { authToken, query });
  if (page.next || source.kind === "bookmarks" || isFavourites(source)) return page;
  const last = page.items.at(-1);
  return { items: page.items, next: page.items.length >= PAGE_SIZE && last ? last.id : null };
}

/** A profile's posts tab: what each tab asks the server for. */
export type ProfileTab = "posts" | "replies" | "featured" | "media";

function profileTabQuery(tab: ProfileTab): Record<string, boolean> {
  switch (tab) {
    case "posts":
      return { exclude_replies: true, exclude_reblogs: false };
    case "replies":
      return { exclude_replies: false, exclude_reblogs: true };
    case "featured":
      return { pinned: true };
    case "media":
      return { only_media: true };
  }
}
