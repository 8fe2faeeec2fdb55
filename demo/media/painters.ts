/**
 * Painters for the demo's generated images: photo-like scenes, avatars with an
 * initial, profile banners and custom emoji. Flat shapes and gradients only,
 * so every PNG stays at a few kilobytes.
 */
import { hslToRgb, type Rgb } from "./color.ts";
import { createRandom } from "../store/ids.ts";
import { createRaster, encodePng, setPixel, type Raster } from "./png.ts";

/** Hue in degrees (any value), saturation and lightness 0–1. */
function hsl(h: number, s: number, l: number): Rgb {
  return hslToRgb((((h % 360) + 360) % 360) / 360, s, l);
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.min(1, Math.max(0, t));
  return [
    Math.round(a[0] + (b[0] - a[0]) * k),
    Math.round(a[1] + (b[1] - a[1]) * k),
    Math.round(a[2] + (b[2] - a[2]) * k),
  ];
}

/**
 * Paints every pixel of an RGB raster. Channels are rounded to multiples of 8:
 * the posterised gradients compress far better and look the same at a glance.
 */
function fill(raster: Raster, paint: (x: number, y: number) => Rgb): void {
  const { width, height, pixels } = raster;
  let offset = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const color = paint(x, y);
      pixels[offset] = color[0] & 0xf8;
      pixels[offset + 1] = color[1] & 0xf8;
      pixels[offset + 2] = color[2] & 0xf8;
      offset += 3;
    }
  }
}

export type SceneKind =
  "sunset" | "ocean" | "forest" | "aurora" | "dunes" | "bokeh" | "stripes" | "checker" | "city";

export interface SceneSpec {
  kind: SceneKind;
  width: number;
  height: number;
  hue: number;
}

/** A landscape-ish picture: sky gradient, a sun or moon, layered ridges. */
function paintLandscape(raster: Raster, spec: SceneSpec, random: () => number): void {
  const { width, height, hue } = spec;
  const night = spec.kind === "aurora";
  const skyTop = night ? hsl(hue + 200, 0.5, 0.12) : hsl(hue + 210, 0.6, 0.55);
  const skyBottom = night ? hsl(hue + 140, 0.6, 0.3) : hsl(hue + 20, 0.85, 0.7);
  const sunX = width * (0.2 + random() * 0.6);
  const sunY = height * (0.25 + random() * 0.2);
  const sunR = Math.min(width, height) * 0.09;
  const layers = [0, 1, 2].map((i) => ({
    base: height * (0.55 + i * 0.13),
    amp: height * (0.06 + random() * 0.05),
    freq: (1.5 + random() * 3) / width,
    phase: random() * 6.28,
    color:
      spec.kind === "forest"
        ? hsl(hue + 100, 0.45, 0.32 - i * 0.08)
        : spec.kind === "dunes"
          ? hsl(hue + 30, 0.55, 0.6 - i * 0.1)
          : hsl(hue + 240, 0.3, 0.35 - i * 0.09),
  }));
  const glowColor = hsl(hue + 120, 0.9, 0.6);
  const sunColor: Rgb = night ? [235, 235, 225] : hsl(hue + 45, 1, 0.85);
  // Per column: the ridge heights and the aurora's centre line.
  const ridges = layers.map((layer) =>
    Array.from(
      { length: width },
      (_, x) => layer.base + Math.sin(x * layer.freq * 6.28 + layer.phase) * layer.amp,
    ),
  );
  const auroraLine = Array.from(
    { length: width },
    (_, x) => Math.sin(x * 0.01 + hue) * height * 0.08 + height * 0.3,
  );
  fill(raster, (x, y) => {
    for (let i = layers.length - 1; i >= 0; i--) {
      if (y > (ridges[i]?.[x] ?? height)) return layers[i]?.color ?? skyBottom;
    }
    const dx = x - sunX;
    const dy = y - sunY;
    if (dx * dx + dy * dy < sunR * sunR) return sunColor;
    const sky = mix(skyTop, skyBottom, y / height);
    if (!night) return sky;
    const glow = Math.max(0, 1 - Math.abs(y - (auroraLine[x] ?? 0)) / (height * 0.12));
    return mix(sky, glowColor, glow * 0.7);
  });
}

