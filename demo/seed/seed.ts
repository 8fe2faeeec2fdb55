/**
 * Fills a fresh store with the demo's seeded world. Deterministic: the same
 * ids, texts and interactions on every run; only timestamps move, relative to
 * the store's start time, so the data always looks recent.
 */
import { seedAccounts } from "./accounts.ts";
import { seedActivity } from "./activity.ts";
import { SeedBuilder } from "./builder.ts";
import { seedGraph } from "./graph.ts";
import { seedGroups } from "./groups.ts";
import { seedBulkPosts } from "./bulk.ts";
import { makeMallory, seedHostilePosts } from "./hostile.ts";
import { seedPolls } from "./polls.ts";
import { seedMessages } from "./messages.ts";
import { seedPosts } from "./posts.ts";
import { seedSessions } from "./sessions.ts";
import { seedSocial } from "./social.ts";
import { seedThreads } from "./threads.ts";
import type { Store } from "../store/store.ts";
import { features } from "../store/versions.ts";

export interface SeedOptions {
  /** Extra older posts in alice's home timeline (bulk.ts); default 0. */
  bulkPosts?: number;
}

export function seedStore(store: Store, options: SeedOptions = {}): void {
  seedAccounts(store);
  makeMallory(store, store.startedAt);
  for (const account of store.accounts.values()) {
    store.fixtures[`account:${store.acct(account)}`] = account.id;
  }
  const builder = new SeedBuilder(store);
  seedGraph(builder);
  const posts = seedPosts(builder);
  const threads = seedThreads(builder, posts);
  seedHostilePosts(builder);
  seedActivity(builder, threads);
  // Last, so the regular seed is the same with or without it.
  seedBulkPosts(builder, options.bulkPosts ?? 0);
  // Where the version has polls; after the rest, so the other seeded ids are
  // the same on every version.
  if (features(store).polls) seedPolls(builder);
  // Where the version has groups; last, for the same reason.
  if (features(store).groups) seedGroups(builder);
  // Likes, reactions and follow requests the version lists (a randomness of their own).
  seedSocial(builder);
  // Direct messages the version lists as conversations; last, for the same reason.
  seedMessages(builder);
  // Sessions to list and end, where the version lists them (no randomness).
  if (features(store).sessions) seedSessions(builder);
}
