/**
 * Likes, emoji reactions and bookmarks, the notifications that only exist as
 * events (subscriptions, moves, sign-ups), custom feeds, the read marker and
 * ready-made access tokens.
 */
import { canView } from "../store/access.ts";
import type { AccountRecord, StatusRecord } from "../store/records.ts";
import type { SeedBuilder } from "./builder.ts";
import type { ThreadFixtures } from "./threads.ts";

const UNICODE_REACTIONS = ["❤️", "😆", "🤔", "🎉", "💯", "👀", "😢"];
const CUSTOM_REACTIONS = [":blobcat:", ":heart_cyber:", ":party_parrot:", ":mitra:"];

/** Ready tokens for tests and scripts: "Authorization: Bearer demo-token-alice". */
export function fixedToken(username: string): string {
  return `demo-token-${username}`;
}
const TOKEN_USERS = ["admin", "alice", "bob", "newsbot", "reader"];

function ageOf(b: SeedBuilder, status: StatusRecord): number {
  return (b.now - status.createdAt) / 60_000;
}

export function seedActivity(b: SeedBuilder, threads: ThreadFixtures): void {
  const { store } = b;
  const alice = b.account("alice");
  const fans = [
    "carol@remote.example",
    "dave@social.example",
    "erin@mastodon.example",
    "bob",
    "admin",
    "oliver",
    "priya",
    "kofi",
    "ines",
    "hana",
    "yusuf",
    "grace@fedi.example",
    "reader",
  ];

  // A burst on alice's newest post: consecutive notifications about one post.
  const latest = threads.latest;
  b.favourite("carol@remote.example", latest, 19);
  b.favourite("dave@social.example", latest, 18);
  b.react("erin@mastodon.example", latest, "❤️", 17);
  b.favourite("bob", latest, 16);
  b.react("carol@remote.example", latest, ":blobcat:", 15);
  b.reblog("dave@social.example", latest, 14);
  b.favourite("erin@mastodon.example", latest, 13);
  b.favourite("oliver", latest, 12);

  // Every other public post gets a few likes and reactions from people who'd see it.
  const statuses = [...store.statuses.values()].filter(
    (status) => status.reblogOfId === null && status.id !== latest.id,
  );
  for (const status of statuses) {
    const author = store.accounts.get(status.accountId);
    if (!author || status.visibility === "direct") continue;
    const age = ageOf(b, status);
    const isAlice = author.id === alice.id;
    const likes = Math.floor(b.random() * (isAlice ? 5 : 3));
    const audience = fans.filter((name) => {
      const fan = b.account(name);
      return fan.id !== author.id && canView(store, fan, status);
    });
    const likers = b.pick(audience, likes);
    likers.forEach((name, index) => {
      b.favourite(name, status, Math.max(1, age - 7 - index * 23));
    });
    if (b.random() < (isAlice ? 0.45 : 0.2)) {
      const pool = b.random() < 0.6 ? UNICODE_REACTIONS : CUSTOM_REACTIONS;
      const content = pool[Math.floor(b.random() * pool.length)] ?? "❤️";
      const [reactor] = b.pick(audience, 1);
      if (reactor) b.react(reactor, status, content, Math.max(1, age - 11));
      // Sometimes alice joins in with the same emoji, so "me" is true for her.
      if (!isAlice && canView(store, alice, status) && b.random() < 0.3) {
        b.react("alice", status, content, Math.max(1, age - 13));
      }
    }
  }
  // alice likes a few of other people's posts, so "favourited" shows up for her.
  for (const status of b.pick(
    statuses.filter((item) => item.accountId !== alice.id && item.visibility === "public"),
    18,
  )) {
    b.favourite("alice", status, Math.max(1, ageOf(b, status) - 5));
  }

  // Bookmarks: alice keeps about 25 posts of others (bookmarks paginate by 20).
  const bookmarkable = statuses
    .filter((item) => item.accountId !== alice.id && item.visibility === "public")
    .sort((x, y) => x.createdAt - y.createdAt);
  for (const status of b.pick(bookmarkable, 26).sort((x, y) => x.createdAt - y.createdAt)) {
    b.bookmark("alice", status, Math.max(1, ageOf(b, status) - 2));
  }

  // Events that are only notifications.
  const notify = (
    to: AccountRecord,
    from: string,
    type:
      "subscription" | "subscription_expiration" | "subscriber_leaving" | "move" | "admin.sign_up",
    age: number,
  ): void => {
    store.addNotification({
      recipientId: to.id,
      fromId: b.account(from).id,
      type,
      createdAt: b.at(age),
    });
  };
  notify(alice, "dave@social.example", "subscription", 10 * 1440);
  notify(alice, "erin@mastodon.example", "subscriber_leaving", 5 * 1440 - 30);
  notify(alice, "ivan@monero.example", "subscription_expiration", 16 * 1440);
  notify(alice, "grace@fedi.example", "move", 2 * 1440 + 1);
  const admin = b.account("admin");
  for (const account of store.accounts.values()) {
    if (account.user && account.id !== admin.id && account.username !== "alice") {
      notify(admin, account.username, "admin.sign_up", (b.now - account.createdAt) / 60_000);
    }
  }
  notify(admin, "alice", "admin.sign_up", (b.now - alice.createdAt) / 60_000);
  notify(admin, "hana", "move", 3 * 1440);
  store.renumberNotifications();

  // alice has read part of her notifications: the 12 newest are unread.
  const mine = store.notifications.filter((item) => item.recipientId === alice.id);
  const lastRead = mine[mine.length - 13];
  if (lastRead) {
    store.markers.set(
      alice.id,
      new Map([
        [
          "notifications",
          { lastReadId: String(lastRead.id), version: 3, updatedAt: lastRead.createdAt },
        ],
      ]),
    );
  }

  // Custom feeds (lists).
  const ids = (...names: string[]): string[] => names.map((name) => b.account(name).id);
  store.lists.push(
    {
      id: store.nextSequence("list"),
      ownerId: alice.id,
      title: "Friends",
      memberIds: ids("carol@remote.example", "dave@social.example", "erin@mastodon.example", "bob"),
    },
    {
      id: store.nextSequence("list"),
      ownerId: alice.id,
      title: "News & notices",
      memberIds: ids("newsbot", "admin"),
    },
  );

  // Tokens that work from the start (until revoked or reset).
  for (const username of TOKEN_USERS) {
    store.tokens.set(fixedToken(username), {
      accountId: b.account(username).id,
      createdAt: b.now,
      sessionId: store.nextSequence("session"),
      clientName: null,
    });
  }
}
