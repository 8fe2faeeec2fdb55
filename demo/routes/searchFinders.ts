/**
 * What each kind of search finds, as the server's queries find it: people by
 * address, identity or wallet; tags by name; posts by their words, among the
 * viewer's own, bookmarked, reacted-to and mentioning posts only.
 */
import type { Store } from "../store/store.ts";
import type { AccountRecord, StatusRecord } from "../store/records.ts";
import { features } from "../store/versions.ts";
import { canView } from "../store/access.ts";
import { htmlToText } from "../markup/render.ts";
import { actorId, profileUrl, type View } from "../entities/view.ts";
import { statusUri } from "../entities/status.ts";
import { resolveUnseen } from "../seed/unseen.ts";
import { listedDid } from "./identity.ts";
import { matchesStems, queryStems } from "./searchText.ts";

/**
 * `acct ILIKE '%user%'`, or `'user@host%'` with a hostname (the instance's
 * own hostname names a local profile); local profiles first, then (from
 * 3.23) the most recently updated, else in the store's order. With
 * `resolve`, a full address nobody matched is fetched from its server.
 */
export function findProfiles(
  store: Store,
  instanceHost: string,
  username: string,
  given: string | null,
  resolve: boolean,
): AccountRecord[] {
  const hostname = given === instanceHost.toLowerCase() ? null : given;
  const pattern = (hostname === null ? username : `${username}@${hostname}`).toLowerCase();
  const matches = (account: AccountRecord) => {
    const acct = store.acct(account).toLowerCase();
    return hostname === null ? acct.includes(pattern) : acct.startsWith(pattern);
  };
  const found = [...store.accounts.values()].filter(matches);
  if (found.length === 0 && resolve && hostname !== null) {
    const fetched = resolveUnseen(store, `${username}@${hostname}`);
    if (fetched) found.push(fetched);
  }
  const recentFirst = features(store).profileSearchRecentFirst;
  const updated = (account: AccountRecord) => account.updatedAt ?? account.createdAt;
  return found.sort(
    (a, b) =>
      Number(a.domain !== null) - Number(b.domain !== null) ||
      (recentFirst ? updated(b) - updated(a) : 0),
  );
}

/** The profiles that proved this DID. */
export function findByDid(store: Store, did: string): AccountRecord[] {
  const wanted = did.startsWith("did:pkh:") ? did.toLowerCase() : did;
  return [...store.accounts.values()].filter((account) =>
    account.identityProofs.some((proof) => listedDid(proof) === wanted),
  );
}

/** Profiles that proved an Ethereum address, then those naming it in a `$ETH` field. */
export function findByWallet(store: Store, address: string): AccountRecord[] {
  const verified = findByDid(store, `did:pkh:eip155:1:${address}`);
  const named = [...store.accounts.values()].filter(
    (account) =>
      !verified.includes(account) &&
      account.fields.some(
        (field) =>
          field.name.toLowerCase() === "$eth" &&
          field.valueSource.toLowerCase() === address.toLowerCase(),
      ),
  );
  return [...verified, ...named];
}

/** Tags whose name contains the text, case aside (`ILIKE '%tag%'`). */
export function findTags(store: Store, text: string): string[] {
  const needle = text.toLowerCase();
  const names = new Set([...store.statuses.values()].flatMap((status) => status.tags));
  return [...names]
    .filter((name) => name.toLowerCase().includes(needle))
    .sort(
      (a, b) =>
        Number(b.toLowerCase().startsWith(needle)) - Number(a.toLowerCase().startsWith(needle)) ||
        a.localeCompare(b),
    );
}

/** Whether the viewer wrote, bookmarked, reacted to (a like too) or is mentioned in a post. */
function isTheirs(store: Store, viewer: AccountRecord, status: StatusRecord): boolean {
  return (
    status.accountId === viewer.id ||
    status.mentionIds.includes(viewer.id) ||
    store.bookmarks.some((item) => item.accountId === viewer.id && item.statusId === status.id) ||
    (store.favourites.get(status.id)?.has(viewer.id) ?? false) ||
    (store.reactions.get(status.id) ?? []).some((item) => item.accountId === viewer.id)
  );
}

/** Posts (no reposts) of the viewer's own circle having every word of the text, newest first. */
export function findPosts(store: Store, viewer: AccountRecord, text: string): StatusRecord[] {
  const stems = queryStems(text);
  // The title is searched with the content from 5.6.0, when posts got titles.
  const withTitle = features(store).postTitles;
  return store.statusesNewestFirst().filter((status) => {
    if (status.reblogOfId !== null || !isTheirs(store, viewer, status)) return false;
    const title = withTitle && status.title !== null ? `${status.title} ` : "";
    return matchesStems(title + htmlToText(status.content), stems);
  });
}

/**
 * The one post (if the viewer may see it) or profile at an address: a post's
 * object id, a profile's actor id or page; remote ones as if fetched from
 * their server. A local post's page (/post/…) is no object id: nothing.
 */
export function findByUrl(
  view: View,
  viewer: AccountRecord,
  url: string,
): { status: StatusRecord | null; account: AccountRecord | null } {
  const { store } = view;
  const post = [...store.statuses.values()].find(
    (status) => status.reblogOfId === null && statusUri(view, status) === url,
  );
  if (post) return { status: canView(store, viewer, post) ? post : null, account: null };
  const account = [...store.accounts.values()].find(
    (item) =>
      actorId(view, item) === url || (item.domain !== null && profileUrl(view, item) === url),
  );
  return { status: null, account: account ?? null };
}
