/**
 * Places the everyday posts of corpus.ts on the timeline, plus the
 * pinned introductions and the long essay.
 */
import type { StatusRecord } from "../store/records.ts";
import type { PostSeed, SeedBuilder } from "./builder.ts";
import {
  ADMIN_POSTS,
  ALICE_POSTS,
  BOB_POSTS,
  CAROL_POSTS,
  DAVE_POSTS,
  ERIN_POSTS,
  FRANK_POSTS,
  GRACE_POSTS,
  HEIDI_POSTS,
  IVAN_POSTS,
  JUDY_POSTS,
  MEMBER_POSTS,
  NEWS_POSTS,
  type CorpusPost,
} from "./corpus.ts";

/** Posts by author handle, in corpus order, for threads and interactions. */
export type PostsByAuthor = Map<string, StatusRecord[]>;

const ESSAY = [
  "On slow software, and why I keep choosing it.",
  "Every few years I try the new thing. A new editor, a new note-taking app, a new way to read the news. Each one promises that this time my tools will finally get out of the way. And each one, after a honeymoon of a few weeks, starts asking things of me: an account, a sync subscription, a migration to the new format, an update that moves the button I use every day to a menu I have never opened. I have come to think of this as the attention tax of modern software, and I have started, slowly, to stop paying it.",
  'The programs I still use after twenty years share a few traits. They start in under a second. They store what I make in files I can open with something else. They have a manual, and the manual is shorter than the terms of service. Their authors are reachable, and occasionally they answer with "no", which I have learned to read as a sign of health rather than rudeness. A project that can say no to a feature is a project that knows what it is for.',
  'None of this is nostalgia. Plenty of old software was terrible, and plenty of new software is wonderful. The difference I care about is not age but posture. Some tools are built to serve the person in front of them. Others are built to serve a dashboard somewhere, a number that must go up every quarter, and the person in front of them is the means by which the number moves. You can feel the difference within minutes: one kind of tool asks "what do you want to do?", the other asks "have you tried our new feature?"',
  "The fediverse, for all its rough edges, is the first social software in a long time that feels like the first kind. Nobody is optimising my time on site. My timeline is in the order things happened. If I do not like my server, I can move, and my followers come with me. If I want to support someone, I can pay them directly, and the platform does not take a cut because there is no platform, just a lot of small servers run by people who mostly do it for fun. It is slower in some ways. Search is worse. Discovery is harder. I have made my peace with that, because the trade is that nobody is trying to discover me on behalf of an advertiser.",
  "What would it take for more software to work like this? I think it starts with the people who build it. Ship less. Write the manual first. Make export a first-class feature, not an afterthought hidden under settings. Treat every notification as a small withdrawal from someone's day and make sure it is worth it. Measure success by how quickly people get what they came for and leave, not by how long you can keep them. None of this is new advice; most of it is older than I am. It is just unfashionable, and unfashionable is not the same as wrong.",
  "None of this means refusing new things. It means asking, before adopting one, a short list of questions: can I leave, and take my work with me? Who pays for this, and what do they want in return? Will it still work when I am offline, or when the company is gone?",
  "And it continues with the people who use it. Pay for the things you rely on, even when there is a free tier. Report bugs politely and specifically. Donate to the maintainers of the small projects that hold up the big ones. Run a server for your friends if you can, or chip in for the one you are on. Choose, when you have a choice, the tool that will still open your files in ten years.",
  'A word on speed, since it always comes up. People hear "slow software" and picture a spinning wheel. I mean the opposite. The tools I am describing are fast where it matters, in the hundred milliseconds between a keypress and a letter on the screen, and slow only in the sense that they change slowly. Their release notes are short. Their defaults are sensible and stay put. You can learn them once, the way you learn to ride a bicycle, and then stop thinking about them. That kind of slowness is a gift: it turns a tool into a habit, and a habit into something you can build a life\'s work on top of.',
  "There is also a cost to constant change that rarely shows up in any metric. Every redesign throws away the muscle memory of millions of people. Every new sync service is another password, another privacy policy, another company that might fold and take your notes with it. Each change on its own looks small. Added up over a decade they amount to a tax paid mostly by the people with the least time to spare: the busy, the old, the ones who just want to write a letter.",
  "I am writing this on a train, in a text editor older than some of my colleagues, and it is the most productive hour of my week. The wifi is bad. The coffee is worse. Nothing pings. I will post this when I get home, and a few dozen people will read it, and some of them will write back. That is enough. That was always enough.",
].join("\n\n");

