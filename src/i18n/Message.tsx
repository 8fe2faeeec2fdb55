import { Trans } from "@lingui/react";
import type { ReactElement } from "react";
import type { MessageId } from "./i18n";
import type { TranslateValues } from "./useT";

/**
 * A message with markup inside it: `<0>…</0>` in the catalogue becomes the
 * element given as component 0, so a translation can move the emphasised
 * part (e.g. a count) where its grammar puts it.
 */
export function Message({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: TranslateValues;
  components: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}
