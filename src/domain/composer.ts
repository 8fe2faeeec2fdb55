import type { Visibility } from "@/api/entities/status";

/**
 * Pure rules of the post editor: visibility choices, when it may submit,
 * reply mentions, suggestions, emoji insertion, attachments and its limits.
 */

/** The post a reply answers, as far as the rules need it. */
export interface ReplyTarget {
  visibility: Visibility;
  authorId: string;
}

/** Which visibilities a post may have; the first is a reply's default. */
export function visibilityChoices(
  replyTo: ReplyTarget | null,
  currentUserId: string,
): Visibility[] {
  if (!replyTo || replyTo.visibility === "public") {
    return ["public", "private", "subscribers", "direct"];
  }
  if (replyTo.visibility === "private") {
    return replyTo.authorId === currentUserId ? ["private", "direct"] : ["direct", "conversation"];
  }
  return ["direct"];
}

/**
 * The visibility an editor starts with: a new top-level post the user's
 * default when the target allows it; anything else (a reply, a quote of a
 * limited post) the first of its choices, as the reply rules say.
 */
export function initialVisibility(
  choices: readonly Visibility[],
  topLevelPost: boolean,
  defaultVisibility: Visibility | null,
): Visibility {
  if (topLevelPost && defaultVisibility !== null && choices.includes(defaultVisibility)) {
    return defaultVisibility;
  }
  return choices[0] ?? "public";
}

/** Characters left: the instance's max_characters minus the text's length. */
export function remainingCharacters(maxCharacters: number, text: string): number {
  return maxCharacters - text.length;
}

/** The counter shows when fewer than 100 characters remain. */
const COUNTER_THRESHOLD = 100;

export function showCounter(remaining: number): boolean {
  return remaining < COUNTER_THRESHOLD;
}

/** Submit needs text present, within the limit, nothing in flight. */
export function canSubmit(state: {
  text: string;
  remaining: number;
  inFlight: boolean;
  uploading: boolean;
}): boolean {
  return (
    state.text.trim().length > 0 && state.remaining >= 0 && !state.inFlight && !state.uploading
  );
}

/**
 * A reply starts with the parent's author and the people it mentions, without
 * the current user and without repeats, each as @acct, joined by spaces with a
 * trailing space.
 */
export function replyMentions(
  post: {
    account: { id: string; acct: string };
    mentions: readonly { id: string; acct: string; username: string }[];
  },
  currentUserId: string,
): string {
  const handles: string[] = [];
  const seen = new Set<string>();
  const people: { id: string; acct: string }[] = [
    post.account,
    ...post.mentions.map((mention) => ({ id: mention.id, acct: mention.acct || mention.username })),
  ];
  for (const person of people) {
    const acct = person.acct;
    if (person.id === currentUserId || !acct || seen.has(person.id)) continue;
    seen.add(person.id);
    handles.push(`@${acct}`);
  }
  return handles.length > 0 ? `${handles.join(" ")} ` : "";
}

/**
 * The mention being typed at the caret: an @ at the start or after whitespace,
 * then at least 2 non-space characters up to the caret.
 */
export function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]*)$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? "";
  if (query.length < 2) return null;
  return { start: caret - query.length - 1, query };
}

/**
 * A word being typed at the caret that starts with `sigil` after the start or
 * whitespace, with at least 2 characters of `word` up to the caret.
 */
function tokenAt(
  text: string,
  caret: number,
  sigil: string,
  word: string,
): { start: number; query: string } | null {
  const match = new RegExp(`(^|\\s)${sigil}(${word}{2,})$`, "u").exec(text.slice(0, caret));
  const query = match?.[2];
  return query === undefined ? null : { start: caret - query.length - 1, query };
}

/** The emoji shortcode being typed at the caret (`:sho`): letters, digits, _, + and -. */
export function shortcodeAt(text: string, caret: number): { start: number; query: string } | null {
  return tokenAt(text, caret, ":", "[\\p{L}\\p{N}_+-]");
}

/** The hashtag being typed at the caret (`#ta`): letters, digits and _. */
export function hashtagAt(text: string, caret: number): { start: number; query: string } | null {
  return tokenAt(text, caret, "#", "[\\p{L}\\p{N}_]");
}

/** No suggestions when the only result is exactly what was typed. */
export function shouldSuggest(query: string, results: readonly { acct: string }[]): boolean {
  if (results.length === 0) return false;
  const only = results.length === 1 ? results[0] : undefined;
  return !(only && only.acct.toLowerCase() === query.toLowerCase());
}

/** Mention suggestions: at most 4, asked 500 ms after typing pauses. */
export const MENTION_LIMIT = 4;
export const MENTION_DEBOUNCE_MS = 500;

/**
 * A completed word (a picked mention, tag or emoji shortcode) in place of the
 * typed one, followed by a space so the next word can start at once; a space
 * already there is kept rather than doubled, and the caret goes past it.
 */
export function completeWord(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; caret: number } {
  const after = text.slice(end);
  const spaced = /^\s/.test(after) ? insert : `${insert} `;
  return { text: text.slice(0, start) + spaced + after, caret: start + insert.length + 1 };
}

/**
 * Where an inserted emoji goes: a space after it (unless one follows), and one
 * before it unless the previous character is whitespace.
 */
export function insertAt(
  text: string,
  start: number,
  end: number,
  insert: string,
): { text: string; caret: number } {
  const before = text.slice(0, start);
  const lead = before === "" || /\s$/.test(before) ? "" : " ";
  return completeWord(text, start, end, lead + insert);
}

/** The idempotency key of a post: 20 hex characters. */
export function createIdempotencyKey(): string {
  const bytes = new Uint8Array(10);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

const DATA_URL = /^data:(\w+\/[\w+.-]+);base64,([A-Za-z0-9+/]*={0,2})$/;

/** A file read as data:type;base64,…; anything else is refused. */
export function parseDataUrl(dataUrl: string): { mediaType: string; data: string } {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match?.[1] || match[2] === undefined) throw new Error("invalid data URL");
  return { mediaType: match[1], data: match[2] };
}

/** The file picker's types, plus .m4v when the server takes video/x-m4v. */
export function acceptedFileTypes(supported: readonly string[]): string {
  const types = [...supported];
  if (supported.includes("video/x-m4v")) types.push(".m4v");
  return types.join(",");
}

/** Descriptions are trimmed, and an empty one is sent as null. */
export function cleanDescription(description: string): string | null {
  const trimmed = description.trim();
  return trimmed === "" ? null : trimmed;
}
