/**
 * How the server reads a `/api/v2/search` query (its search helpers, the same
 * from 3.10 to 5.9): the first of six kinds that matches the trimmed query,
 * in this order, else nothing at all.
 */
import { isDid } from "./did.ts";

export type SearchQuery =
  | { kind: "did"; did: string }
  | { kind: "url"; url: string }
  | { kind: "wallet"; address: string }
  | { kind: "tag"; tag: string }
  | { kind: "text"; text: string }
  | { kind: "profile"; username: string; hostname: string | null }
  | { kind: "unknown" };

const TAG = /^#(?<tag>[\p{L}\p{M}\p{N}\p{Pc}]+)$/u;
const TEXT = /^>(?<text>.+)$/;
const PROFILE = /^(?:@|!|acct:)?(?<username>[A-Za-z0-9\-._]+)(?:@(?<hostname>[^@\s]*))?$/;
const ETHEREUM = /^0x[a-f0-9]{40}$/;
const HOSTNAME = /^[a-z0-9-]+(?:\.[a-z0-9-]+)*$/;

/** An `ap://` URI, or an http(s) URL as the server normalizes it; null when neither. */
function urlOf(query: string): string | null {
  if (query.startsWith("ap://")) return query;
  try {
    const url = new URL(query);
    if ((url.protocol !== "http:" && url.protocol !== "https:") || url.hostname === "") return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The hostname as the server stores it (IDN as punycode), or null when it is no hostname. */
function hostnameOf(text: string): string | null {
  try {
    const { hostname } = new URL(`http://${text}`);
    return HOSTNAME.test(hostname) ? hostname : null;
  } catch {
    return null;
  }
}

/** `[@|!|acct:]user[@host]`: the username and the hostname, if any; null when it is not one. */
export function profileQuery(query: string): { username: string; hostname: string | null } | null {
  const match = PROFILE.exec(query)?.groups;
  if (match?.username === undefined) return null;
  const given = match.hostname ?? "";
  if (given === "") return { username: match.username, hostname: null };
  const hostname = hostnameOf(given);
  return hostname === null ? null : { username: match.username, hostname };
}

export function parseSearchQuery(given: string): SearchQuery {
  const query = given.trim();
  if (isDid(query)) return { kind: "did", did: query };
  const url = urlOf(query);
  if (url !== null) return { kind: "url", url };
  if (ETHEREUM.test(query.toLowerCase())) return { kind: "wallet", address: query };
  const tag = TAG.exec(query)?.groups?.tag;
  if (tag !== undefined) return { kind: "tag", tag };
  const text = TEXT.exec(query)?.groups?.text;
  if (text !== undefined) return { kind: "text", text };
  const profile = profileQuery(query);
  if (profile !== null) return { kind: "profile", ...profile };
  return { kind: "unknown" };
}