function place(builder: SeedBuilder, by: string, post: CorpusPost, age: number): StatusRecord {
  const seed: PostSeed = {
    by,
    age,
    visibility: post.visibility,
    sensitive: post.sensitive,
    media: post.media,
    fixture: post.fixture,
    editedAfter: post.editedAfter,
    ipfsCid: post.ipfsCid,
  };
  if (post.htmlSource) seed.html = post.text;
  else seed.text = post.text;
  return builder.post(seed);
}

export function seedPosts(builder: SeedBuilder): PostsByAuthor {
  const byAuthor: PostsByAuthor = new Map();
  const remember = (by: string, status: StatusRecord): void => {
    const list = byAuthor.get(by) ?? [];
    list.push(status);
    byAuthor.set(by, list);
  };

  // Pinned introductions, a few days old (reached through fixtures, not the map).
  builder.post({
    by: "admin",
    age: 9 * 1440 + 7,
    pinned: true,
    fixture: "welcomePost",
    text: "Welcome to Mitra Demo! :mitra:\n\nThis instance is a playground for the web client. Things to try:\n\n- follow a few people from the directory\n- react to a post with an emoji\n- open a thread and read it from the top\n- subscribe to @alice with stagenet Monero\n\nEverything resets when the demo restarts, so go ahead and break things. #mitra",
  });
  builder.post({
    by: "alice",
    age: 8 * 1440 + 11,
    pinned: true,
    fixture: "alicePinned",
    text: "Hi, I'm Alice 👋 I photograph landscapes and city lights, and I build small web tools.\n\nPrints and full-resolution sets go to subscribers; everything else is here, free. #photography #introduction",
    media: [{ scene: 18 }],
  });
  builder.post({
    by: "dave@social.example",
    age: 6 * 1440 + 13,
    pinned: true,
    fixture: "longPost",
    text: ESSAY,
  });

  // Everyday posts, interleaved by a seeded shuffle and spaced 37 minutes apart.
  const queue: { by: string; post: CorpusPost }[] = [
    ...ALICE_POSTS.map((post) => ({ by: "alice", post })),
    ...BOB_POSTS.map((post) => ({ by: "bob", post })),
    ...NEWS_POSTS.map((post) => ({ by: "newsbot", post })),
    ...ADMIN_POSTS.map((post) => ({ by: "admin", post })),
    ...MEMBER_POSTS.map(([by, text, scene]) => ({
      by,
      post: { text, media: scene === undefined ? undefined : [{ scene }] },
    })),
    ...CAROL_POSTS.map((post) => ({ by: "carol@remote.example", post })),
    ...DAVE_POSTS.map((post) => ({ by: "dave@social.example", post })),
    ...ERIN_POSTS.map((post) => ({ by: "erin@mastodon.example", post })),
    ...FRANK_POSTS.map((post) => ({ by: "frank@remote.example", post })),
    ...GRACE_POSTS.map((post) => ({ by: "grace@fedi.example", post })),
    ...HEIDI_POSTS.map((post) => ({ by: "heidi@pleroma.example", post })),
    ...IVAN_POSTS.map((post) => ({ by: "ivan@monero.example", post })),
    ...JUDY_POSTS.map((post) => ({ by: "judy@nowebfinger.example", post })),
  ];
  const shuffled = builder.pick(queue, queue.length);
  shuffled.forEach(({ by, post }, index) => {
    remember(by, place(builder, by, post, (index + 1) * 37));
  });
  return byAuthor;
}
