/**
 * What is said in the seeded groups (groups.ts places it): top-level posts,
 * newest first, some with a title, some with replies. Only remote people
 * are @mentioned, so the groups add no notifications to the seed.
 */

export interface GroupReply {
  by: string;
  text: string;
  /** Names the reply in the fixtures of GET /__demo/state. */
  fixture?: string;
  replies?: GroupReply[];
}

export interface GroupPost {
  by: string;
  text: string;
  title?: string;
  fixture?: string;
  replies?: GroupReply[];
}

/** Fediverse Café: a busy local group, announced to some thirty members. */
export const CAFE_POSTS: GroupPost[] = [
  {
    by: "rosa",
    title: "Saturday meetup at the library",
    text: "Room 2, from 14:00. Bring a laptop if you want help moving servers or setting up a client; bring nothing if you just want coffee. I'll bake.",
    fixture: "groupTitledPost",
    replies: [
      { by: "yusuf", text: "I'll be there. Indoor seating, I hope: the gulls are bold." },
      { by: "zoe", text: "Can I bring my cello? Kidding. Mostly." },
    ],
  },
  {
    by: "kofi",
    text: "PSA: if your instance feels slow, check the federation queue before blaming the database. Ours had 40k jobs waiting for one dead server. #selfhosting",
  },
  {
    by: "carol@remote.example",
    text: "Drew the café mascot: a teacup with a tiny antenna. Feedback welcome before I ink it. #art",
    replies: [
      {
        by: "hana",
        text: "The antenna! Please keep the antenna.",
        replies: [
          {
            by: "carol@remote.example",
            text: "Antenna stays. Adding steam that looks like a signal.",
          },
        ],
      },
    ],
  },
  {
    by: "priya",
    title: "Poll results: how do you read your timeline?",
    text: "Thanks to everyone who answered last week. Chronological all the way: 80% read everything since last time, 15% skim, 5% declare bankruptcy every Monday.",
  },
  {
    by: "dave@social.example",
    text: "The best thing about groups: a conversation that belongs to a place rather than a person. The worst thing: remembering which place.",
  },
  {
    by: "oliver",
    text: "Rode to work in the rain and read the café on the train home. This is the good part of the internet.",
  },
  {
    by: "grace@fedi.example",
    title: "Alt text tips",
    text: '1. Say what matters in the picture, not every pixel.\n2. Put the text of a screenshot in its alt text.\n3. Don\'t start with "image of": the reader knows.',
    replies: [
      {
        by: "alice",
        text: "Saving this. I write alt text for every photo and still learn something.",
      },
      {
        by: "grace@fedi.example",
        text: "That's the spirit. Number 4: describe the mood when the mood is the point.",
      },
    ],
  },
  {
    by: "sam",
    text: "Board game night on the fediverse: anyone up for a slow game of correspondence chess, one move per reply?",
  },
  {
    by: "ines",
    text: "Clear skies tonight, and the space station passes over at 21:14. Wave! #astronomy",
  },
  {
    by: "heidi@pleroma.example",
    text: "Posting a lot again today. Who else keeps their client open all day?",
  },
  {
    by: "alice",
    title: "Photo walk this Sunday",
    text: "Meeting by the old harbour at 7, sunrise at 7:20. Any camera welcome, phones included. #photography",
    replies: [
      { by: "oliver", text: "Bringing the bike, see you there." },
      { by: "ines", text: "I'll come if it's clear: the harbour has a great view of the sky." },
    ],
  },
  {
    by: "wen",
    text: 'Translating a Mitra guide into Chinese. What\'s the friendliest word for "instance" in your language?',
  },
  {
    by: "marco",
    text: "Hot take: every server needs a #cooking corner. The fediverse runs on pasta.",
  },
  {
    by: "erin@mastodon.example",
    text: "Sketched the regulars of this group as coffee cups. You'll recognise yourselves. #art",
  },
  {
    by: "tariq",
    text: "Friday puzzle: a group has 30 members, and each pair of them has exchanged exactly one reply. How many replies is that? Answers in the thread.",
    replies: [
      { by: "quinn", text: "435" },
      {
        by: "tariq",
        text: "Correct! 30 × 29 / 2. Next week: the same group, but everyone also replies to themselves.",
      },
    ],
  },
  {
    by: "admin",
    title: "Café rules",
    text: "Be kind. No spam. Mark sensitive media. Posts here are public and announced to every member, so think twice before you share something personal.",
  },
  {
    by: "nina",
    text: "Knitted a tea cosy in the shape of a server rack. Photos tomorrow, the light is gone. #knitting",
  },
  {
    by: "ivan@monero.example",
    text: "For anyone asking: subscriptions on Mitra are paid straight to the creator's wallet. No platform cut, no card numbers.",
  },
  {
    by: "uma",
    text: "First post in a group. Hello! Is it like a forum or like a chat?",
    replies: [
      {
        by: "admin",
        text: "A bit of both: posts are announced to every member, replies stay in their thread.",
      },
      { by: "uma", text: "Got it, thank you!" },
    ],
  },
  {
    by: "lena",
    text: "The climbing gym is closed today, so I'm reading the whole café backlog. You people are wholesome.",
  },
  {
    by: "victor",
    text: "Heard a station 4000 km away on a wire strung across the garden. Old tech still astonishes me. #radio",
  },
  {
    by: "yusuf",
    text: "A gull stole a croissant outside the library. The meetup should consider indoor seating. #birds",
  },
  {
    by: "Zoe-Quinn",
    text: "Signed up last month, and this group is the first place that felt like home. Thanks, everyone.",
  },
  { by: "xenia", text: "Party parrot appreciation thread. :party_parrot:" },
  { by: "hana", text: "Drew a banner for the café, free to use if the admin wants it. #art" },
  {
    by: "judy@nowebfinger.example",
    text: "My server has no WebFinger, and my posts still reach you through the group. It works!",
  },
  { by: "bob", text: "Leaving a tomato on the café table. Take one, leave one." },
  {
    by: "zoe",
    text: "Practised scales in the park. Nobody applauded, but a dog sat down and listened.",
  },
  { by: "quinn", text: "Lurker here. Just saying hello." },
  {
    by: "priya",
    text: "Made a chart of when this group is busiest: Sunday evenings, by a mile.",
  },
  {
    by: "kofi",
    title: "Moving servers, a checklist",
    text: "1. Export your follows.\n2. Make the new account and add the old one as an alias.\n3. Move your followers.\n4. Tell your groups where you went.",
  },
  {
    by: "carol@remote.example",
    text: "Ink a day in the café? One drawing a day, posted here. Who's in?",
  },
  {
    by: "dave@social.example",
    text: "Wrote a long piece about small servers. Short version: run one for your friends.",
  },
  {
    by: "rosa",
    text: "Sourdough starter giveaway: I have far too much. Reply and I'll bring jars on Saturday. #baking",
  },
  {
    by: "grace@fedi.example",
    text: "Joke of the week: why did the programmer quit? Because he didn't get arrays.",
  },
  { by: "oliver", text: "Bike lanes, coffee, fediverse. That's my whole personality. #bikes" },
  {
    by: "alice",
    text: "Wanted to try a group post with a photo, but the sun went away. Words only today.",
  },
  {
    by: "sam",
    text: "Correspondence chess update: twelve moves in, and nobody remembers whose turn it is.",
  },
  { by: "heidi@pleroma.example", text: "Good morning, café! First coffee, first post." },
  {
    by: "tariq",
    text: "There are more ways to shuffle a deck of cards than atoms on Earth. Enjoy your coffee.",
  },
  { by: "ines", text: "Saw Saturn through a friend's scope. Ringed, tiny, perfect." },
  { by: "marco", text: "Pasta water should taste like the sea. That's the whole post." },
  {
    by: "wen",
    text: "Weekend reading: three essays on community moderation. Links in the replies once I find them again.",
  },
  {
    by: "admin",
    title: "Welcome to the Fediverse Café",
    text: "This is a group: follow it to join, and everything posted here reaches every member. Start by saying hello!",
  },
];

