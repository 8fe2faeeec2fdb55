/**
 * Conversations: a thread seven levels deep with side branches, a thread
 * whose root is hidden from most readers (parent_visible: false), a
 * self-thread, direct messages, quotes, short replies and reposts.
 */
import type { StatusRecord } from "../store/records.ts";
import type { SeedBuilder } from "./builder.ts";
import type { PostsByAuthor } from "./posts.ts";

function nth(posts: PostsByAuthor, by: string, index: number): StatusRecord {
  const list = posts.get(by) ?? [];
  const status = list[index % Math.max(1, list.length)];
  if (!status) throw new Error(`seed: ${by} has no post ${index}`);
  return status;
}

function fixture(b: SeedBuilder, name: string): StatusRecord {
  const status = b.store.statuses.get(b.store.fixtures[name] ?? "");
  if (!status) throw new Error(`seed: no fixture ${name}`);
  return status;
}

/** An age (minutes) no older than `desired` and a few minutes after `parent`. */
function after(b: SeedBuilder, parent: StatusRecord, desired: number): number {
  const parentAge = (b.now - parent.createdAt) / 60_000;
  return Math.max(1, Math.min(desired, parentAge - 3));
}

export interface ThreadFixtures {
  /** alice's newest post, with a burst of reactions right after it. */
  latest: StatusRecord;
  deepRoot: StatusRecord;
}

