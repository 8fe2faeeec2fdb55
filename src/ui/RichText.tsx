import { createElement, Fragment, useMemo, type ReactNode } from "react";
import { isSafeUrl, sanitizeToFragment } from "./sanitize";
import "./RichText.css";

export interface Emoji {
  shortcode: string;
  url: string;
}

export interface LinkInfo {
  href: string;
  /** Classes of the anchor (e.g. mention, hashtag), already allowlisted. */
  classes: string[];
  children: ReactNode;
  key: string;
}

interface RichTextProps {
  html: string;
  emojis?: readonly Emoji[];
  /** Lets a feature turn a link into an in-app one; null keeps it external. */
  renderLink?: (link: LinkInfo) => ReactNode | null;
  /**
   * Leaves out elements of the sanitized tree (with their content) that the
   * feature shows another way, e.g. a quote's fallback line.
   */
  omit?: (element: Element) => boolean;
  className?: string;
  /** Inline content (a display name) renders in a span instead of a div. */
  inline?: boolean;
}

const SHORTCODE = /:([a-zA-Z0-9._-]+):/g;
const VOID_TAGS = new Set(["br", "hr"]);

/** Text with :shortcode: turned into emoji images (only safe http(s) URLs). */
/** A custom emoji's width and height before it loads (CSS sizes it to 1.4em). */
const EMOJI_SIDE = 22;

export function withEmojis(
  text: string,
  emojis: ReadonlyMap<string, string>,
  keyPrefix: string,
): ReactNode[] {
  if (emojis.size === 0 || !text.includes(":")) return [text];
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SHORTCODE)) {
    const [whole, code = ""] = match;
    const url = emojis.get(code);
    if (!url) continue;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <img
        key={`${keyPrefix}-${match.index}`}
        className="emoji"
        src={url}
        // Custom emoji are square as a rule: the box is held before the
        // picture arrives (lazily), so the text after it does not move.
        width={EMOJI_SIDE}
        height={EMOJI_SIDE}
        alt={whole}
        title={whole}
        loading="lazy"
        decoding="async"
      />,
    );
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

export function emojiMap(emojis: readonly Emoji[] | undefined): Map<string, string> {
  const map = new Map<string, string>();
  for (const emoji of emojis ?? []) {
    if (isSafeUrl(emoji.url) && !emoji.url.toLowerCase().startsWith("mailto:")) {
      map.set(emoji.shortcode, emoji.url);
    }
  }
  return map;
}

interface Walk {
  emojis: ReadonlyMap<string, string>;
  renderLink: RichTextProps["renderLink"];
  omit: RichTextProps["omit"];
}

function convert(node: Node, key: string, walk: Walk): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) {
    const parts = withEmojis(node.textContent ?? "", walk.emojis, key);
    return parts.length === 1 ? parts[0] : createElement(Fragment, { key }, ...parts);
  }
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  if (walk.omit?.(element)) return null;
  const tag = element.tagName.toLowerCase();
  const children = Array.from(element.childNodes, (child, index) =>
    convert(child, `${key}.${index}`, walk),
  );
  const classes = (element.getAttribute("class") ?? "").split(/\s+/).filter(Boolean);
  if (tag === "a") {
    const href = element.getAttribute("href");
    if (!href) return createElement(Fragment, { key }, ...children);
    const custom = walk.renderLink?.({ href, classes, children, key });
    if (custom) return custom;
    return createElement(
      "a",
      {
        key,
        href,
        className: classes.join(" ") || undefined,
        target: "_blank",
        rel: "noopener noreferrer nofollow",
        title: element.getAttribute("title") ?? undefined,
      },
      ...children,
    );
  }
  const props = {
    key,
    className: classes.join(" ") || undefined,
    title: element.getAttribute("title") ?? undefined,
    lang: element.getAttribute("lang") ?? undefined,
    dir: element.getAttribute("dir") ?? undefined,
  };
  if (VOID_TAGS.has(tag)) return createElement(tag, props);
  return createElement(tag, props, ...children);
}

/**
 * The only place remote HTML reaches the page: sanitized to an allowlist,
 * then rebuilt as React elements (no innerHTML), with custom emoji as
 * images and external links opened safely.
 */
export function RichText({
  html,
  emojis,
  renderLink,
  omit,
  className,
  inline = false,
}: RichTextProps) {
  const content = useMemo(() => {
    const fragment = sanitizeToFragment(html);
    const walk: Walk = { emojis: emojiMap(emojis), renderLink, omit };
    return Array.from(fragment.childNodes, (child, index) => convert(child, String(index), walk));
  }, [html, emojis, renderLink, omit]);
  const classes = ["rich-text", className].filter(Boolean).join(" ");
  return inline ? (
    <span className={classes} dir="auto">
      {content}
    </span>
  ) : (
    <div className={classes} dir="auto">
      {content}
    </div>
  );
}
