import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import { localeDirection } from "@/domain/locales";
import type { MessageId } from "./i18n";

type TranslateValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: TranslateValues) => string;

/**
 * A text put into a right-to-left sentence, between first-strong isolate
 * marks (FSI … PDI): "@alice" or a host keeps its own direction instead of
 * its "@" or "." drifting to the Persian side.
 */
function isolated(values: TranslateValues): TranslateValues {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === "string" ? `\u2068${value}\u2069` : value,
    ]),
  );
}

/** The translate function for the active locale; re-renders on locale change. */
export function useT(): Translate {
  const { i18n } = useLingui();
  const rightToLeft = localeDirection(i18n.locale) === "rtl";
  return useCallback(
    (id, values) => i18n._(id, values && rightToLeft ? isolated(values) : values),
    [i18n, rightToLeft],
  );
}

/** The active UI locale ("en", "pt-BR"…); re-renders on locale change. */
export function useUiLocale(): string {
  return useLingui().i18n.locale;
}
