/**
 * How Mitra's `/api/v2/search` reads a query (the same from 3.10 to 5.9): the
 * first of six kinds that matches the trimmed text, in the server's order;
 * anything else (two plain words, say) finds nothing. The search box uses it
 * to offer the searches that will find something, in a useful order.
 */
export type SearchKind = "did" | "url" | "wallet" | "tag" | "posts" | "people" | "none";

const DID = /^did:(?:key|pkh):\S+$/;
const ETHEREUM = /^0x[a-f0-9]{40}$/;
const TAG = /^#[\p{L}\p{M}\p{N}\p{Pc}]+$/u;
const POSTS = /^>.+$/;
const PROFILE = /^(?:@|!|acct:)?(?<username>[A-Za-z0-9\-._]+)(?:@(?<hostname>[^@\s]*))?$/;
const WORD = /^[\p{L}\p{M}\p{N}\p{Pc}]+$/u;

function isUrl(text: string): boolean {
  if (text.startsWith("ap://")) return true;
  try {
    const url = new URL(text);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** The kind of search the server makes of this query. */
export function searchKind(query: string): SearchKind {
  const text = query.trim();
  if (DID.test(text)) return "did";
  if (isUrl(text)) return "url";
  if (ETHEREUM.test(text.toLowerCase())) return "wallet";
  if (TAG.test(text)) return "tag";
  if (POSTS.test(text)) return "posts";
  if (PROFILE.test(text)) return "people";
  return "none";
}

/** The words of a post search: the text after `>`, or the query itself. */
export function postSearchText(query: string): string {
  const text = query.trim();
  return text.startsWith(">") ? text.slice(1).trim() : text;
}

/** A choice the search box offers; `query` is what is sent as `q`. */
export interface SearchChoice {
  kind: "posts" | "people" | "tag" | "open" | "identity";
  query: string;
  /** What the person sees searched: the words, the address, the tag. */
  shown: string;
}

const posts = (text: string): SearchChoice => ({
  kind: "posts",
  query: `>${text}`,
  shown: text,
});

/**
 * The searches that can find something for what was typed, the likeliest
 * first: a URL is opened, a DID or wallet finds who proved it, a tag its
 * tags; an address (or `@name`) its people before posts; a bare word or
 * anything with spaces is a post search first. Empty for blank text.
 */
export function searchChoices(typed: string): SearchChoice[] {
  const text = typed.trim();
  if (text === "") return [];
  switch (searchKind(text)) {
    case "url":
      return [{ kind: "open", query: text, shown: text }];
    case "did":
    case "wallet":
      return [{ kind: "identity", query: text, shown: text }];
    case "tag":
      return [{ kind: "tag", query: text, shown: text }, posts(text.slice(1))];
    case "posts": {
      const words = postSearchText(text);
      return words === "" ? [] : [posts(words)];
    }
    case "people": {
      const match = PROFILE.exec(text)?.groups;
      const username = match?.username ?? text;
      const address = match?.hostname ? `${username}@${match.hostname}` : username;
      const person: SearchChoice = { kind: "people", query: `@${address}`, shown: `@${address}` };
      // A prefix or a hostname says a person is meant; a bare word may be anything.
      if (text !== username) return [person, posts(text.replace(/^(@|!|acct:)/, ""))];
      const tag: SearchChoice[] = WORD.test(text)
        ? [{ kind: "tag", query: `#${text}`, shown: `#${text}` }]
        : [];
      return [posts(text), person, ...tag];
    }
    case "none": {
      const words = postSearchText(text);
      return words === "" ? [] : [posts(words)];
    }
  }
}
