/**
 * Deterministic randomness and identifiers.
 *
 * Mitra's ids are time-ordered UUIDs, and paging compares them ("older than
 * max_id"), so ours are too: the first 48 bits are a millisecond clock. Seeded
 * records use a fixed clock (ID_EPOCH minus their age), so their ids are the
 * same on every start; records made at run time use ID_EPOCH plus the time
 * since start, so they always sort after the seed.
 */

export const ID_EPOCH = Date.UTC(2026, 0, 1);

/** mulberry32: small, fast and good enough for seed data. */
export function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a, to derive stable seeds from names. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function hex(random: () => number, digits: number): string {
  let out = "";
  for (let i = 0; i < digits; i++) out += Math.floor(random() * 16).toString(16);
  return out;
}

/** A UUIDv7-shaped id whose first 48 bits are `clockMs`. */
export function timeUuid(clockMs: number, random: () => number): string {
  const time = Math.max(0, Math.floor(clockMs)).toString(16).padStart(12, "0").slice(-12);
  const variant = "89ab"[Math.floor(random() * 4)] ?? "8";
  return [
    time.slice(0, 8),
    time.slice(8, 12),
    `7${hex(random, 3)}`,
    `${variant}${hex(random, 3)}`,
    hex(random, 12),
  ].join("-");
}

/** Ids for records made while the demo runs: monotonic, after every seeded id. */
export class IdClock {
  private last = ID_EPOCH;
  private readonly random: () => number;

  constructor(
    private readonly startedAt: number,
    seed = 7,
  ) {
    this.random = createRandom(seed);
  }

  next(now: number): string {
    const clock = Math.max(ID_EPOCH + 1 + (now - this.startedAt), this.last + 1);
    this.last = clock;
    return timeUuid(clock, this.random);
  }
}

/** Random hex for access tokens. */
export function randomHex(bytes: number): string {
  const buffer = new Uint8Array(bytes);
  globalThis.crypto.getRandomValues(buffer);
  return Array.from(buffer, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Compares time-ordered UUIDs (lower-case hex of equal length). */
export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
