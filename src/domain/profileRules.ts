import type { Relationship } from "@/api/entities/relationship";
import type { Account, Field } from "@/api/entities/account";

/** At most 10 extra fields: shown on a profile and kept in its form (the server's limit). */
const EXTRA_FIELD_COUNT_MAX = 10;
/** The longest display name the profile form saves (Save is disabled beyond it). */
const DISPLAY_NAME_MAX = 75;
/** A follow not yet effective is re-read every 5 s, up to 5 times. */
export const FOLLOW_POLL = { intervalMs: 5_000, attempts: 5 } as const;

/**
 * The body of a follow call: both flags, always. The server turns a missing
 * flag back on, so hiding reposts must repeat whether replies are hidden. A
 * new follow shows both unless asked otherwise.
 */
export function followFlags(
  current:
    | Pick<Relationship, "following" | "requested" | "showing_reblogs" | "showing_replies">
    | undefined,
  change: { reblogs?: boolean; replies?: boolean },
): { reblogs: boolean; replies: boolean } {
  const followed = current !== undefined && (current.following || current.requested);
  return {
    reblogs: change.reblogs ?? (followed ? current.showing_reblogs : true),
    replies: change.replies ?? (followed ? current.showing_replies : true),
  };
}

/** The delays of the re-reads after a follow that is not yet effective. */
export function followPollSchedule(): number[] {
  return Array.from(
    { length: FOLLOW_POLL.attempts },
    (_, index) => (index + 1) * FOLLOW_POLL.intervalMs,
  );
}

/** Identity proofs first, then fields, cut to 10. */
export function shownFields(account: Pick<Account, "identity_proofs" | "fields">): Field[] {
  return [...account.identity_proofs, ...account.fields].slice(0, EXTRA_FIELD_COUNT_MAX);
}

/** The server's "no banner" answer is the identicon URL without input. */
export function hasBanner(header: string | null): header is string {
  return Boolean(header) && !(header ?? "").endsWith("/api/v1/accounts/identicon");
}

/** The server's "no avatar" answer is its identicon URL, with the actor id as input. */
export function hasAvatar(avatar: string | null): avatar is string {
  return Boolean(avatar) && !/\/api\/v1\/accounts\/identicon(?:\?|$)/.test(avatar ?? "");
}

/** Field names must be unique among earlier ones; the later duplicates are errors. */
export function duplicateFieldIndexes(names: readonly string[]): Set<number> {
  const seen = new Set<string>();
  const duplicates = new Set<number>();
  names.forEach((name, index) => {
    const key = name.trim();
    if (!key) return;
    if (seen.has(key)) duplicates.add(index);
    seen.add(key);
  });
  return duplicates;
}

/** Profile edit: names and values trimmed; rows without a name are left out. */
export function cleanFields(fields: readonly { name: string; value: string }[]) {
  return fields
    .map((field) => ({ name: field.name.trim(), value: field.value.trim() }))
    .filter((field) => field.name !== "");
}

/**
 * `configuration.accounts` as the instance says it: the fields' limits from
 * 4.20.0, the display name's and the bio's from 5.7.0; missing before.
 */
export interface ProfileLimitsSource {
  max_display_name_length?: number;
  max_note_length?: number;
  max_profile_fields?: number;
  profile_field_name_limit?: number;
  profile_field_value_limit?: number;
}

/** What the profile form counts against; null: no limit it knows of. */
export interface ProfileLimits {
  displayName: number;
  bio: number | null;
  fields: number;
  fieldName: number | null;
  fieldValue: number | null;
}

/** The server's limits where it says them; today's defaults elsewhere. */
export function profileLimits(source: ProfileLimitsSource | undefined): ProfileLimits {
  return {
    displayName: source?.max_display_name_length ?? DISPLAY_NAME_MAX,
    bio: source?.max_note_length ?? null,
    fields: source?.max_profile_fields ?? EXTRA_FIELD_COUNT_MAX,
    fieldName: source?.profile_field_name_limit ?? null,
    fieldValue: source?.profile_field_value_limit ?? null,
  };
}

/** Characters as the server counts them: Unicode code points, not UTF-16 units. */
export function charCount(text: string): number {
  return text.length - (text.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

/** Characters left under a limit (negative: over it); null without a limit. */
export function charsLeft(text: string, max: number | null): number | null {
  return max === null ? null : max - charCount(text);
}

export function displayNameTooLong(name: string, max = DISPLAY_NAME_MAX): boolean {
  return charCount(name) > max;
}
