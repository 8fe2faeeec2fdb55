import { parseDate } from "@/domain/safeFormat";
import { formatDayMonth } from "./Timestamp";

/** A calendar date in the reader's language, day first ("14 Nov 2026"), as a <time> element. */
export function DateText({ iso, locale }: { iso: string; locale: string }) {
  const date = parseDate(iso);
  if (!date) return null;
  return <time dateTime={iso}>{formatDayMonth(date, locale, true)}</time>;
}