function paintOcean(raster: Raster, spec: SceneSpec): void {
  const { width, height, hue } = spec;
  const horizon = height * 0.45;
  const skyTop = hsl(hue + 200, 0.7, 0.75);
  const skyBottom = hsl(hue + 190, 0.5, 0.9);
  const seaNear = hsl(hue + 195, 0.7, 0.45);
  const seaFar = hsl(hue + 210, 0.8, 0.25);
  const ripple = Array.from({ length: width }, (_, x) => Math.sin(x * 0.03) * 3);
  fill(raster, (x, y) => {
    if (y < horizon) return mix(skyTop, skyBottom, y / horizon);
    const depth = (y - horizon) / (height - horizon);
    const band = Math.sin((y * 0.25 + (ripple[x] ?? 0)) * (1 + depth));
    return mix(seaNear, seaFar, depth + band * 0.05);
  });
}

function paintBokeh(raster: Raster, spec: SceneSpec, random: () => number): void {
  const { width, height, hue } = spec;
  const circles = Array.from({ length: 14 }, () => ({
    x: random() * width,
    y: random() * height,
    r: (0.04 + random() * 0.12) * Math.min(width, height),
    color: hsl(hue + random() * 80, 0.8, 0.55 + random() * 0.2),
  }));
  const top = hsl(hue + 250, 0.4, 0.12);
  const bottom = hsl(hue + 280, 0.5, 0.22);
  fill(raster, (x, y) => {
    let color = mix(top, bottom, y / height);
    for (const c of circles) {
      const dx = x - c.x;
      const dy = y - c.y;
      if (dx * dx + dy * dy < c.r * c.r) color = mix(color, c.color, 0.55);
    }
    return color;
  });
}

function paintPattern(raster: Raster, spec: SceneSpec): void {
  const { hue, kind } = spec;
  const a = hsl(hue, 0.65, 0.55);
  const b = hsl(hue + 40, 0.7, 0.85);
  const c = hsl(hue + 180, 0.5, 0.35);
  fill(raster, (x, y) => {
    if (kind === "stripes") return [a, b, c][Math.floor((x + y) / 24) % 3] ?? a;
    if (kind === "checker") return (Math.floor(x / 32) + Math.floor(y / 32)) % 2 === 0 ? a : b;
    return a;
  });
}

function paintCity(raster: Raster, spec: SceneSpec, random: () => number): void {
  const { width, height, hue } = spec;
  const buildings: { x0: number; x1: number; top: number; shade: Rgb }[] = [];
  let x = 0;
  while (x < width) {
    const w = width * (0.04 + random() * 0.08);
    buildings.push({
      x0: x,
      x1: x + w,
      top: height * (0.25 + random() * 0.45),
      shade: hsl(hue + 220, 0.25, 0.15 + random() * 0.12),
    });
    x += w + width * 0.005;
  }
  const skyLow = hsl(hue + 10, 0.8, 0.6);
  const skyHigh = hsl(hue + 260, 0.6, 0.25);
  const window = hsl(hue + 50, 0.9, 0.7);
  fill(raster, (px, py) => {
    const building = buildings.find((item) => px >= item.x0 && px < item.x1);
    if (building && py > building.top) {
      // Windows on a grid, some of them dark.
      const column = Math.floor((px - building.x0) / 6);
      const floor = Math.floor(py / 10);
      const lit = column % 2 === 1 && floor % 2 === 1 && (column * 7 + floor * 13) % 5 !== 0;
      return lit ? window : building.shade;
    }
    return mix(skyLow, skyHigh, py / height);
  });
}

