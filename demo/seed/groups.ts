/**
 * Groups, seeded only when the demo plays Mitra 5.9 (3.10 has none), after
 * everything else so the other seeded ids are the same on every version:
 *
 * - fediverse-cafe: local, about thirty members (alice among them), 44
 *   top-level posts (some titled, some with threads), admin `admin`; its
 *   newest post's announce is on the first page of alice's home;
 * - alice-garden: local, moderated by alice, with a thread started by bob
 *   that she may remove;
 * - quiet-room: local and locked (a request to join stays pending), alice is
 *   not in it;
 * - film-club@remote.example: a group on another server, with posts, alice is
 *   not in it.
 *
 * Every top-level post is announced by its group (a repost by the group) a
 * minute later. Nothing here notifies anyone.
 */
import { renderMarkdown } from "../markup/render.ts";
import { markupContext } from "../markup/lookups.ts";
import { announceInGroup } from "../store/groups.ts";
import type { AccountRecord, StatusRecord } from "../store/records.ts";
import { makeAccount, type AccountSeed } from "./accounts.ts";
import type { SeedBuilder } from "./builder.ts";
import {
  CAFE_POSTS,
  FILM_CLUB_POSTS,
  GARDEN_POSTS,
  QUIET_POSTS,
  type GroupPost,
  type GroupReply,
} from "./group-posts.ts";

const DAY_MINUTES = 1440;

interface GroupSeed extends AccountSeed {
  /** Accts of its admins, who are members too. */
  admins: string[];
  /** Accts of its other members, and how many days ago each joined. */
  members: [string, number][];
  posts: GroupPost[];
  /** The newest post's age in minutes, and the minutes between posts. */
  newest: number;
  spacing: number;
}

const LOCAL_MEMBERS = [
  "bob",
  "reader",
  "Zoe-Quinn",
  "oliver",
  "priya",
  "quinn",
  "rosa",
  "sam",
  "tariq",
  "uma",
  "victor",
  "wen",
  "xenia",
  "yusuf",
  "zoe",
  "nina",
  "marco",
  "lena",
  "kofi",
  "ines",
  "hana",
];
const REMOTE_MEMBERS = [
  "carol@remote.example",
  "dave@social.example",
  "erin@mastodon.example",
  "grace@fedi.example",
  "heidi@pleroma.example",
  "ivan@monero.example",
  "judy@nowebfinger.example",
];

const GROUPS: GroupSeed[] = [
  {
    username: "fediverse-cafe",
    displayName: "Fediverse Café",
    bio: "A place to chat about the fediverse: servers, clients, etiquette and the odd cup of coffee. Follow to join; be kind. #fediverse",
    avatar: "media",
    header: "media",
    createdDaysAgo: 200,
    admins: ["admin"],
    members: [
      ["alice", 30],
      ...[...LOCAL_MEMBERS, ...REMOTE_MEMBERS].map((acct, index): [string, number] => [
        acct,
        150 - index * 4,
      ]),
    ],
    posts: CAFE_POSTS,
    // The newest post is on the first page of alice's home; then one every 7 hours.
    newest: 290,
    spacing: 420,
  },
  {
    username: "alice-garden",
    displayName: "Alice's Garden",
    bio: "Balcony pots, allotments and seed swaps. Questions welcome, slugs not.",
    avatar: "media",
    header: "none",
    createdDaysAgo: 60,
    admins: ["alice"],
    members: [
      ["bob", 58],
      ["rosa", 55],
      ["marco", 50],
      ["nina", 40],
      ["oliver", 20],
      ["carol@remote.example", 15],
    ],
    posts: GARDEN_POSTS,
    newest: 1500,
    spacing: 1500,
  },
  {
    username: "quiet-room",
    displayName: "Quiet Room",
    bio: "A small reading circle. Ask to join, and wait to be let in.",
    avatar: "identicon",
    header: "none",
    locked: true,
    createdDaysAgo: 45,
    admins: ["priya"],
    members: [
      ["wen", 44],
      ["tariq", 40],
      ["zoe", 30],
      ["lena", 20],
    ],
    posts: QUIET_POSTS,
    newest: 2200,
    spacing: 3000,
  },
  {
    username: "film-club",
    domain: "remote.example",
    displayName: "Film Club",
    bio: "Film photography: developing, scanning, printing. A group on remote.example.",
    avatar: "identicon",
    header: "none",
    createdDaysAgo: 300,
    admins: ["carol@remote.example"],
    members: [
      ["frank@remote.example", 280],
      ["dave@social.example", 200],
      ["grace@fedi.example", 150],
      ["erin@mastodon.example", 90],
      ["oliver", 25],
    ],
    posts: FILM_CLUB_POSTS,
    newest: 800,
    spacing: 1400,
  },
];

/** Replies come a little after what they answer, each later than the one before. */
function placeReplies(
  b: SeedBuilder,
  parent: StatusRecord,
  replies: GroupReply[],
  parentAge: number,
): void {
  replies.forEach((reply, index) => {
    const age = parentAge - 12 * (index + 1);
    const status = b.post({
      by: reply.by,
      age,
      text: reply.text,
      replyTo: parent,
      fixture: reply.fixture,
    });
    placeReplies(b, status, reply.replies ?? [], age);
  });
}

function makeGroup(b: SeedBuilder, seed: GroupSeed): AccountRecord {
  const { store } = b;
  const account = makeAccount(seed, store.startedAt);
  account.user = null;
  account.note = renderMarkdown(seed.bio, markupContext(store, null)).html;
  account.group = {
    admins: new Set(seed.admins.map((acct) => b.account(acct).id)),
    descriptionSource: seed.bio,
  };
  store.accounts.set(account.id, account);
  store.fixtures[`account:${store.acct(account)}`] = account.id;
  return account;
}

export function seedGroups(b: SeedBuilder): void {
  for (const seed of GROUPS) {
    const group = makeGroup(b, seed);
    const acct = b.store.acct(group);
    // Admins are members from the start; nobody is told of a join.
    for (const admin of seed.admins)
      b.follow(admin, acct, seed.createdDaysAgo * DAY_MINUTES, false);
    for (const [member, days] of seed.members) b.follow(member, acct, days * DAY_MINUTES, false);
    seed.posts.forEach((post, index) => {
      const age = seed.newest + index * seed.spacing;
      const status = b.post({
        by: post.by,
        age,
        text: post.text,
        title: post.title,
        group: acct,
        fixture: post.fixture,
      });
      const announce = announceInGroup(b.store, group, status, b.idAt(age - 1), b.at(age - 1));
      // The newest announce of the café, which alice's home shows.
      if (index === 0 && seed.username === "fediverse-cafe" && announce) {
        b.store.fixtures.groupAnnounce = announce.id;
      }
      placeReplies(b, status, post.replies ?? [], age);
    });
  }
}
