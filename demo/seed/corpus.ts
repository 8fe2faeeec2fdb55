/**
 * The text of the demo's everyday posts, per author. posts.ts spreads
 * them over the last days (post i is about i×37 minutes old). Threads,
 * quotes and other special cases are in threads.ts.
 */
import type { MediaSeed } from "./builder.ts";
import type { Visibility } from "../store/records.ts";

export interface CorpusPost {
  text: string;
  media?: MediaSeed[];
  visibility?: Visibility;
  sensitive?: boolean;
  fixture?: string;
  editedAfter?: number;
  ipfsCid?: string;
  htmlSource?: boolean;
}

const scenes = (...indexes: number[]): MediaSeed[] => indexes.map((scene) => ({ scene }));

export const ALICE_POSTS: CorpusPost[] = [
  {
    text: "Golden hour from the ridge this evening. No filter, just patience. #photography",
    media: scenes(0),
    ipfsCid: "bafkreihdwdcefgh4dqkjv67uzcmw7ojee6xedzdetojuzjevtenxquvyku",
    fixture: "ipfsPost",
  },
  {
    text: "Three frames from this morning's walk along the harbour. The fog lifted just as I got to the pier. #photography",
    media: scenes(1, 10, 19),
  },
  {
    text: "Finally moved my photo archive to a self-hosted server. 14 years of pictures, one weekend, zero regrets. Happy to share the setup if anyone's curious. #selfhosting",
  },
  {
    text: "TIL `Array.prototype.toSorted` exists and I've been copying arrays before `.sort()` for a decade. #typescript",
  },
  {
    text: "City lights, four ways. Which one should I print? #photography",
    media: scenes(6, 15, 24, 30),
    fixture: "fourImages",
  },
  {
    text: "Portrait orientation is underrated for landscapes. Fight me. #photography",
    media: scenes(2),
  },
  {
    text: "<p>Reminder: alt text is for <em>people</em>, not for search engines. Describe what matters in the picture.</p>",
    htmlSource: true,
    fixture: "htmlSourcePost",
  },
  {
    text: "Working on a small static-site generator for photo galleries. Today: responsive `srcset`s without a build step. Tomorrow: probably regret. #webdev",
  },
  {
    text: "Quick snippet for anyone resizing images in Node without native deps:\n\n```ts\nconst ratio = Math.min(maxWidth / width, maxHeight / height, 1);\nconst size = { width: Math.round(width * ratio), height: Math.round(height * ratio) };\n```\n\nThe `1` at the end is the important part: never upscale. #typescript",
    fixture: "codeBlock",
  },
  { text: "Dunes at 6 am. The sand was still cold. #photography", media: scenes(4) },
  { text: "Aurora forecast says maybe tonight. Packing the tripod just in case. :blobcat:" },
  { text: "It happened! Faint, but there. #astronomy #photography", media: scenes(3, 12) },
  {
    text: "Followers only: I'm raising print prices next month. Anyone who ordered before Friday keeps the old price.",
    visibility: "private",
    fixture: "privatePost",
  },
  { text: "Bokeh test with the new-old lens. Creamy. #photography", media: scenes(5) },
  { text: "Hot take: the best camera is the one that makes you want to go outside." },
  {
    text: "Me explaining my photo backup strategy:\n>three copies\n>two different media\n>one off-site\n>zero restores tested\nIt's fine. Everything is fine.",
    fixture: "greentext",
  },
  { text: "Long exposure over the bay, 30 seconds at f/11. #photography", media: scenes(26) },
  {
    text: "Does anyone have a good recipe for an image lightbox that works with the keyboard? Asking for a gallery I'm building. #webdev",
  },
  {
    text: "New print set is up: wide panoramas, printed on matte cotton paper. Link in my profile. #photography",
    media: scenes(18),
  },
  {
    text: "Mitra's subscriptions are a nice way to support small creators without an ad platform in the middle. Been trying it for a month. #mitra #monero",
  },
  { text: "Rainy day. Editing backlog instead of shooting. 412 photos to go." },
  {
    text: "Checkerboard chart for calibrating the new monitor. Yes, I print these. #photography",
    media: scenes(8),
  },
  {
    text: "Subscribers: the full-resolution files from the aurora night are in the shared folder. Thank you for supporting this! :heart_cyber:",
    visibility: "subscribers",
    fixture: "subscribersPost",
  },
  {
    text: "Tiny win: my gallery now scores 100 on accessibility audits. The trick was boring: real buttons, labels, and visible focus. #webdev #a11y",
    editedAfter: 6,
    fixture: "editedPost",
  },
  { text: "Sunsets never get old. #photography", media: scenes(9) },
  {
    text: "Did a talk at the local meetup about self-hosting for photographers. Slides are mostly pictures of hard drives. #selfhosting",
  },
  { text: "Morning coffee, evening light, same balcony. #photography", media: scenes(25, 0) },
  {
    text: "@dave@social.example thanks for the notes on my draft! Sending the revised version tonight.",
    visibility: "direct",
    fixture: "directPost",
  },
  { text: "Pixel peeping at 400% is how joy dies." },
  {
    text: "Macro shot of a very large spider on the greenhouse door. Marked sensitive for the arachnophobes. #photography",
    media: scenes(22),
    sensitive: true,
    fixture: "sensitivePost",
  },
];

