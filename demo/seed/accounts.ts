/**
 * The demo's people: five local accounts with distinct roles, eighteen quiet
 * local members (so the directory has more than one page), and remote
 * accounts on other servers, among them a hostile one (hostile.ts).
 */
import { createRandom, hashString, timeUuid } from "../store/ids.ts";
import { MONERO_STAGENET } from "../store/instance-settings.ts";
import { renderMarkdown } from "../markup/render.ts";
import { markupContext } from "../markup/lookups.ts";
import { avatarFile, bannerFile } from "../media/catalogue.ts";
import type {
  AccountRecord,
  FieldRecord,
  MentionPolicy,
  PaymentOptionRecord,
  RoleName,
  UserRecord,
} from "../store/records.ts";
import type { Store } from "../store/store.ts";
import { features } from "../store/versions.ts";

export const DEMO_PASSWORD = "mitra-demo";

const DAY = 86_400_000;

const ALICE_XMR =
  "5h82pJGF9p7kpzb6eU326EFZf2cDnimbTFVeJtx1qtBmUNJAEqN76R7PwPfHt3oWb8R6cKvhgyxQdDn53jFrK6wFx7RJWhv";
const ALICE_PAYOUT =
  "59wTJp6mYZRGhuFatYsn5c6zHAjzzhQmQi8RrR2P3d4mj9b79YhMFQr9qzg8z7EC4kVTu7N6pEzzfR5S4VfqzFX7L6XmJSy";
const IVAN_XMR =
  "55N2ecFeF15nh4F5z3xN5ZGJjYEb9oyddXGsXtTD77jUPUTWxo4kii74SoNtx7GDDbV9UCJWGx5Vtxwc74ibv16qwGBTYXE";

export interface AccountSeed {
  username: string;
  /** Absent for local accounts. */
  domain?: string;
  displayName: string | null;
  /** Markdown. */
  bio: string;
  avatar: "media" | "identicon";
  header: "media" | "none";
  locked?: boolean;
  bot?: boolean;
  mentionPolicy?: MentionPolicy;
  /** [name, value as markdown, verified]. */
  fields?: [string, string, boolean?][];
  role?: RoleName;
  createdDaysAgo: number;
  paymentOptions?: PaymentOptionRecord[];
  /** name, value, and whether it is of a legacy proof type (renewable). */
  identityProofs?: [string, string, boolean?][];
  clientConfig?: UserRecord["clientConfig"];
  subscriptionOption?: UserRecord["subscriptionOption"];
  /** Actor ids of declared aliases. */
  aliases?: string[];
  /** The actor has no WebFinger address: its acct is its actor id. */
  noWebfinger?: boolean;
}

const LOCAL_ACCOUNTS: AccountSeed[] = [
  {
    username: "admin",
    displayName: "Mitra Demo Admin",
    bio: "I keep this demo instance running. Questions about the instance? Mention me.\n\nRules: be kind, no spam, label sensitive media. #mitra",
    avatar: "media",
    header: "media",
    role: "admin",
    createdDaysAgo: 400,
    fields: [
      ["Status page", "https://status.demo.example"],
      ["Source", "https://codeberg.org/silverpill/mitra"],
    ],
    clientConfig: { "mitra-web": { theme: "dark", locale: "en", ctrlEnterEnabled: true } },
  },
  {
    username: "alice",
    displayName: "Alice Liddell :blobcat:",
    bio: "Photographer and web developer. I post landscapes, city lights and the odd bit of **TypeScript**.\n\nTips welcome in XMR; subscribers get the full-resolution sets. #photography #selfhosting",
    avatar: "media",
    header: "media",
    role: "user",
    createdDaysAgo: 320,
    fields: [
      ["Website", "https://alice.example", true],
      ["$XMR", ALICE_XMR],
      ["$BTC", "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh"],
      ["Pronouns", "she/her"],
      ["Camera", "an old rangefinder and a phone"],
    ],
    identityProofs: [["$ETH", "0x70997970c51812dc3a010c7d01b50e0d17dc79c8", true]],
    paymentOptions: [
      { type: "monero-subscription", chainId: MONERO_STAGENET, price: 3858, objectId: null },
      { type: "link", name: "Print shop", href: "https://prints.alice.example" },
    ],
    subscriptionOption: { chainId: MONERO_STAGENET, price: 3858, payoutAddress: ALICE_PAYOUT },
    aliases: ["https://social.example/users/alice_old"],
    clientConfig: {},
  },
  {
    username: "bob",
    displayName: "Bob 🌱",
    bio: "Allotment gardener. Followers-only posts about tomatoes, compost and the weather. I approve follow requests by hand.",
    avatar: "media",
    header: "none",
    locked: true,
    mentionPolicy: "only_contacts",
    role: "user",
    createdDaysAgo: 250,
    fields: [["Plot", "No. 14, by the water tap"]],
  },
  {
    username: "newsbot",
    displayName: "Demo News Bot",
    bio: "Automated account. Posts made-up headlines every few hours so the timelines never look empty. #news",
    avatar: "media",
    header: "media",
    bot: true,
    role: "user",
    createdDaysAgo: 200,
    fields: [["Operator", "@admin"]],
  },
  {
    username: "reader",
    displayName: "Quiet Reader",
    bio: "Read-only account: I can follow and like, but not post.",
    avatar: "identicon",
    header: "none",
    role: "read_only_user",
    createdDaysAgo: 90,
  },
];

