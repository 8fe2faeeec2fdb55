import { useLingui } from "@lingui/react";
import { useMemo } from "react";

/**
 * Writes a bare count (a badge, a post's replies) in the UI language's digits:
 * Persian's own (۱۲). No grouping, so every other language shows what it did.
 */
export function useFormatNumber(): (value: number) => string {
  const { locale } = useLingui().i18n;
  return useMemo(() => {
    const format = new Intl.NumberFormat(locale, { useGrouping: false });
    return (value: number) => format.format(value);
  }, [locale]);
}
