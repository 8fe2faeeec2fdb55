import { cloneElement, Fragment, type ReactElement, type ReactNode } from "react";
import { useLingui } from "@lingui/react";
import type { MessageId } from "./i18n";

/** `<name/>`, or `<name>text</name>` (not nested), as Lingui writes element tags. */
const TAG = /<(\w+)\/>|<(\w+)>([\s\S]*?)<\/\2>/g;

/**
 * A translated sentence with elements in it (links, names, an emphasised
 * count): the message marks each with a named tag, `<names/>` or
 * `<0>#</0>`, and the element of that name takes its place wherever the
 * translation puts it (a paired tag's text becomes the element's children). Values are numbers only: tags are read
 * after values are put in, so text from the network must come as an element.
 *
 * Lingui's <Trans> does the same, but it lives in the module of @lingui/react
 * that the landing page loads for its provider, and would add about 0.8 kB
 * gzip there; the tag syntax is Lingui's, so catalogues stay Lingui's.
 */
export function Message({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: Record<string, number>;
  components: Record<string, ReactElement<{ children?: ReactNode }>>;
}) {
  const { i18n } = useLingui();
  const text = i18n._(id, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    const name = match[1] ?? match[2] ?? "";
    const element = components[name];
    parts.push(text.slice(last, match.index));
    if (element) {
      parts.push(
        match[3] === undefined
          ? cloneElement(element, { key: parts.length })
          : cloneElement(element, { key: parts.length }, match[3]),
      );
    }
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
