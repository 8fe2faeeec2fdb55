/**
 * Posts with polls, seeded only when the demo plays Mitra 5.9 (3.10 has no
 * polls): open single and multiple choice, one already closed, one alice
 * voted on, one with custom emoji in its options, and alice's own.
 * About a day old, below the first pages of the timelines.
 */
import type { SeedBuilder } from "./builder.ts";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface PollSeed {
  fixture: string;
  by: string;
  age: number;
  text: string;
  options: string[];
  multiple?: boolean;
  /** Milliseconds from the demo's start; negative: already closed. */
  endsIn: number;
  /** Per option, how many people the demo does not model picked it. */
  others: number[][];
  /** Local voters and their choices. */
  voters?: [string, number[]][];
}

const POLLS: PollSeed[] = [
  {
    fixture: "pollSingle",
    by: "bob",
    age: 1_290,
    text: "Trip next week, one lens only. Which one should come along?",
    options: ["35 mm prime", "24–70 mm zoom", "90 mm macro"],
    endsIn: 2 * DAY + 5 * HOUR,
    others: [[0], [0], [1], [0], [1]],
  },
  {
    fixture: "pollMultiple",
    by: "admin",
    age: 1_330,
    text: "What should the demo show next? Pick as many as you like.",
    options: ["Groups", "Events", "Longer videos", "Dark theme tweaks"],
    multiple: true,
    endsIn: 5 * DAY,
    others: [[0, 1], [0], [0, 3], [2]],
  },
  {
    fixture: "pollExpired",
    by: "newsbot",
    age: 4 * 1_440,
    text: "Weekly digest: which section do you read first?",
    options: ["Releases", "Security notes", "Community"],
    endsIn: -DAY,
    others: [[0], [1], [1], [2], [1], [0]],
  },
  {
    fixture: "pollVoted",
    by: "carol@remote.example",
    age: 1_370,
    text: "Tea or coffee for the long edit sessions?",
    options: ["Tea", "Coffee", "Water, honestly"],
    endsIn: 20 * HOUR,
    others: [[0], [1], [1]],
    voters: [["alice", [1]]],
  },
  {
    fixture: "pollEmoji",
    by: "admin",
    age: 1_410,
    text: "Which custom emoji should greet new members?",
    options: [":blobcat: Blobcat", ":mitra: The logo", ":party_parrot: Parrot"],
    endsIn: 3 * DAY,
    others: [[2], [0], [2]],
  },
  {
    fixture: "pollOwn",
    by: "alice",
    age: 1_450,
    text: "Next photo walk: morning or evening light?",
    options: ["Sunrise", "Golden hour"],
    endsIn: 6 * HOUR,
    others: [[1], [1], [0]],
    voters: [["bob", [1]]],
  },
];

export function seedPolls(builder: SeedBuilder): void {
  const { store } = builder;
  for (const seed of POLLS) {
    const status = builder.post({
      by: seed.by,
      age: seed.age,
      text: seed.text,
      fixture: seed.fixture,
    });
    const votes = new Map<string, number[]>();
    seed.others.forEach((choices, index) => votes.set(`voter:${String(index)}`, choices));
    for (const [username, choices] of seed.voters ?? []) {
      votes.set(builder.account(username).id, choices);
    }
    store.polls.set(status.id, {
      options: seed.options,
      multiple: seed.multiple ?? false,
      expiresAt: store.startedAt + seed.endsIn,
      votes,
    });
  }
}