export function paintScene(spec: SceneSpec, seed: number): Uint8Array {
  const raster = createRaster(spec.width, spec.height);
  const random = createRandom(seed);
  switch (spec.kind) {
    case "sunset":
    case "forest":
    case "dunes":
    case "aurora":
      paintLandscape(raster, spec, random);
      break;
    case "ocean":
      paintOcean(raster, spec);
      break;
    case "bokeh":
      paintBokeh(raster, spec, random);
      break;
    case "city":
      paintCity(raster, spec, random);
      break;
    case "stripes":
    case "checker":
      paintPattern(raster, spec);
      break;
  }
  return encodePng(raster);
}

/** A 5×7 bitmap font for avatar initials. */
const GLYPHS: Record<string, string> = {
  A: "01110100011000111111100011000110001",
  B: "11110100011000111110100011000111110",
  C: "01110100011000010000100001000101110",
  D: "11110100011000110001100011000111110",
  E: "11111100001000011110100001000011111",
  F: "11111100001000011110100001000010000",
  G: "01110100011000010111100011000101111",
  H: "10001100011000111111100011000110001",
  I: "01110001000010000100001000010001110",
  J: "00111000100001000010000101001001100",
  K: "10001100101010011000101001001010001",
  L: "10000100001000010000100001000011111",
  M: "10001110111010110101100011000110001",
  N: "10001110011010110011100011000110001",
  O: "01110100011000110001100011000101110",
  P: "11110100011000111110100001000010000",
  Q: "01110100011000110001101011001001101",
  R: "11110100011000111110101001001010001",
  S: "01111100001000001110000010000111110",
  T: "11111001000010000100001000010000100",
  U: "10001100011000110001100011000101110",
  V: "10001100011000110001100010101000100",
  W: "10001100011000110101101011010101010",
  X: "10001100010101000100010101000110001",
  Y: "10001100010101000100001000010000100",
  Z: "11111000010001000100010001000011111",
};

export function paintAvatar(initial: string, hue: number, size = 128): Uint8Array {
  const raster = createRaster(size, size);
  const inner = hsl(hue, 0.7, 0.62);
  const outer = hsl(hue + 40, 0.65, 0.4);
  fill(raster, (x, y) => {
    const d = Math.sqrt((x - size * 0.35) ** 2 + (y - size * 0.3) ** 2) / (size * 1.1);
    return mix(inner, outer, d);
  });
  const glyph = GLYPHS[initial.toUpperCase()] ?? GLYPHS.M ?? "";
  const scale = Math.floor(size / 11);
  const left = Math.floor((size - 5 * scale) / 2);
  const top = Math.floor((size - 7 * scale) / 2);
  for (let i = 0; i < 35; i++) {
    if (glyph[i] !== "1") continue;
    const gx = left + (i % 5) * scale;
    const gy = top + Math.floor(i / 5) * scale;
    for (let y = 0; y < scale; y++) {
      for (let x = 0; x < scale; x++) setPixel(raster, gx + x, gy + y, [255, 255, 255]);
    }
  }
  return encodePng(raster);
}

export function paintBanner(hue: number, width = 1200, height = 400): Uint8Array {
  const raster = createRaster(width, height);
  const a = hsl(hue, 0.55, 0.45);
  const b = hsl(hue + 60, 0.6, 0.7);
  fill(raster, (x, y) => {
    const wave = Math.sin(x / 90 + y / 160) * 0.5 + 0.5;
    const band = y > height * 0.6 + Math.sin(x / 140) * 30 ? 0.15 : 0;
    return mix(a, b, (x / width) * 0.7 + wave * 0.3 - band);
  });
  return encodePng(raster);
}

export type EmojiShape = "cat" | "logo" | "parrot" | "heart" | "think" | "coin" | "wave" | "check";

