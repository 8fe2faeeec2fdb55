/**
 * Optional bulk history (createDemoApp({ bulkPosts })) for long-timeline work
 * such as `npm run bench`: posts and reposts by people alice follows, so every
 * one reaches her home timeline. They are older than everything else in the
 * seed and made after it, so the rest of the seed keeps its ids and place.
 * Deterministic for a given count.
 *
 * Mentions and reposts only involve remote authors: local users would get
 * notifications, and alice's read marker counts on her notification ids.
 */
import { SCENES } from "../media/catalogue.ts";
import type { StatusRecord } from "../store/records.ts";
import type { MediaSeed, SeedBuilder } from "./builder.ts";

interface Topic {
  tag: string;
  lines: string[];
  /** Chance of a photo, for topics people illustrate. */
  photo: number;
}

const TOPICS: Topic[] = [
  {
    tag: "photography",
    photo: 0.45,
    lines: [
      "Caught the last light over the rooftops tonight.",
      "Cleaned the sensor, finally. Every speck of dust had a name.",
      "Shot a whole roll and three frames are keepers. That's a good day.",
      "Fog this morning, so of course I left the tripod at home.",
      "Trying a 35 mm prime for a month: no zooming, only walking.",
      "Editing backlog is at 300 photos and I keep going out to take more.",
    ],
  },
  {
    tag: "cooking",
    photo: 0.15,
    lines: [
      "Made soup from whatever was left in the fridge and it's the best thing I've cooked all month.",
      "Pasta water is seasoning. I will not be taking questions.",
      "New bread recipe: the crumb is open and my heart is full.",
      "The trick with lentils is patience and more garlic than seems wise.",
      "The kitchen smells of cardamom and burnt sugar, in a good way.",
      "Lunch was toast. Dinner will also be toast. Balance.",
    ],
  },
  {
    tag: "programming",
    photo: 0,
    lines: [
      "Spent two hours on a bug that turned out to be a missing `await`.",
      "Deleted 300 lines today and the tests still pass. Best kind of day.",
      "Reading my own code from last year is a humbling experience.",
      "Small tools that do one thing are still my favourite kind.",
      "Wrote the docs before the code this time, and it helped more than I expected.",
      "Flaky test fixed: it was a timezone. It is always a timezone.",
    ],
  },
  {
    tag: "nature",
    photo: 0.35,
    lines: [
      "First frost on the allotment this morning.",
      "The swifts are back over the square, screaming happily.",
      "Rain all day, which the garden needed and I did not.",
      "Watched a heron stand perfectly still for twenty minutes. Role model.",
      "The river is high after the storm and the footpath is now a paddling pool.",
      "Spring is here, according to the crocuses. The wind disagrees.",
    ],
  },
  {
    tag: "books",
    photo: 0.05,
    lines: [
      "Finished a novel in one sitting and now I don't know what to do with myself.",
      "Library haul: four books, one due date, zero realism.",
      "Rereading a childhood favourite; it holds up better than I do.",
      "Short story recommendations welcome, I have a long train ride ahead.",
      "Notes in the margins of second-hand books are the original social network.",
      "Half-way through a biography and already annoyed on its subject's behalf.",
    ],
  },
  {
    tag: "fediverse",
    photo: 0,
    lines: [
      "Welcome to everyone who joined this week! Fill in your bio and say hi.",
      "Small servers are the best part of the fediverse.",
      "A timeline in the order things happened: you never miss anything, you just scroll.",
      "Moved accounts last year and my followers came with me. Still feels like magic.",
      "Thank you to the admins who keep our little corner of the network running.",
      "Post your hobbies, not your hot takes. The timeline is nicer that way.",
    ],
  },
  {
    tag: "astronomy",
    photo: 0.3,
    lines: [
      "Clear skies tonight and the moon sets early, so it's deep-sky time.",
      "Saturn through a small telescope never stops being astonishing.",
      "Clouds rolled in five minutes after I finished setting up. Classic.",
      "Jupiter's moons moved visibly between ten and midnight.",
      "Light pollution map says my balcony is 'grey'. I say it's 'character'.",
      "Red torch, warm socks, thermos. The checklist never changes.",
    ],
  },
  {
    tag: "monero",
    photo: 0,
    lines: [
      "Paid a subscription in stagenet coins just to see the whole flow work.",
      "Direct support for creators without a platform cut is the point.",
      "Node synced overnight. The fan is finally quiet.",
      "Explaining view keys to a friend went better than expected.",
      "Privacy by default should be boring, and that's a compliment.",
      "Tip jars work when they are one click away and nobody takes a cut.",
    ],
  },
];

