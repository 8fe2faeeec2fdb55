import { relativeTime, TIMESTAMP_REFRESH_MS } from "@/domain/relativeTime";
import { formatOr, parseDate } from "@/domain/safeFormat";
import { useNowAs } from "./useNow";
import { whenIdle } from "./whenIdle";

type Formatter = Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat;
const formatters = new Map<string, Formatter>();

/** Intl formatters are costly to make; one per locale and style. */
function cached<T extends Formatter>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter as T;
}

/**
 * A date as 'dd LLL' (or 'dd LLL y' when the year differs): day first, then
 * the language's standalone short month name, then the year, whatever order
 * the locale's own medium date would use. Only the numeric parts of the day
 * and year are kept, so "05日" or "2021年" do not repeat the month's wording.
 */
export function formatDayMonth(date: Date, locale: string, withYear: boolean): string {
  return formatOr(() => dayMonth(date, locale, withYear), "");
}

function dayMonth(date: Date, locale: string, withYear: boolean): string {
  const part = (type: "day" | "year", options: Intl.DateTimeFormatOptions) =>
    cached(`${locale}|date-${type}`, () => new Intl.DateTimeFormat(locale, options))
      .formatToParts(date)
      .find((each) => each.type === type)?.value ?? "";
  const day = part("day", { day: "2-digit" });
  const month = cached(
    `${locale}|date-month`,
    () => new Intl.DateTimeFormat(locale, { month: "short" }),
  ).format(date);
  return withYear ? `${day} ${month} ${part("year", { year: "numeric" })}` : `${day} ${month}`;
}

/**
 * Languages whose narrow units are Latin letters after their own digits
 * (Persian "۵m", "۵h", but "۵ روز"): their short units are their own words.
 */
const LATIN_NARROW_UNITS = ["fa"];

/** "3h", "now", "05 Mar": "" for a date Intl cannot format. */
export function formatRelative(date: Date, now: Date, locale: string): string {
  return formatOr(() => relativeText(date, now, locale), "");
}

function relativeText(date: Date, now: Date, locale: string): string {
  const relative = relativeTime(date, now);
  if (relative.unit === "date") return formatDayMonth(date, locale, relative.withYear);
  // The language's own word for "now" ("jetzt", "maintenant", "今"…).
  if (relative.unit === "now") {
    return cached(
      `${locale}|now`,
      () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }),
    ).format(0, "second");
  }
  return cached(
    `${locale}|${relative.unit}`,
    () =>
      new Intl.NumberFormat(locale, {
        style: "unit",
        unit: relative.unit,
        unitDisplay: LATIN_NARROW_UNITS.includes(locale) ? "short" : "narrow",
      }),
  ).format(relative.value);
}

/** The full date and time, or "" for a date Intl cannot format. */
export function formatFull(date: Date, locale: string): string {
  return formatOr(
    () =>
      cached(
        `${locale}|full`,
        () => new Intl.DateTimeFormat(locale, { dateStyle: "full", timeStyle: "short" }),
      ).format(date),
    "",
  );
}

const MINUTE_MS = 60_000;

/**
 * Makes, one per idle moment, the formatters a feed's timestamps use, while
 * the start waits for its answers: the first of them loads the language's
 * number data (about 70 ms of a slow phone's main thread), which otherwise
 * came in the middle of the task that mounts the first cards.
 */
export function warmDateFormats(locale: string): void {
  const now = new Date();
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
  const steps = [
    () => formatRelative(ago(120), now, locale),
    () => formatFull(now, locale),
    () => formatRelative(ago(5), now, locale),
    () => formatRelative(ago(2 * 24 * 60), now, locale),
    () => formatRelative(now, now, locale),
    () => formatRelative(ago(30 * 24 * 60), now, locale),
    // Older than this year: with the year.
    () => formatRelative(ago(400 * 24 * 60), now, locale),
  ];
  const next = () => {
    steps.shift()?.();
    if (steps.length > 0) whenIdle(next);
  };
  whenIdle(next);
}

/**
 * A relative time read again every 5 s, with the full date as its title. It
 * renders again only when its text changes: a feed's timestamps are read at
 * each tick, but an hour-old post's "1h" redraws nothing.
 */
export function Timestamp({ iso, locale }: { iso: string; locale: string }) {
  const date = parseDate(iso);
  const text = useNowAs(TIMESTAMP_REFRESH_MS, (now) =>
    date ? formatRelative(date, new Date(now), locale) : "",
  );
  if (!date) return null;
  return (
    <time dateTime={iso} title={formatFull(date, locale)}>
      {text}
    </time>
  );
}
