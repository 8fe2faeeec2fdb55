import { useLingui } from "@lingui/react";

/**
 * The UI languages whose counts are not written in Latin digits: Persian's
 * own (۱۲). The others write a bare count as String() does, so they skip
 * Intl: its first NumberFormat loads the locale's data, about 100 ms of the
 * main thread on a slow phone, in the middle of the start's first cards.
 */
const OWN_DIGITS = new Set(["fa"]);

const formats = new Map<string, (value: number) => string>();

/** The count writer of `locale`, one per language, made on first use. */
export function numberFormatter(locale: string): (value: number) => string {
  let format = formats.get(locale);
  if (!format) {
    if (OWN_DIGITS.has(locale.split("-")[0] ?? locale)) {
      const intl = new Intl.NumberFormat(locale, { useGrouping: false });
      format = (value) => intl.format(value);
    } else {
      format = (value) => String(value);
    }
    formats.set(locale, format);
  }
  return format;
}

/**
 * Writes a bare count (a badge, a post's replies) in the UI language's digits:
 * Persian's own (۱۲). No grouping, so every other language shows what it did.
 */
export function useFormatNumber(): (value: number) => string {
  return numberFormatter(useLingui().i18n.locale);
}