const CLOSERS = ["", "", "", " :blobcat:", " 🙂", " Thoughts?", " Anyone else?", " :ablobwave:"];

/** Remote people to mention (a mention of a local user would notify them). */
const REMOTE_PEOPLE = [
  "carol@remote.example",
  "dave@social.example",
  "erin@mastodon.example",
  "grace@fedi.example",
  "ivan@monero.example",
];

const MINUTE = 60_000;

function chance(b: SeedBuilder, p: number): boolean {
  return b.random() < p;
}

function one<T>(b: SeedBuilder, items: readonly T[]): T {
  const item = items[Math.floor(b.random() * items.length)];
  if (item === undefined) throw new Error("seed-bulk: empty pool");
  return item;
}

export function seedBulkPosts(b: SeedBuilder, count: number): void {
  if (count <= 0) return;
  const { store } = b;
  const alice = b.account("alice");
  const isRemote = (status: StatusRecord): boolean =>
    (store.accounts.get(status.accountId)?.domain ?? null) !== null;

  // Whom alice follows and hasn't muted: everything they post reaches her home timeline.
  const followed = store.follows
    .filter((item) => item.followerId === alice.id && !store.mute(alice.id, item.targetId))
    .flatMap((item) => {
      const account = store.accounts.get(item.targetId);
      return account ? [account] : [];
    });

  // Ages newest first, starting an hour before the oldest seeded post.
  let oldest = 0;
  for (const status of store.statuses.values()) {
    oldest = Math.max(oldest, (b.now - status.createdAt) / MINUTE);
  }
  const ages: number[] = [];
  for (let i = 0, age = oldest + 60; i < count; i++, age += 10 + Math.round(b.random() * 70)) {
    ages.push(age);
  }

  // Made oldest first, so a repost always has an older original to point at.
  const originals: StatusRecord[] = [];
  for (const age of ages.reverse()) {
    const createdAt = b.at(age);
    // Nobody posts before their account existed.
    const pool = followed.filter((account) => account.createdAt < createdAt);
    const author = one(b, pool.length > 0 ? pool : followed);
    const by = store.acct(author);

    const shareable = originals
      .slice(-60)
      .filter((item) => item.accountId !== author.id && isRemote(item));
    if (shareable.length > 0 && chance(b, 0.12)) {
      b.reblog(by, one(b, shareable), age);
      continue;
    }

    const topic = one(b, TOPICS);
    const media = chance(b, topic.photo) ? bulkMedia(b) : undefined;
    const status = b.post({
      by,
      age,
      text: bulkText(b, topic, by),
      media,
      sensitive: media !== undefined && chance(b, 0.05),
    });
    originals.push(status);
    // A few likes from remote people, on remote posts only (locals would get notified).
    if (isRemote(status) && chance(b, 0.3)) {
      for (const liker of REMOTE_PEOPLE) {
        if (liker !== by && chance(b, 0.4)) b.favourite(liker, status, Math.max(1, age - 3));
      }
    }
  }
}

function bulkText(b: SeedBuilder, topic: Topic, by: string): string {
  // Mostly one-liners, some short paragraphs, now and then a longer post.
  const size = chance(b, 0.6) ? 1 : chance(b, 0.75) ? 3 : 6;
  const sentences = b.pick(topic.lines, size);
  const paragraphs: string[] = [];
  for (let i = 0; i < sentences.length; i += 3)
    paragraphs.push(sentences.slice(i, i + 3).join(" "));
  let text = paragraphs.join("\n\n") + one(b, CLOSERS);
  if (chance(b, 0.15))
    text = `@${one(
      b,
      REMOTE_PEOPLE.filter((item) => item !== by),
    )} ${text}`;
  if (chance(b, 0.4)) text += ` #${topic.tag}`;
  return text;
}

function bulkMedia(b: SeedBuilder): MediaSeed[] {
  const count = chance(b, 0.85) ? 1 : one(b, [2, 3, 4]);
  // Some people skip the alt text; the client should cope.
  return Array.from({ length: count }, () => ({
    scene: Math.floor(b.random() * SCENES.length),
    ...(chance(b, 0.2) ? { description: null } : {}),
  }));
}
