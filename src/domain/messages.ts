/**
 * Direct messages: who is in a conversation, what a reply names, a message
 * as one line of plain text, and which conversations are unread.
 */

interface Person {
  id: string;
  acct: string;
}

interface Message {
  id: string;
  created_at: string;
  account: Person;
  mentions: readonly Person[];
}

/** The people of a conversation but the viewer, each once, in their order. */
export function otherPeople<T extends Person>(accounts: readonly T[], viewerId: string): T[] {
  const seen = new Set<string>([viewerId]);
  return accounts.filter((account) => {
    if (seen.has(account.id)) return false;
    seen.add(account.id);
    return true;
  });
}

/** Everyone who wrote or was named in the messages, but the viewer. */
export function messagePeople(messages: readonly Message[], viewerId: string): Person[] {
  const all = messages.flatMap((message) => [message.account, ...message.mentions]);
  return otherPeople(all, viewerId).map(({ id, acct }) => ({ id, acct }));
}

/** The newest message, the one a reply answers. */
export function latestMessage<T extends Message>(messages: readonly T[]): T | undefined {
  return messages.reduce<T | undefined>(
    (latest, message) =>
      latest === undefined || Date.parse(message.created_at) >= Date.parse(latest.created_at)
        ? message
        : latest,
    undefined,
  );
}

/** The start of a reply: every participant named, so each of them receives it. */
export function replyMentions(people: readonly Person[]): string {
  return people.map((person) => `@${person.acct} `).join("");
}

const ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntity(entity: string, name: string): string {
  if (name.startsWith("#x") || name.startsWith("#X")) {
    const code = parseInt(name.slice(2), 16);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  if (name.startsWith("#")) {
    const code = parseInt(name.slice(1), 10);
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return ENTITIES[name] ?? entity;
}

/**
 * A message's HTML as one line of plain text, for a preview: tags dropped
 * (line and paragraph breaks become spaces), entities decoded, spaces
 * collapsed. The result is shown as text, never as HTML.
 */
export function messagePreview(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d|\/blockquote)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>?/g, "")
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Conversations newest message first, each once. Servers list them by when
 * they started: a new reply in an old conversation still comes to the top.
 * A last message without a readable date goes last.
 */
export function byLatestMessage<
  T extends { id: string; last_status: { id: string; created_at: string } },
>(conversations: readonly T[]): T[] {
  const time = (item: T) => {
    const value = Date.parse(item.last_status.created_at);
    return Number.isNaN(value) ? -Infinity : value;
  };
  const once = conversations.filter(
    (item, index) => conversations.findIndex((other) => other.id === item.id) === index,
  );
  return (
    once
      .map((item) => ({ item, at: time(item) }))
      // Messages of the same millisecond: the later id is the later post (ids
      // grow with time on Mitra).
      .sort((a, b) =>
        b.at !== a.at
          ? b.at - a.at
          : b.item.last_status.id === a.item.last_status.id
            ? 0
            : b.item.last_status.id > a.item.last_status.id
              ? 1
              : -1,
      )
      .map(({ item }) => item)
  );
}

/**
 * A conversation is unread when the server says so, or when its newest
 * message is someone else's and has not been opened here (servers that do
 * not track reading always say false).
 */
export function isUnread(
  conversation: { unread: boolean; last_status: { id: string; account: { id: string } } },
  viewerId: string,
  seen: ReadonlySet<string>,
): boolean {
  if (conversation.unread) return true;
  const last = conversation.last_status;
  return last.account.id !== viewerId && !seen.has(last.id);
}

/**
 * What a post says of the viewer following its conversation: 5.9 sends
 * `conversation.tracking`, 4.16 to 5.8 only the top-level
 * `conversation_tracking` (5.9 keeps it too); null where it says nothing.
 */
export function toldTracking(status: {
  conversation: { tracking: string | null } | null;
  conversation_tracking: string | null;
}): string | null {
  return status.conversation?.tracking ?? status.conversation_tracking;
}

/**
 * Whether the user follows a post's conversation: what the post says, else
 * what the user last chose in this session, else not.
 */
export function followsConversation(
  told: string | null | undefined,
  chosenHere: boolean | undefined,
): boolean {
  if (told === "follow") return true;
  if (told === "normal") return false;
  return chosenHere ?? false;
}
