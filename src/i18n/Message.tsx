import type { ReactNode } from "react";
import type { MessageId } from "./i18n";
import { useT, type TranslateValues } from "./useT";

/** The one part of a translation to set apart, e.g. the number in "<0>5</0> posts". */
const MARKED = /<0>(.*?)<\/0>/s;

/**
 * A message with one marked part (`<0>…</0>`), so each language places the
 * emphasised piece (a count) where its grammar puts it. Lingui's Trans does
 * this and more, but it would ride along in the chunk the landing page loads.
 */
export function Message({
  id,
  values,
  mark,
}: {
  id: MessageId;
  values?: TranslateValues;
  mark: (text: string) => ReactNode;
}) {
  const t = useT();
  const text = t(id, values);
  const match = MARKED.exec(text);
  if (!match) return text;
  return (
    <>
      {text.slice(0, match.index)}
      {mark(match[1] ?? "")}
      {text.slice(match.index + match[0].length)}
    </>
  );
}