function nearSegment(
  x: number,
  y: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  const dx = x1 - x0;
  const dy = y1 - y0;
  const t = Math.min(1, Math.max(0, ((x - x0) * dx + (y - y0) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(x - (x0 + t * dx), y - (y0 + t * dy)) < 3;
}

/** 64×64 RGBA custom emoji drawn from circles and simple shapes. */
export function paintEmoji(shape: EmojiShape, hue: number): Uint8Array {
  const size = 64;
  const raster = createRaster(size, size, 4);
  const main = hsl(hue, 0.75, 0.6);
  const dark: Rgb = [40, 40, 48];
  const light: Rgb = [250, 250, 250];
  const inCircle = (x: number, y: number, cx: number, cy: number, r: number): boolean =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      let color: Rgb | null = null;
      switch (shape) {
        case "cat":
          // Head plus two triangular ears.
          if (inCircle(x, y, 32, 36, 24)) color = main;
          if (
            y > 6 &&
            y < 24 &&
            (Math.abs(x - 14) < (y - 4) / 2 || Math.abs(x - 50) < (y - 4) / 2)
          ) {
            color = main;
          }
          if (inCircle(x, y, 23, 34, 4) || inCircle(x, y, 41, 34, 4)) color = dark;
          if (y === 46 && x > 26 && x < 38) color = dark;
          break;
        case "logo":
          // A round badge with an "M".
          if (inCircle(x, y, 32, 32, 30)) color = main;
          if (y > 16 && y < 48 && (Math.abs(x - 18) < 4 || Math.abs(x - 46) < 4)) color = light;
          if (nearSegment(x, y, 18, 17, 32, 36) || nearSegment(x, y, 46, 17, 32, 36)) color = light;
          break;
        case "parrot":
          if (inCircle(x, y, 30, 34, 22)) color = hsl(hue + x * 6, 0.85, 0.55);
          if (inCircle(x, y, 40, 28, 4)) color = dark;
          if (x > 48 && x < 60 && Math.abs(y - 34) < (60 - x) / 2) color = hsl(45, 0.9, 0.55);
          break;
        case "heart": {
          const nx = (x - 32) / 26;
          const ny = (30 - y) / 26;
          // The classic implicit heart curve.
          if ((nx * nx + ny * ny - 0.5) ** 3 - nx * nx * ny * ny * ny < 0)
            color = hsl(hue + y * 4, 0.9, 0.58);
          break;
        }
        case "think":
          if (inCircle(x, y, 32, 30, 24)) color = hsl(45, 0.95, 0.6);
          if (inCircle(x, y, 24, 26, 3) || inCircle(x, y, 40, 24, 3)) color = dark;
          if (y === 40 && x > 28 && x < 42) color = dark;
          if (inCircle(x, y, 18, 52, 9)) color = hsl(35, 0.8, 0.55);
          break;
        case "coin":
          // An orange-and-grey coin with an "M", in the manner of the Monero mark.
          if (inCircle(x, y, 32, 32, 30)) color = y > 40 ? [76, 76, 76] : hsl(25, 0.95, 0.55);
          if (y > 18 && y < 44 && (Math.abs(x - 20) < 3 || Math.abs(x - 44) < 3)) color = light;
          if (nearSegment(x, y, 20, 19, 32, 32) || nearSegment(x, y, 44, 19, 32, 32)) color = light;
          break;
        case "wave":
          if (inCircle(x, y, 28, 38, 20)) color = main;
          if (inCircle(x, y, 22, 36, 3) || inCircle(x, y, 34, 36, 3)) color = dark;
          if (inCircle(x, y, 50, 18, 9)) color = main;
          break;
        case "check":
          if (inCircle(x, y, 32, 32, 28)) color = hsl(hue, 0.7, 0.5);
          if (Math.abs(y - (x < 28 ? x + 6 : 62 - x)) < 4 && x > 16 && x < 48) color = light;
          break;
      }
      if (color) setPixel(raster, x, y, [...color, 255]);
    }
  }
  return encodePng(raster);
}

/** The "no image" answer of the identicon endpoint: one transparent pixel. */
export function paintEmptyPixel(): Uint8Array {
  return encodePng(createRaster(1, 1, 4));
}
