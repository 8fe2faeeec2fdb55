/**
 * Remote people this instance has never met: no record of them exists, so a
 * lookup, the directory or a plain search does not find them. An account
 * search with resolve=true that names one by the full address fetches them
 * (the server's WebFinger import), and from then on they are known like any
 * other remote account. A reset forgets them again.
 */
import { markupContext } from "../markup/lookups.ts";
import { renderMarkdown } from "../markup/render.ts";
import type { AccountRecord } from "../store/records.ts";
import type { Store } from "../store/store.ts";
import { makeAccount, type AccountSeed } from "./accounts.ts";

const UNSEEN_ACCOUNTS: AccountSeed[] = [
  {
    username: "oscar",
    domain: "faraway.example",
    displayName: "Oscar Faraway",
    bio: "Reads more than he posts. Subscribes to the creators he follows from afar.",
    avatar: "identicon",
    header: "none",
    createdDaysAgo: 90,
  },
  {
    username: "peggy",
    domain: "elsewhere.example",
    displayName: "Peggy",
    bio: "Birdwatching notes from a small Pleroma server.",
    avatar: "identicon",
    header: "none",
    createdDaysAgo: 250,
  },
];

/**
 * The unseen person whose full address `query` is (an `@` in front and case
 * do not matter), now added to the store; null when it names nobody unseen or
 * someone already known.
 */
export function resolveUnseen(store: Store, query: string): AccountRecord | null {
  const address = query.trim().replace(/^@/, "").toLowerCase();
  const seed = UNSEEN_ACCOUNTS.find((item) => `${item.username}@${item.domain ?? ""}` === address);
  if (!seed?.domain || store.remoteAccount(seed.username, seed.domain)) return null;
  const account = makeAccount(seed, store.startedAt);
  account.note = renderMarkdown(seed.bio, markupContext(store, null)).html;
  store.accounts.set(account.id, account);
  return account;
}
