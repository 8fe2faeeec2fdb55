const formatters = new Map<string, Intl.DateTimeFormat>();

/** A calendar date in the reader's language ("14 Nov 2026"), as a <time> element. */
export function DateText({ iso, locale }: { iso: string; locale: string }) {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { dateStyle: "medium" });
    formatters.set(locale, formatter);
  }
  return <time dateTime={iso}>{formatter.format(date)}</time>;
}