export const BOB_POSTS: CorpusPost[] = [
  {
    text: "Tomatoes finally ripening. Three weeks late but worth it. #gardening",
    media: scenes(11),
    visibility: "private",
  },
  { text: "Compost update: it's warm! Something is happening in there.", visibility: "private" },
  {
    text: "Public service announcement: water in the morning, not at night. Your slugs will thank you for the night option. #gardening",
  },
  { text: "Frost warning tonight. Fleece on everything.", visibility: "private" },
  { text: "Anyone want courgettes? I have... too many courgettes.", visibility: "private" },
  { text: "Seed swap at the allotment on Saturday, 10 till noon. Bring labels! #gardening" },
  {
    text: "Sat in the shed for an hour listening to the rain. Recommended.",
    visibility: "private",
  },
];

const NEWS: [string, string, string][] = [
  ["The city library", "extends its opening hours through the winter", "library"],
  ["The city council", "approves a new cycle lane on Harbour Street", "bikes"],
  ["The harbour ferry", "returns after a two-week repair", "harbour"],
  ["The regional weather service", "warns of strong winds on Thursday", "weather"],
  ["The volunteer fire brigade", "holds an open day this weekend", "community"],
  ["The community garden", "reports a record harvest of pumpkins", "gardening"],
  ["Public radio", "launches a late-night jazz programme", "music"],
  ["The night market", "moves to the old tram depot", "food"],
  ["The university observatory", "opens its telescopes to the public on clear nights", "astronomy"],
  ["The cycling club", "announces a charity ride in spring", "bikes"],
  ["The open-source meetup", "celebrates its 100th session", "opensource"],
  ["The Museum of Small Things", "adds a room dedicated to buttons", "museums"],
];

export const NEWS_POSTS: CorpusPost[] = NEWS.flatMap(([subject, event, tag], index) => {
  const slug = `${subject} ${event}`
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const first: CorpusPost = {
    text: `${subject} ${event}.\n\nRead more: https://news.demo.example/${slug}\n\n#news #${tag}`,
    fixture: index === 2 ? "newsFerry" : undefined,
  };
  const update: CorpusPost = {
    text: `Update: ${subject.replace(/^The /, "the ")} story now has comments from readers. Thanks for writing in!\n\nhttps://news.demo.example/${slug}/comments #news`,
  };
  return index % 2 === 0 ? [first, update] : [first];
});

export const ADMIN_POSTS: CorpusPost[] = [
  {
    text: "Scheduled maintenance: nothing will actually happen, because this is a demo. If it were real, it'd be Sunday 02:00 UTC. #mitra",
  },
  {
    text: "New custom emoji: :blobcat: :mitra: :party_parrot: :heart_cyber: :thonking: :xmr: :ablobwave: :verified:",
    fixture: "emojiPost",
  },
  {
    text: "Reminder of the instance rules: be kind, no spam, mark sensitive media as sensitive. Thanks, everyone. #mitra",
  },
  { text: "Registrations are open. Invite codes still work too, for when they aren't." },
  {
    text: "Server upgraded to Mitra 3.10.0. Changelog: https://codeberg.org/silverpill/mitra/src/branch/main/CHANGELOG.md #mitra",
    fixture: "upgradePost",
  },
  {
    text: "We now have an IPFS gateway: posts saved to IPFS can be opened through https://ipfs.demo.example #ipfs",
  },
  {
    text: "Testing audio attachments: a three-note chime. 🔔",
    media: [{ audio: true, description: "Three rising chime notes" }],
    fixture: "audioPost",
  },
  {
    text: "And a tiny video clip, to check the player works. 🎬",
    media: [{ video: true, description: "A dot moving across a colour-cycling background" }],
    fixture: "videoPost",
  },
];