/** Alice's Garden: a small local group alice moderates, with a thread by bob she may remove. */
export const GARDEN_POSTS: GroupPost[] = [
  {
    by: "bob",
    text: "Blight on the tomatoes again. Copper spray, or pull them and start over? Pictures would only make you sad.",
    fixture: "groupThread",
    replies: [
      {
        by: "rosa",
        text: "Pull them, and don't put the leaves in the compost.",
        fixture: "groupThreadReply",
      },
      {
        by: "alice",
        text: "Sorry, Bob! I'd pull them too, and try a blight-resistant variety next year.",
        replies: [{ by: "bob", text: "Thanks, both. Pulling them tonight." }],
      },
      { by: "carol@remote.example", text: "Ouch. Sending virtual tomatoes." },
    ],
  },
  {
    by: "alice",
    title: "Seed swap: spring list",
    text: "I have basil, chillies and three kinds of tomato. Looking for peas, and anything that likes a windy balcony.",
  },
  {
    by: "marco",
    text: "Basil tip: pinch off the tops before it flowers, and it keeps going all summer.",
  },
  { by: "nina", text: "Knitted plant hangers are back in the swap pile." },
];

/** Quiet Room: a locked local group, a reading circle alice is not in. */
export const QUIET_POSTS: GroupPost[] = [
  {
    by: "priya",
    title: "This month's book",
    text: "A slim novel about a lighthouse keeper. One chapter a week, no spoilers.",
  },
  { by: "wen", text: "Chapter one done. The sea is a character." },
  { by: "tariq", text: "I like that nobody in this book hurries." },
];

/** Film Club: a group on another server (remote.example), about film photography. */
export const FILM_CLUB_POSTS: GroupPost[] = [
  {
    by: "carol@remote.example",
    title: "Stand development, a primer",
    text: "Dilute the developer a lot, agitate once, walk away for an hour. It forgives almost everything. #film",
    fixture: "groupRemotePost",
    replies: [
      { by: "grace@fedi.example", text: "The walking away is the hardest part." },
      {
        by: "dave@social.example",
        text: "Tried it last week: the highlights came out beautifully.",
      },
    ],
  },
  {
    by: "frank@remote.example",
    text: "Bought a second-hand enlarger. It's older than me and works better than me.",
  },
  {
    by: "dave@social.example",
    text: "Scanned a roll from 2009 I had forgotten about. Time travel, in 36 frames.",
  },
  { by: "grace@fedi.example", text: "Cleaned the darkroom sink. This counts as a post." },
  {
    by: "oliver",
    text: "Shot a roll of black and white on the commute. Rain looks great on film. #film",
  },
  {
    by: "erin@mastodon.example",
    text: "A painter's eye, a photographer's patience: still learning the second.",
  },
  {
    by: "carol@remote.example",
    text: "Contact sheet day. Circles in red pencil, like in the old films.",
  },
  { by: "frank@remote.example", text: "Fixer on my hands: a good day." },
];