/** [username, display name, bio, days ago]; the quiet members of the directory. */
const MEMBERS: [string, string | null, string, number][] = [
  ["oliver", "Oliver 🚲", "Bike commuter, rain or shine. #bikes", 180],
  ["priya", "Priya Raman", "Data scientist. Plots, not spreadsheets.", 175],
  ["quinn", null, "", 170],
  ["rosa", "Rosa", "Sourdough, rye and too many jars of starter. #baking", 160],
  ["sam", "Sam (they/them)", "Tabletop games and long walks.", 150],
  ["tariq", "Tariq Haddad", "Maths teacher. Puzzles on Fridays.", 140],
  ["uma", "\u200b", "My display name is a single zero-width space.", 130],
  ["victor", "Victor 📻", "Ham radio, call sign withheld. #radio", 120],
  ["wen", "Wen Li", "Translator (zh ↔ en). Slow reader, fast typist.", 110],
  ["xenia", "Xenia :party_parrot:", "Party parrot enthusiast.", 100],
  ["yusuf", "Yusuf", "Birdwatcher. Mostly gulls, honestly. #birds", 95],
  ["zoe", "Zoë", "Cellist. Practising scales in public.", 85],
  ["nina", "Nina K.", "Knitting patterns and yarn swaps. #knitting", 80],
  ["marco", "Marco Rossi", "Cook. I will tell you about the pasta water.", 70],
  ["lena", "Lena", "Climber, mostly indoors in winter.", 60],
  ["kofi", "Kofi Mensah", "Backend developer. Rust and Postgres. #rust", 50],
  ["ines", "Inês", "Amateur astronomer under city skies. #astronomy", 40],
  ["hana", "Hana 🌸", "Illustrator. Commissions closed.", 30],
];

const REMOTE_ACCOUNTS: AccountSeed[] = [
  {
    username: "carol",
    domain: "remote.example",
    displayName: "Carol :party_parrot:",
    bio: "Illustrator on a small Mitra server. Ink, watercolour, cats. Subscriber comics on Fridays. #art",
    avatar: "media",
    header: "media",
    createdDaysAgo: 500,
    fields: [
      ["Portfolio", "https://carol.remote.example"],
      ["Matrix", "@carol:remote.example"],
    ],
  },
  {
    username: "dave",
    domain: "social.example",
    displayName: "Dave Moreau",
    bio: "Writer. Long posts about software, cities and trains. Opinions are my own and often wrong.",
    avatar: "media",
    header: "none",
    createdDaysAgo: 700,
    fields: [["Blog", "https://dave.social.example/blog"]],
  },
  {
    username: "erin",
    domain: "mastodon.example",
    displayName: "Erin 🎨",
    bio: "Painter. Some figure studies are marked sensitive. #art",
    avatar: "media",
    header: "media",
    createdDaysAgo: 600,
    fields: [["Shop", "https://erin.art.example"]],
    // Erin declares alice as an alias, so alice may move her followers to
    // Erin (the target must list the mover).
    aliases: ["/users/alice"],
  },
  {
    username: "frank",
    domain: "remote.example",
    displayName: "Frank",
    bio: "Private account. I only post to followers.",
    avatar: "identicon",
    header: "none",
    locked: true,
    createdDaysAgo: 300,
  },
  {
    username: "grace",
    domain: "fedi.example",
    displayName: "Grace",
    bio: "Compilers, COBOL jokes and vintage computers.",
    avatar: "media",
    header: "none",
    createdDaysAgo: 900,
  },
  {
    username: "heidi",
    domain: "pleroma.example",
    displayName: "Heidi",
    bio: "Posts a lot. Really a lot. Muted by some, loved by others.",
    avatar: "identicon",
    header: "none",
    createdDaysAgo: 365,
  },
  {
    username: "ivan",
    domain: "monero.example",
    displayName: "Ivan :xmr:",
    bio: "Monero tutorials and node operation notes. Support my work with a subscription.",
    avatar: "media",
    header: "media",
    createdDaysAgo: 450,
    fields: [["$XMR", IVAN_XMR]],
    paymentOptions: [
      {
        type: "monero-subscription",
        chainId: MONERO_STAGENET,
        price: 7716,
        objectId: "https://monero.example/objects/proposal-ivan",
      },
    ],
  },
  {
    username: "judy",
    domain: "nowebfinger.example",
    displayName: "Judy",
    bio: "My server has no WebFinger, so my address is my actor id.",
    avatar: "identicon",
    header: "none",
    createdDaysAgo: 200,
    noWebfinger: true,
  },
];

