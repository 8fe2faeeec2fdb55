import { matchRoutes } from "react-router";
import { routeTable } from "./paths";

const PATTERNS = Object.values(routeTable).map(({ pattern }) => ({ path: pattern }));

/**
 * The page of this client that a pasted link points at (`https://here/post/1`
 * → `/post/1`), or null for a link to another site or to none of our pages.
 * The server's search knows its objects' addresses, not the client's pages,
 * so a link copied from the address bar is opened here instead of searched.
 */
export function ownPagePath(link: string, origin: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const [match] = matchRoutes(PATTERNS, url.pathname) ?? [];
  if (!match || match.route.path === routeTable.search.pattern) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