export function seedThreads(b: SeedBuilder, posts: PostsByAuthor): ThreadFixtures {
  const carol = "carol@remote.example";
  const dave = "dave@social.example";
  const erin = "erin@mastodon.example";

  // A: a deep thread with side branches.
  const root = b.post({
    by: "alice",
    age: 613,
    fixture: "deepThreadRoot",
    text: "What's your favourite self-hosting setup for photos? Looking for something that handles RAW files. #selfhosting #photography",
  });
  const a1 = b.post({
    by: carol,
    age: 601,
    replyTo: root,
    text: "@alice I run a small photo manager on a fanless box. RAW previews work, but the first thumbnail run takes all night.",
  });
  b.post({
    by: "admin",
    age: 598,
    replyTo: root,
    text: "@alice we run object storage for this instance; happy to share the config. #selfhosting",
  });
  b.post({
    by: "bob",
    age: 596,
    replyTo: root,
    visibility: "private",
    text: "@alice I just use a USB stick. Don't tell anyone.",
  });
  const a2 = b.post({
    by: "alice",
    age: 589,
    replyTo: a1,
    text: "@carol@remote.example all night is fine, I sleep! What storage do you use?",
  });
  b.post({
    by: "grace@fedi.example",
    age: 587,
    replyTo: a1,
    text: "@carol@remote.example fanless boxes are the best. Silence is a feature.",
  });
  const a3 = b.post({
    by: dave,
    age: 577,
    replyTo: a2,
    text: "@alice @carol@remote.example Two mirrored disks and an off-site copy at a friend's place. Boring is good.",
  });
  const a4 = b.post({
    by: "alice",
    age: 566,
    replyTo: a3,
    text: "@dave@social.example boring is the dream. Do you encrypt the off-site copy?",
  });
  const a5 = b.post({
    by: carol,
    age: 553,
    replyTo: a4,
    text: "@alice @dave@social.example Always encrypt the off-site copy. Friends are lovely; their burglars less so.",
  });
  const a6 = b.post({
    by: erin,
    age: 541,
    replyTo: a5,
    text: '@carol@remote.example @alice this thread is making me realise my "backup" is a shoebox of SD cards. 😬',
  });
  b.post({
    by: "alice",
    age: 529,
    replyTo: a6,
    fixture: "deepThreadLeaf",
    text: "@erin@mastodon.example the shoebox counts as one copy! Only two more to go. :blobcat:",
  });

  // B: the root is followers-only on a locked remote account alice does not
  // follow, so for her (and for guests) the reply's parent is not visible.
  const hidden = b.post({
    by: "frank@remote.example",
    age: 1511,
    visibility: "private",
    fixture: "hiddenParentRoot",
    text: "Followers only: thinking of moving servers. Any recommendations?",
  });
  const b1 = b.post({
    by: carol,
    age: 1499,
    replyTo: hidden,
    fixture: "hiddenParentChild",
    text: "@frank@remote.example I'd recommend a small Mitra instance! Happy to help you move. #mitra",
  });
  const b2 = b.post({
    by: "alice",
    age: 1487,
    replyTo: b1,
    text: "@carol@remote.example seconded, moving was painless for me.",
  });
  b.post({
    by: dave,
    age: 1474,
    replyTo: b2,
    text: "@alice @carol@remote.example agreed, the alias-and-move flow is neat.",
  });

  // C: a self-thread.
  const c1 = b.post({
    by: dave,
    age: 2203,
    fixture: "selfThread",
    text: 'Code review etiquette, a thread 🧵 (1/3)\n\nReview the change, not the person. "This function could be split" beats "you always write huge functions".',
  });
  const c2 = b.post({
    by: dave,
    age: 2201,
    replyTo: c1,
    text: '(2/3) Say what you\'d accept. A review that only says "no" is a puzzle, not feedback.',
  });
  b.post({
    by: dave,
    age: 2199,
    replyTo: c2,
    text: "(3/3) And approve quickly when it's good. Waiting is the most expensive part of review.",
  });

  // D: direct messages between carol and alice.
  const dm = b.post({
    by: carol,
    age: 307,
    visibility: "direct",
    fixture: "directFromCarol",
    text: "@alice psst: I'm drawing something for your birthday. Don't look at my Friday post. 🤫",
  });
  b.post({
    by: "alice",
    age: 301,
    visibility: "direct",
    replyTo: dm,
    text: "@carol@remote.example 🥹 my lips are sealed",
  });

  // Quotes: a visible one each way, and one whose quoted post is hidden.
  const golden = fixture(b, "ipfsPost");
  b.post({
    by: carol,
    age: after(b, golden, 407),
    quote: golden,
    fixture: "quotePost",
    text: "This light! Look at this, everyone. :heart_cyber:",
  });
  const ferry = fixture(b, "newsFerry");
  b.post({
    by: "alice",
    age: after(b, ferry, 733),
    quote: ferry,
    text: "Finally! I'll be first in line.",
  });
  b.post({
    by: dave,
    age: 1433,
    quote: hidden,
    fixture: "quoteOfHidden",
    text: "Good question from Frank here, and my answer is the same as always: pick the server whose admin you'd trust with your keys.",
  });

  // Short replies scattered over the week.
  const replies: [string, string, number, number, string][] = [
    ["alice", carol, 4, 1800, "@carol@remote.example the heated-bed cat is the best cat"],
    [carol, "alice", 2, 1650, "@alice the fog in the second one! 😍"],
    ["alice", "ines", 0, 2600, "@ines I need to try this from my balcony. Which eyepiece?"],
    ["ines", "alice", 11, 2350, "@alice a 25 mm is plenty to start. Happy hunting! #astronomy"],
    ["marco", "rosa", 0, 3100, "@rosa Gerald deserves a cookbook."],
    [
      "kofi",
      dave,
      2,
      3400,
      '@dave@social.example "the cheapest server is the one you understand" is going on a sticker.',
    ],
    ["alice", dave, 4, 2900, "@dave@social.example the export button line made my day."],
    [erin, "alice", 13, 1950, "@alice creamy indeed. What lens?"],
    ["alice", erin, 1, 1700, "@erin@mastodon.example three pigments! The restraint. 👏"],
    ["oliver", "admin", 2, 3800, "@admin thanks for running this place!"],
    ["tariq", "priya", 0, 4300, "@priya I'd like to see the error bars on that chart."],
    ["grace@fedi.example", "alice", 3, 4700, "@alice `toSorted` changed my life too."],
    [
      dave,
      "alice",
      15,
      2150,
      '@alice "zero restores tested" is the most honest line on the internet.',
    ],
    ["yusuf", "alice", 16, 2500, "@alice the long exposure is gorgeous."],
  ];
  for (const [by, to, index, age, text] of replies) {
    const parent = nth(posts, to, index);
    b.post({ by, age: after(b, parent, age), replyTo: parent, text });
  }

  // Reposts.
  const reposts: [string, string, number, number][] = [
    ["alice", carol, 0, 350],
    ["alice", erin, 1, 1210],
    ["alice", "newsbot", 8, 2010],
    ["alice", "admin", 1, 3 * 1440],
    [carol, "alice", 4, 1340],
    [dave, "alice", 15, 2120],
    ["admin", "newsbot", 2, 1390],
    ["admin", "newsbot", 6, 2990],
    ["newsbot", "admin", 5, 3330],
    ["oliver", "admin", 1, 7000],
    ["priya", "admin", 4, 6800],
    ["heidi@pleroma.example", "alice", 13, 1560],
    ["heidi@pleroma.example", "alice", 2, 2780],
    ["kofi", "alice", 8, 4111],
    ["erin@mastodon.example", carol, 6, 2480],
    ["grace@fedi.example", dave, 1, 5010],
    ["bob", "alice", 20, 3050],
    ["ines", "alice", 11, 2390],
    ["judy@nowebfinger.example", "alice", 1, 5500],
  ];
  for (const [by, author, index, age] of reposts) {
    const target = nth(posts, author, index);
    if (target.visibility === "public") b.reblog(by, target, after(b, target, age));
  }
  const welcome = fixture(b, "welcomePost");
  for (const [index, by] of ["oliver", "priya", "sam", "alice", "kofi"].entries()) {
    b.reblog(by, welcome, 8 * 1440 - 200 * (index + 1));
  }

  // alice's newest post: the most recent thing on the instance.
  const latest = b.post({
    by: "alice",
    age: 20,
    fixture: "latestPost",
    text: "New week, new light. First frame of the season from the old lighthouse. #photography",
    media: [{ scene: 31 }],
  });
  return { latest, deepRoot: root };
}