/** [username, text, scene index?]. */
export const MEMBER_POSTS: [string, string, number?][] = [
  [
    "oliver",
    "Rode in through the rain again. Waterproof trousers: the best 40 euros I ever spent. #bikes",
  ],
  [
    "oliver",
    "Someone parked across the cycle lane again. I took the long way round and saw a heron, so I'm calling it even. #bikes",
  ],
  [
    "priya",
    "Made a chart of my coffee intake versus bug count. Correlation is not causation, but it's not *nothing* either.",
  ],
  ["priya", "Hot tip: label your axes. Future you is a stranger."],
  ["quinn", "first post. hello?"],
  ["rosa", "Today's loaf: 70% hydration, 20% rye, 100% eaten by lunch. #baking", 23],
  ["rosa", "Starter update: it has a name now. It's called Gerald."],
  [
    "sam",
    'Game night went long. Four hours of a "quick" board game. Nobody won; everybody lost friends.',
  ],
  [
    "tariq",
    "Friday puzzle: a bat and a ball cost 1.10 in total. The bat costs 1.00 more than the ball. How much does the ball cost? Answers by DM, no spoilers!",
  ],
  ["tariq", "Answer to Friday's puzzle: 0.05. Most of you said 0.10. I love you all anyway."],
  ["uma", "Yes, my display name is invisible. No, it's not a bug. Well, it's a test."],
  [
    "victor",
    "Reached a station 1,200 km away on 10 watts this morning. Conditions are wild. #radio",
  ],
  ["wen", "Translating a poem where every line is a pun. Send help. Or tea."],
  ["xenia", ":party_parrot: :party_parrot: :party_parrot:"],
  [
    "yusuf",
    "Spotted: one (1) cormorant drying its wings on the harbour wall. Majestic. Mildly damp. #birds",
    19,
  ],
  ["yusuf", "A gull stole a chip from a child today. Nature is healing? #birds"],
  ["zoe", "Scales for 40 minutes, then one Bach suite for the joy of it. #music"],
  ["nina", "Finished the cable-knit sweater. Only took two winters. #knitting"],
  ["marco", "Salt your pasta water. No, more than that. More. There. #cooking"],
  ["marco", "Risotto is just patience with a spoon. #cooking"],
  ["lena", "Sent my project at the wall tonight! Fingers are wrecked. Worth it."],
  [
    "kofi",
    "Wrote a migration that ran in 4 ms on my laptop and 40 minutes in production. Indexes, people. #rust #postgres",
  ],
  ["kofi", "`cargo clippy` found three bugs before my tests did. #rust"],
  [
    "ines",
    "Saturn's rings through a 100 mm scope from a city balcony. You can do this too. #astronomy",
  ],
  [
    "ines",
    "Clear skies tonight! The moon is a thin crescent, perfect for craters along the terminator. #astronomy",
    21,
  ],
  ["hana", "Sketchbook page from the train. #art", 28],
  ["hana", "Warm-up sketches: hands, always hands. #art"],
  ["sam", "Rolled a natural 20 on a persuasion check to get the last slice of pizza. Worth it."],
  ["zoe", "Concert on Saturday: Dvořák, and a premiere by a friend. Nervous! #music"],
  ["nina", "Yarn swap at the library on Thursday evening. Bring your leftovers! #knitting"],
  ["lena", "Rest day. The forearms have filed a formal complaint."],
  [
    "wen",
    "Every language has a word for the thing you meant to say five minutes later. Collecting them.",
  ],
  [
    "victor",
    "Field day this weekend: antenna in a tree, flask of tea, no signal bars. Perfect. #radio",
  ],
  ["priya", "Reminder that the median is robust and the mean is a liar. Happy Tuesday."],
];

export const CAROL_POSTS: CorpusPost[] = [
  {
    text: "New illustration: the harbour at night, in ink and a little watercolour. #art",
    media: scenes(24),
  },
  { text: "Commission queue is full until spring. Thank you all so much! :blobcat:" },
  {
    text: "Friday comic for subscribers is up. Everyone else: here's the first panel. #art",
    media: scenes(16),
  },
  { text: "Process video soon. Here's a work in progress. #art", media: scenes(13) },
  {
    text: "My cat has decided the drawing tablet is a heated bed. Productivity: zero. Happiness: high.",
  },
  { text: "Anyone else on a small Mitra server? Wave hello! :ablobwave: #mitra" },
  { text: "Ink test: which nib, left or right? #art", media: scenes(7, 28) },
  { text: "Reminder that artists' accounts are not free advertising boards. Pay artists. #art" },
  {
    text: "Palette for the next piece. Too much teal? There's no such thing. #art",
    media: scenes(14),
  },
  { text: "Late-night doodles. :thonking:" },
  { text: "Watercolour sky study, 15 minutes. #art", media: scenes(21) },
];

