/** The address of an embedded quoted post. */
interface Quoted {
  uri: string;
  url: string | null;
}

/** What may stand beside the link in a fallback line: nothing, or "RE:". */
const FALLBACK_TEXT = /^(?:RE:)?$/i;

/**
 * The line servers add to a quoting post for clients that cannot show quotes
 * ("RE: <link>"), redundant once the quoted post is embedded below it. Mitra
 * writes it as a plain paragraph whose link is the quoted post's URI; other
 * servers mark it with the class `quote-inline`. Returns the RichText `omit`
 * rule for a post's quotes, or undefined when nothing is embedded.
 */
export function quoteFallback(
  quoted: readonly Quoted[],
): ((element: Element) => boolean) | undefined {
  if (quoted.length === 0) return undefined;
  const targets = new Set(quoted.flatMap((post) => (post.url ? [post.uri, post.url] : [post.uri])));
  return (element) => {
    if (element.classList.contains("quote-inline")) return true;
    if (element.tagName.toLowerCase() !== "p") return false;
    const links = Array.from(element.querySelectorAll("a"));
    if (links.length === 0) return false;
    if (!links.every((link) => targets.has(link.getAttribute("href") ?? ""))) return false;
    const rest = links.reduce(
      (text, link) => text.replace(link.textContent, ""),
      element.textContent,
    );
    return FALLBACK_TEXT.test(rest.replace(/\s+/g, ""));
  };
}
