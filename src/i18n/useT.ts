import { useLingui } from "@lingui/react";
import { useCallback } from "react";
import type { MessageId } from "./i18n";

type TranslateValues = Record<string, string | number>;
export type Translate = (id: MessageId, values?: TranslateValues) => string;

/** The translate function for the active locale; re-renders on locale change. */
export function useT(): Translate {
  const { i18n } = useLingui();
  return useCallback((id, values) => i18n._(id, values), [i18n]);
}

/** The active UI locale ("en", "pt-BR"…); re-renders on locale change. */
export function useUiLocale(): string {
  return useLingui().i18n.locale;
}
