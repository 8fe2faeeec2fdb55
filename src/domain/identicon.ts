/**
 * Default avatars, as the server makes them: the blockies identicon of
 * `ethereum-blockies-base64`, seeded with actor_id: an 8×8 symmetric grid in
 * three colours, drawn at scale 16 (128×128).
 */
export interface Identicon {
  foreground: string;
  background: string;
  spot: string;
  /** 8 rows of 8 cells: 0 background, 1 foreground, 2 spot. */
  rows: number[][];
}

export const IDENTICON_SIZE = 8;
export const IDENTICON_SCALE = 16;

function hueToRgb(p: number, q: number, t: number): number {
  let x = t;
  if (x < 0) x += 1;
  if (x > 1) x -= 1;
  if (x < 1 / 6) return p + (q - p) * 6 * x;
  if (x < 1 / 2) return q;
  if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
  return p;
}

function hex(h: number, s: number, l: number): string {
  let r = l;
  let g = l;
  let b = l;
  if (s !== 0) {
    const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
    const p = 2 * l - q;
    r = hueToRgb(p, q, h + 1 / 3);
    g = hueToRgb(p, q, h);
    b = hueToRgb(p, q, h - 1 / 3);
  }
  return [r, g, b]
    .map((channel) =>
      Math.round(channel * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("");
}

export function identicon(seed: string): Identicon {
  const state = [0, 0, 0, 0];
  const text = seed.toLowerCase();
  for (let i = 0; i < text.length; i += 1) {
    const slot = i % 4;
    state[slot] = ((state[slot] ?? 0) * 31 + text.charCodeAt(i)) | 0;
  }
  const rand = (): number => {
    const [s0 = 0, s1 = 0, s2 = 0, s3 = 0] = state;
    const t = s0 ^ (s0 << 11);
    state[0] = s1;
    state[1] = s2;
    state[2] = s3;
    state[3] = s3 ^ (s3 >> 19) ^ t ^ (t >> 8);
    return (state[3] >>> 0) / 2 ** 31;
  };
  const colour = () => {
    const h = Math.floor(rand() * 360) / 360;
    const s = (rand() * 60 + 40) / 100;
    const l = ((rand() + rand() + rand() + rand()) * 25) / 100;
    return hex(h, s, l);
  };
  const foreground = colour();
  const background = colour();
  const spot = colour();
  const rows: number[][] = [];
  for (let y = 0; y < IDENTICON_SIZE; y += 1) {
    const half = Array.from({ length: IDENTICON_SIZE / 2 }, () => Math.floor(rand() * 2.3));
    rows.push([...half, ...[...half].reverse()]);
  }
  return { foreground, background, spot, rows };
}