export const DAVE_POSTS: CorpusPost[] = [
  { text: "Trains are the best office. Change my mind." },
  {
    text: "On software that lasts.\n\nThe programs I still use after twenty years have one thing in common: they do one job, they store their data in a format I can read without them, and their authors said no to most feature requests.\n\nNone of them has a growth team.\n\nI don't think that's a coincidence.",
  },
  {
    text: "Things I've learned from running a small server:\n\n- backups you never restored are wishes\n- logs are for future you\n- the cheapest server is the one you understand\n- DNS is always the problem, until it isn't",
  },
  {
    text: "Reading a history of city tramways. Every city that removed its trams spent the next fifty years trying to put them back.",
  },
  {
    text: "Small rant: a website that needs 8 MB of JavaScript to show me a paragraph of text is not a website, it's a ransom note.",
  },
  {
    text: "```sql\nSELECT count(*) FROM posts WHERE created_at > now() - interval '1 day';\n```\nStill the best dashboard I ever built.",
  },
  {
    text: "New blog post: why I stopped chasing inbox zero. https://dave.social.example/blog/inbox-infinity",
  },
  { text: "The best feature of any app is the export button." },
];

export const ERIN_POSTS: CorpusPost[] = [
  {
    text: "Figure study, charcoal on toned paper. Marked sensitive for nudity. #art",
    media: scenes(31),
    sensitive: true,
  },
  { text: "Colour exercise: only three pigments. #art", media: scenes(17) },
  {
    text: "Studio clean-up day. Found four unfinished paintings and one sandwich. The sandwich was not salvageable.",
  },
  { text: "Open studio this weekend! If you're in town, come say hi. #art" },
  {
    text: "Life-drawing session sketches (nudity). #art",
    media: scenes(27, 29),
    sensitive: true,
  },
  { text: "Big canvas, tiny progress. #art", media: scenes(20) },
];

export const FRANK_POSTS: CorpusPost[] = [
  {
    text: "Trip report from the mountains, part 1: the hut had no electricity and it was perfect.",
    visibility: "private",
  },
  {
    text: "Part 2: the way down took twice as long as the way up. Knees are a limited resource.",
    visibility: "private",
  },
  { text: "Followers only: new job starts Monday. Nervous and excited.", visibility: "private" },
];

export const GRACE_POSTS: CorpusPost[] = [
  {
    text: 'Fun fact: the first computer "bug" really was a moth. The logbook page is in a museum.',
  },
  { text: "COBOL isn't dead. It's just resting in every bank on Earth." },
  {
    text: "I collect keyboards the way other people collect stamps. This week: a 1985 model with keys like a typewriter's.",
  },
  {
    text: "Wrote a tiny compiler for a language with one instruction. It is Turing complete and completely useless.",
  },
];

export const HEIDI_POSTS: CorpusPost[] = [
  { text: "Posting again!" },
  { text: "Another one! I am extremely online today." },
  { text: "Does anyone else refresh their timeline every 30 seconds? Asking for me." },
  { text: "Hot take #4 of the day: pineapple on pizza is fine." },
  { text: "Ok last post. (It was not the last post.)" },
  { text: "Good morning to everyone except the person who invented Monday." },
  { text: "Lunch: soup. Mood: also soup." },
  { text: "Thread of my favourite tabs in the browser, part 9 of 12. Just kidding. Or am I." },
  { text: "The sky did a nice thing just now and nobody else was looking. #photography" },
  { text: "Reminder to drink water. This is your hydration bot, except I'm a person." },
  { text: "Who else has 4,000 unread emails and has made peace with it?" },
  { text: "Posted this yesterday but it deserves another go: cats are liquid." },
];

export const IVAN_POSTS: CorpusPost[] = [
  { text: "Monero node tip: prune the blockchain if you're short on disk. #monero" },
  {
    text: "Subscribers: tomorrow's tutorial covers view keys and why you might share one. #monero",
    visibility: "subscribers",
  },
  { text: "Running a node at home is easier than you think. #monero :xmr:" },
  { text: "Stagenet is the place to practise. Break things there, not on mainnet. #monero" },
];

export const JUDY_POSTS: CorpusPost[] = [
  { text: "Posting from a server without WebFinger: you'll see that my address is a URL." },
  { text: "Photos from the weekend market. #photography", media: scenes(23) },
];