/** Field values are basic Markdown turned into HTML, keeping only links. */
function fieldHtml(store: Store, markdown: string): string {
  const html = renderMarkdown(markdown, markupContext(store, null)).html;
  return html.replace(/<(?!\/?a[\s>])[^>]*>/g, "");
}

export function makeAccount(seed: AccountSeed, now: number): AccountRecord {
  const random = createRandom(hashString(seed.username + (seed.domain ?? "")));
  const createdAt = now - seed.createdDaysAgo * DAY;
  const domain = seed.domain ?? null;
  const remoteActorId = domain === null ? null : `https://${domain}/users/${seed.username}`;
  const remoteUrl =
    domain === null
      ? null
      : domain === "mastodon.example"
        ? `https://${domain}/@${seed.username}`
        : remoteActorId;
  const user: UserRecord | null =
    domain === null
      ? {
          password: DEMO_PASSWORD,
          role: seed.role ?? "user",
          authenticationMethods: ["password"],
          clientConfig: seed.clientConfig ?? {},
          subscriptionOption: seed.subscriptionOption ?? null,
        }
      : null;
  return {
    // Account ids sort by the account's age, like the server's.
    id: timeUuid(Date.UTC(2025, 0, 1) - seed.createdDaysAgo * DAY, random),
    username: seed.username,
    domain,
    remoteActorId,
    remoteUrl,
    acctOverride: seed.noWebfinger ? remoteActorId : null,
    displayName: seed.displayName,
    note: "",
    noteSource: seed.bio,
    avatar:
      seed.avatar === "media"
        ? { kind: "media", name: avatarFile(seed.username) }
        : { kind: "identicon" },
    header:
      seed.header === "media"
        ? { kind: "media", name: bannerFile(seed.username) }
        : { kind: "none" },
    locked: seed.locked ?? false,
    bot: seed.bot ?? false,
    mentionPolicy: seed.mentionPolicy ?? "none",
    fields: [],
    identityProofs: (seed.identityProofs ?? []).map(([name, value, legacy]) => ({
      name,
      value,
      valueSource: value,
      verifiedAt: createdAt + DAY,
      legacy: legacy ?? false,
    })),
    paymentOptions: seed.paymentOptions ?? [],
    emojis: [],
    foreignEmojis: [],
    // A copy: the seed is a module constant, and a reset must not see earlier additions.
    aliases: [...(seed.aliases ?? [])],
    createdAt,
    user,
    group: null,
  };
}

function memberSeeds(): AccountSeed[] {
  return MEMBERS.map(([username, displayName, bio, days]) => ({
    username,
    displayName,
    bio,
    avatar: hashString(username) % 3 === 0 ? "media" : "identicon",
    header: "none",
    createdDaysAgo: days,
  }));
}

/** Creates every account, then renders bios and fields (they may mention each other). */
/**
 * Users only a newer username rule allows: upper-case letters and a hyphen
 * [4.8.0]; no display name either (sent as "" there).
 */
const MIXED_CASE_ACCOUNTS: AccountSeed[] = [
  {
    username: "Zoe-Quinn",
    displayName: null,
    bio: "Signed up after usernames could hold capitals and hyphens.",
    avatar: "identicon",
    header: "none",
    role: "user",
    createdDaysAgo: 30,
  },
];

export function seedAccounts(store: Store): void {
  const seeds = [
    ...LOCAL_ACCOUNTS,
    ...MIXED_CASE_ACCOUNTS.filter((seed) => features(store).username.pattern.test(seed.username)),
    ...memberSeeds(),
    ...REMOTE_ACCOUNTS,
  ];
  const pairs = seeds.map((seed) => {
    const account = makeAccount(seed, store.startedAt);
    store.accounts.set(account.id, account);
    return { seed, account };
  });
  const context = markupContext(store, null);
  for (const { seed, account } of pairs) {
    const bio = renderMarkdown(seed.bio, context);
    account.note = bio.html;
    const fields: FieldRecord[] = (seed.fields ?? []).map(([name, value, verified]) => {
      const record: FieldRecord = { name, value: fieldHtml(store, value), valueSource: value };
      if (verified) record.verifiedAt = account.createdAt + DAY;
      return record;
    });
    account.fields = fields;
    const names = `${seed.displayName ?? ""} ${seed.bio}`;
    account.emojis = [...names.matchAll(/:([a-z0-9_]+):/g)]
      .map((match) => match[1] ?? "")
      .filter((code, index, all) => context.isCustomEmoji(code) && all.indexOf(code) === index);
  }
}
