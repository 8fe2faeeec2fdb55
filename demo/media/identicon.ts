/**
 * The server's default avatar: a blockies identicon of the actor id, 8×8 cells
 * scaled 16 to 128×128. Same algorithm as the client's fallback, so a test can
 * compare the two pixel by pixel.
 */
import { hslToRgb } from "./color.ts";
import { createRaster, encodePng, setPixel } from "./png.ts";

function seedState(seed: string): Int32Array {
  const state = new Int32Array(4);
  for (let i = 0; i < seed.length; i++) {
    const slot = i % 4;
    state[slot] = Math.imul(state[slot] ?? 0, 31) + seed.charCodeAt(i);
  }
  return state;
}

function createGenerator(seed: string): () => number {
  const s = seedState(seed.toLowerCase());
  return () => {
    const s0 = s[0] ?? 0;
    const t = s0 ^ (s0 << 11);
    s[0] = s[1] ?? 0;
    s[1] = s[2] ?? 0;
    s[2] = s[3] ?? 0;
    const s3 = s[3] ?? 0;
    const next = s3 ^ (s3 >> 19) ^ t ^ (t >> 8);
    s[3] = next;
    // Range [0, 2): the quirk of the original package, kept on purpose.
    return (next >>> 0) / 2147483648;
  };
}

function drawColor(rand: () => number): [number, number, number] {
  const h = Math.floor(rand() * 360) / 360;
  const s = (rand() * 60 + 40) / 100;
  const l = ((rand() + rand() + rand() + rand()) * 25) / 100;
  return hslToRgb(h, s, l);
}

/** The 8×8 grid (0 background, 1 foreground, 2 spot) and its three colours. */
export function blockies(seed: string): {
  foreground: [number, number, number];
  background: [number, number, number];
  spot: [number, number, number];
  rows: number[][];
} {
  const rand = createGenerator(seed);
  const foreground = drawColor(rand);
  const background = drawColor(rand);
  const spot = drawColor(rand);
  const rows: number[][] = [];
  for (let y = 0; y < 8; y++) {
    const half = [0, 1, 2, 3].map(() => Math.floor(rand() * 2.3));
    rows.push([...half, ...[...half].reverse()]);
  }
  return { foreground, background, spot, rows };
}

export function paintIdenticon(seed: string, scale = 16): Uint8Array {
  const { foreground, background, spot, rows } = blockies(seed);
  const size = 8 * scale;
  const raster = createRaster(size, size);
  for (let y = 0; y < size; y++) {
    const row = rows[Math.floor(y / scale)] ?? [];
    for (let x = 0; x < size; x++) {
      const cell = row[Math.floor(x / scale)] ?? 0;
      setPixel(raster, x, y, cell === 1 ? foreground : cell === 2 ? spot : background);
    }
  }
  return encodePng(raster);
}
