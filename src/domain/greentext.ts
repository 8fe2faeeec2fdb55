/**
 * Greentext: a line of post HTML that starts with `&gt;` is wrapped in
 * <span class="greentext">. A run begins at the start of the HTML or right
 * after a tag, holds no `<`, and ends at a tag or the end.
 * Applied to the server's HTML before sanitizing (the sanitizer keeps the class).
 */
const GREENTEXT = /(^|>)(&gt;[^<]*)(?=<|$)/g;

export function addGreentext(html: string): string {
  return html.replace(GREENTEXT, '$1<span class="greentext">$2</span>');
}
