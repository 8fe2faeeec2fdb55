/**
 * Who follows whom, pending requests, mutes and Monero subscriptions.
 */
import type { SeedBuilder } from "./builder.ts";
import { MONERO_STAGENET } from "../store/instance-settings.ts";

const DAY_MINUTES = 1440;

const MEMBERS = [
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

export function seedGraph(b: SeedBuilder): void {
  const follow = (from: string, to: string, days: number): void => {
    b.follow(from, to, days * DAY_MINUTES);
  };

  // alice follows a mix of local and remote people; several follow her back.
  for (const [to, days] of [
    ["admin", 300],
    ["bob", 240],
    ["newsbot", 190],
    ["carol@remote.example", 280],
    ["dave@social.example", 260],
    ["erin@mastodon.example", 150],
    ["grace@fedi.example", 120],
    ["ivan@monero.example", 100],
    ["heidi@pleroma.example", 60],
    ["ines", 35],
  ] as const) {
    follow("alice", to, days);
  }
  for (const [from, days] of [
    ["admin", 299],
    ["bob", 239],
    ["carol@remote.example", 279],
    ["dave@social.example", 259],
    ["erin@mastodon.example", 149],
    ["reader", 80],
    ["heidi@pleroma.example", 58],
    ["oliver", 21],
    ["priya", 17],
    ["kofi", 9],
    ["ines", 6],
    ["hana", 4],
    ["yusuf", 3],
    ["grace@fedi.example", 2],
  ] as const) {
    follow(from, "alice", days);
  }

  // bob is locked: his followers were approved; carol's request still waits.
  follow("admin", "bob", 200);
  b.store.followRequests.push({
    id: b.idAt(2 * DAY_MINUTES),
    fromId: b.account("carol@remote.example").id,
    toId: b.account("bob").id,
    createdAt: b.at(2 * DAY_MINUTES),
  });
  b.store.addNotification({
    recipientId: b.account("bob").id,
    fromId: b.account("carol@remote.example").id,
    type: "follow_request",
    createdAt: b.at(2 * DAY_MINUTES),
  });

  // A request to alice made while her account was locked, still pending.
  b.store.followRequests.push({
    id: b.idAt(12 * DAY_MINUTES),
    fromId: b.account("judy@nowebfinger.example").id,
    toId: b.account("alice").id,
    createdAt: b.at(12 * DAY_MINUTES),
  });
  b.store.addNotification({
    recipientId: b.account("alice").id,
    fromId: b.account("judy@nowebfinger.example").id,
    type: "follow_request",
    createdAt: b.at(12 * DAY_MINUTES),
  });

  follow("admin", "newsbot", 190);
  follow("admin", "dave@social.example", 150);
  follow("reader", "admin", 80);
  follow("reader", "newsbot", 79);
  follow("reader", "carol@remote.example", 78);
  follow("newsbot", "admin", 180);
  follow("carol@remote.example", "dave@social.example", 400);
  follow("carol@remote.example", "frank@remote.example", 250);
  follow("carol@remote.example", "erin@mastodon.example", 300);
  follow("dave@social.example", "carol@remote.example", 390);
  follow("erin@mastodon.example", "carol@remote.example", 290);
  follow("grace@fedi.example", "dave@social.example", 500);

  // Members follow the admin and a few others, by a seeded pick.
  for (const member of MEMBERS) {
    follow(member, "admin", 25);
    for (const other of b.pick(
      MEMBERS.filter((item) => item !== member),
      2,
    )) {
      follow(member, other, 20);
    }
  }
  for (const member of ["oliver", "kofi", "ines", "hana"]) follow("alice", member, 5);

  // alice mutes one noisy remote account (not mallory: security tests need his posts).
  b.store.mutes.push({
    id: b.store.nextSequence("mute"),
    ownerId: b.account("alice").id,
    targetId: b.account("heidi@pleroma.example").id,
  });

  // Subscriptions: dave pays alice, erin's lapsed, alice pays ivan.
  const subscribe = (
    sender: string,
    recipient: string,
    expiresInDays: number,
    updatedDaysAgo: number,
  ): void => {
    b.store.subscriptions.push({
      id: b.store.nextSequence("subscription"),
      senderId: b.account(sender).id,
      recipientId: b.account(recipient).id,
      chainId: MONERO_STAGENET,
      expiresAt: b.now + expiresInDays * 86_400_000,
      updatedAt: b.at(updatedDaysAgo * DAY_MINUTES),
    });
  };
  subscribe("dave@social.example", "alice", 20, 10);
  subscribe("erin@mastodon.example", "alice", -5, 35);
  subscribe("alice", "ivan@monero.example", 15, 15);
}
