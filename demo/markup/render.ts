/**
 * Post text (basic Markdown or plain text) to HTML shaped like Mitra's:
 * paragraphs, <br> line breaks, lists, code blocks, links, and the
 * microsyntax (mentions, hashtags, custom emoji shortcodes) collected into the
 * lists a Status carries. Used both by the seed and by POST /api/v1/statuses,
 * so seeded and new posts look alike.
 */
import { BASE_TOKEN, type AccountRecord } from "../store/records.ts";

export interface MarkupContext {
  /** A local account by username, or a remote one by username and domain. */
  findAccount(username: string, domain: string | null): AccountRecord | undefined;
  /** The profile URL a mention links to (may contain BASE_TOKEN). */
  profileUrl(account: AccountRecord): string;
  isCustomEmoji(shortcode: string): boolean;
  /** This instance's host, so "@name@{host}" mentions resolve locally. */
  localHost: string | null;
}

export interface Markup {
  html: string;
  mentionIds: string[];
  tags: string[];
  emojis: string[];
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

function mentionHtml(href: string, username: string): string {
  return `<span class="h-card"><a class="u-url mention" href="${escapeHtml(href)}">@<span>${escapeHtml(username)}</span></a></span>`;
}

function hashtagHtml(tag: string): string {
  const href = `${BASE_TOKEN}/tag/${encodeURIComponent(tag.toLowerCase())}`;
  return `<a class="hashtag" href="${href}" rel="tag">#<span>${escapeHtml(tag)}</span></a>`;
}

function linkHtml(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" rel="noopener noreferrer" target="_blank">${text}</a>`;
}

const INLINE = new RegExp(
  [
    "`([^`\\n]+)`", // 1 inline code
    "\\[([^\\]\\n]+)\\]\\((https?:\\/\\/[^\\s)]+)\\)", // 2, 3 markdown link
    "(https?:\\/\\/[^\\s<]*[^\\s<.,;:!?)\\]'\"])", // 4 bare URL
    "(^|[^\\p{L}\\p{N}_@/])@([A-Za-z0-9_]+)(?:@([A-Za-z0-9.-]+\\.[A-Za-z]{2,}))?", // 5, 6, 7 mention
    "(^|[^\\p{L}\\p{N}_&#/])#(\\p{L}[\\p{L}\\p{N}_]*)", // 8, 9 hashtag
  ].join("|"),
  "gu",
);

/** Bold and italic on already-escaped text. */
function emphasis(text: string): string {
  return text
    .replace(/\*\*([^*\n]+)\*\*/g, "<strong>$1</strong>")
    .replace(/(^|[^*\w])\*([^*\n]+)\*(?![*\w])/g, "$1<em>$2</em>");
}

class Collector {
  readonly mentionIds: string[] = [];
  readonly tags: string[] = [];
  readonly emojis: string[] = [];

  constructor(private readonly context: MarkupContext) {}

  /** Records the custom emoji shortcodes that occur in a piece of text. */
  scanEmojis(text: string): void {
    for (const match of text.matchAll(/:([A-Za-z0-9_]+):/g)) {
      const shortcode = match[1] ?? "";
      if (this.context.isCustomEmoji(shortcode) && !this.emojis.includes(shortcode)) {
        this.emojis.push(shortcode);
      }
    }
  }

  mention(username: string, domain: string | null): string | null {
    const local = domain === null || domain === this.context.localHost;
    const account = this.context.findAccount(username, local ? null : domain);
    if (!account) return null;
    if (!this.mentionIds.includes(account.id)) this.mentionIds.push(account.id);
    return mentionHtml(this.context.profileUrl(account), account.username);
  }

  tag(tag: string): string {
    const name = tag.toLowerCase();
    if (!this.tags.includes(name)) this.tags.push(name);
    return hashtagHtml(tag);
  }
}

function inline(line: string, collector: Collector): string {
  let out = "";
  let last = 0;
  const text = (chunk: string): string => {
    collector.scanEmojis(chunk);
    return emphasis(escapeHtml(chunk));
  };
  for (const match of line.matchAll(INLINE)) {
    const index = match.index;
    out += text(line.slice(last, index));
    last = index + match[0].length;
    const [whole, code, linkText, linkHref, url, mentionLead, username, domain, tagLead, tag] =
      match;
    if (code !== undefined) {
      out += `<code>${escapeHtml(code)}</code>`;
    } else if (linkText !== undefined && linkHref !== undefined) {
      out += linkHtml(linkHref, text(linkText));
    } else if (url !== undefined) {
      out += linkHtml(url, escapeHtml(url));
    } else if (username !== undefined) {
      const html = collector.mention(username, domain ?? null);
      out +=
        text(mentionLead ?? "") + (html ?? escapeHtml(whole.slice((mentionLead ?? "").length)));
    } else if (tag !== undefined) {
      out += text(tagLead ?? "") + collector.tag(tag);
    } else {
      out += text(whole);
    }
  }
  return out + text(line.slice(last));
}

function paragraph(block: string, collector: Collector): string {
  const lines = block.split("\n");
  if (lines.every((line) => /^\s*[-*] /.test(line))) {
    const items = lines.map(
      (line) => `<li>${inline(line.replace(/^\s*[-*] /, ""), collector)}</li>`,
    );
    return `<ul>${items.join("")}</ul>`;
  }
  if (lines.every((line) => /^\s*\d+\. /.test(line))) {
    const items = lines.map(
      (line) => `<li>${inline(line.replace(/^\s*\d+\. /, ""), collector)}</li>`,
    );
    return `<ol>${items.join("")}</ol>`;
  }
  // Lines starting with ">" stay text ("&gt;…"): greentext, as Mitra 3.10 does.
  return `<p>${lines.map((line) => inline(line, collector)).join("<br>")}</p>`;
}

export function renderMarkdown(source: string, context: MarkupContext): Markup {
  const collector = new Collector(context);
  const text = source.replace(/\r\n?/g, "\n").trim();
  const parts: string[] = [];
  let last = 0;
  const blocks = (chunk: string): void => {
    for (const block of chunk.split(/\n{2,}/)) {
      if (block.trim()) parts.push(paragraph(block.replace(/^\n+|\n+$/g, ""), collector));
    }
  };
  for (const match of text.matchAll(/```[\w-]*\n([\s\S]*?)\n?```/g)) {
    blocks(text.slice(last, match.index));
    parts.push(`<pre><code>${escapeHtml(match[1] ?? "")}</code></pre>`);
    last = match.index + match[0].length;
  }
  blocks(text.slice(last));
  return {
    html: parts.join(""),
    mentionIds: collector.mentionIds,
    tags: collector.tags,
    emojis: collector.emojis,
  };
}

/** Mentions, hashtags and emoji found in HTML written by hand (text/html posts). */
export function scanHtml(html: string, context: MarkupContext): Omit<Markup, "html"> {
  const collector = new Collector(context);
  collector.scanEmojis(html.replace(/<[^>]*>/g, " "));
  for (const match of html.matchAll(/class="hashtag"[^>]*>#<span>([^<]+)<\/span>/g)) {
    collector.tag(match[1] ?? "");
  }
  return { mentionIds: collector.mentionIds, tags: collector.tags, emojis: collector.emojis };
}

/** Plain text of post HTML, for search and the Atom feed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/g, "\n")
    .replace(/<\/p>/g, "\n\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .trim();
}
