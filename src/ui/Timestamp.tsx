import { relativeTime, TIMESTAMP_REFRESH_MS } from "../domain/relativeTime";
import { useNow } from "./useNow";

const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

/** Intl formatters are costly to make; one per locale and style. */
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

export function formatRelative(date: Date, now: Date, locale: string): string {
  const relative = relativeTime(date, now);
  if (relative.unit === "date") {
    const key = `${locale}|date|${String(relative.withYear)}`;
    return cached(
      key,
      () =>
        new Intl.DateTimeFormat(locale, {
          day: "2-digit",
          month: "short",
          year: relative.withYear ? "numeric" : undefined,
        }),
    ).format(date);
  }
  return cached(
    `${locale}|${relative.unit}`,
    () =>
      new Intl.NumberFormat(locale, { style: "unit", unit: relative.unit, unitDisplay: "narrow" }),
  ).format(relative.value);
}

export function formatFull(date: Date, locale: string): string {
  return cached(
    `${locale}|full`,
    () => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }),
  ).format(date);
}

/** A relative time that refreshes every 5 s (spec §2), with the full date as its title. */
export function Timestamp({ iso, locale }: { iso: string; locale: string }) {
  const now = useNow(TIMESTAMP_REFRESH_MS);
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return (
    <time dateTime={iso} title={formatFull(date, locale)}>
      {formatRelative(date, new Date(now), locale)}
    </time>
  );
}
