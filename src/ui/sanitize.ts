import DOMPurify from "dompurify";

/**
 * The allowlist for remote HTML (posts, bios, field values, instance
 * descriptions). Anything not listed is removed with its attributes.
 */
const ALLOWED_TAGS = [
  "a",
  "p",
  "br",
  "span",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "sub",
  "sup",
  "code",
  "pre",
  "blockquote",
  "ul",
  "ol",
  "li",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "hr",
];
const ALLOWED_ATTR = ["href", "class", "title", "lang", "dir"];
/** Classes Mitra and Mastodon put on content that our styles understand. */
const ALLOWED_CLASSES = new Set([
  "mention",
  "hashtag",
  "h-card",
  "u-url",
  "invisible",
  "ellipsis",
  "greentext",
  "quote-inline",
]);
/** Only web and mail links; javascript:, data: and the rest are dropped. */
const SAFE_URL = /^(?:https?:|mailto:)/i;

export function isSafeUrl(url: string): boolean {
  return SAFE_URL.test(url.trim());
}

/** What DOMPurify is told for every call: the allowlist, and a detached fragment back. */
const CONFIG = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  RETURN_DOM_FRAGMENT: true,
} as const;

let configured = false;

/**
 * The allowlist is set once: DOMPurify otherwise parses a call's config again
 * on every call, a quarter of the time a post's body takes to sanitize.
 */
function configure(): void {
  if (configured) return;
  configured = true;
  DOMPurify.setConfig(CONFIG);
  DOMPurify.addHook("uponSanitizeAttribute", (_node, data) => {
    if (data.attrName === "href" && !isSafeUrl(data.attrValue)) {
      data.keepAttr = false;
    }
    if (data.attrName === "class") {
      data.attrValue = data.attrValue
        .split(/\s+/)
        .filter((name) => ALLOWED_CLASSES.has(name))
        .join(" ");
      if (!data.attrValue) data.keepAttr = false;
    }
  });
}

/** Sanitizes to a detached fragment; nothing of it has touched the page. */
export function sanitizeToFragment(html: string): DocumentFragment {
  configure();
  // The config set above applies; passing it again only gives the call its return type.
  return DOMPurify.sanitize(html, CONFIG);
}

/**
 * The text of remote HTML for a one-line excerpt: sanitized first, hidden
 * link parts left out, a space where a paragraph or line break was.
 */
export function htmlToText(html: string): string {
  const fragment = sanitizeToFragment(html);
  for (const hidden of fragment.querySelectorAll(".invisible")) hidden.remove();
  for (const br of fragment.querySelectorAll("br")) br.replaceWith(" ");
  for (const block of fragment.querySelectorAll("p, li, blockquote, pre, h1, h2, h3, h4, h5, h6")) {
    block.append(" ");
  }
  return fragment.textContent.replace(/\s+/g, " ").trim();
}
