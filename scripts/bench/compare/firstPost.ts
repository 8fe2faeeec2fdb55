import { BenchFailure } from "../failure";

/** The parts of a Mastodon status read here. */
interface StatusText {
  content: string;
  spoiler_text?: string;
  reblog?: StatusText | null;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function decode(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (whole, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) {
      return String.fromCodePoint(parseInt(name.slice(2), 16));
    }
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** How much of the text the probe looks for: enough to be the post's and nobody else's. */
const SNIPPET_CHARS = 32;
const MIN_CHARS = 8;

/**
 * A piece of the status' text that any client shows as one text node: the
 * first run between tags long enough to tell, up to a shortcode (`:blob:`,
 * which clients turn into an image). The content warning when there is one
 * (the text itself is folded away). Null when there is no such run.
 */
export function textSnippet(status: StatusText): string | null {
  const shown = status.reblog ?? status;
  if (shown.spoiler_text?.trim()) {
    return shown.spoiler_text.trim().slice(0, SNIPPET_CHARS).split(":")[0]?.trim() || null;
  }
  for (const [, run = ""] of shown.content.matchAll(/(?:^|>)([^<]+)/g)) {
    const text = decode(run).split(":")[0]?.trim() ?? "";
    if (text.length >= MIN_CHARS) return text.slice(0, SNIPPET_CHARS).trim();
  }
  return null;
}

/** The snippet of the first post on `token`'s home timeline, asked of the API itself. */
export async function firstPostSnippet(apiOrigin: string, token: string): Promise<string> {
  const response = await fetch(`${apiOrigin}/api/v1/timelines/home?limit=1`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const statuses = (await response.json()) as StatusText[];
  const snippet = statuses[0] ? textSnippet(statuses[0]) : null;
  if (!snippet) throw new BenchFailure("the first post on /home has no text to look for");
  return snippet;
}
