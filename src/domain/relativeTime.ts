/**
 * A relative timestamp: minutes under an hour, hours under a day, days
 * under a week, then the date ('dd LLL'), with the year when it differs.
 */
export type RelativeTime =
  { unit: "minute" | "hour" | "day"; value: number } | { unit: "date"; withYear: boolean };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function relativeTime(date: Date, now: Date): RelativeTime {
  // A clock a little behind the server's still reads "0 minutes", not a negative.
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  if (elapsed < HOUR) return { unit: "minute", value: Math.floor(elapsed / MINUTE) };
  if (elapsed < DAY) return { unit: "hour", value: Math.floor(elapsed / HOUR) };
  if (elapsed < 7 * DAY) return { unit: "day", value: Math.floor(elapsed / DAY) };
  return { unit: "date", withYear: date.getFullYear() !== now.getFullYear() };
}

/** Timestamps refresh every 5 seconds. */
export const TIMESTAMP_REFRESH_MS = 5_000;
