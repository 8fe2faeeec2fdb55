/**
 * The demo's generated files, served under /media/. Each one is painted on
 * first request and cached for the life of the process (they never change, so
 * every app instance shares them; uploads live in the store instead).
 */
import { makeChimeWav } from "./chime-wav.ts";
import { CLIP_WEBM_BASE64 } from "./clip-webm.ts";
import { hashString } from "../store/ids.ts";
import {
  paintAvatar,
  paintBanner,
  paintEmoji,
  paintScene,
  type EmojiShape,
  type SceneKind,
} from "./painters.ts";

export interface MediaFile {
  bytes: Uint8Array;
  contentType: string;
}

export interface SceneEntry {
  kind: SceneKind;
  width: number;
  height: number;
  hue: number;
  description: string;
}

/** Photo-like images in varied sizes and aspect ratios, used as post media. */
export const SCENES: readonly SceneEntry[] = [
  {
    kind: "sunset",
    width: 800,
    height: 450,
    hue: 10,
    description: "Orange sunset over three blue ridges",
  },
  { kind: "ocean", width: 640, height: 480, hue: 0, description: "Calm sea under a pale sky" },
  {
    kind: "forest",
    width: 480,
    height: 640,
    hue: 20,
    description: "Dark green hills stacked to the horizon, portrait",
  },
  {
    kind: "aurora",
    width: 900,
    height: 400,
    hue: 30,
    description: "Green aurora over a night ridge",
  },
  { kind: "dunes", width: 720, height: 480, hue: 15, description: "Sand dunes in late light" },
  {
    kind: "bokeh",
    width: 600,
    height: 600,
    hue: 300,
    description: "Out-of-focus city lights, square",
  },
  {
    kind: "city",
    width: 960,
    height: 540,
    hue: 20,
    description: "Skyline at dusk with lit windows",
  },
  {
    kind: "stripes",
    width: 400,
    height: 300,
    hue: 200,
    description: "Diagonal stripes in three colours",
  },
  {
    kind: "checker",
    width: 320,
    height: 320,
    hue: 120,
    description: "Green and mint checkerboard",
  },
  {
    kind: "sunset",
    width: 500,
    height: 750,
    hue: 330,
    description: "Pink dusk over mountains, portrait",
  },
  {
    kind: "ocean",
    width: 1024,
    height: 384,
    hue: 20,
    description: "Wide panorama of a grey-green sea",
  },
  { kind: "forest", width: 640, height: 400, hue: 60, description: "Autumn hills in olive tones" },
  {
    kind: "aurora",
    width: 600,
    height: 800,
    hue: 80,
    description: "Aurora ribbon above a valley, portrait",
  },
  { kind: "dunes", width: 800, height: 533, hue: 350, description: "Red desert ridges" },
  {
    kind: "bokeh",
    width: 720,
    height: 405,
    hue: 180,
    description: "Teal and violet light circles",
  },
  {
    kind: "city",
    width: 540,
    height: 720,
    hue: 200,
    description: "Tall towers under a violet sky, portrait",
  },
  {
    kind: "stripes",
    width: 300,
    height: 600,
    hue: 20,
    description: "Warm stripes, tall and narrow",
  },
  {
    kind: "checker",
    width: 640,
    height: 360,
    hue: 260,
    description: "Lavender checkerboard, wide",
  },
  {
    kind: "sunset",
    width: 1200,
    height: 500,
    hue: 40,
    description: "Golden hour over a long valley",
  },
  { kind: "ocean", width: 480, height: 480, hue: 40, description: "Square crop of gentle waves" },
  { kind: "forest", width: 900, height: 600, hue: 90, description: "Misty pine ridges" },
  { kind: "aurora", width: 512, height: 512, hue: 160, description: "Purple aurora, square" },
  { kind: "dunes", width: 400, height: 600, hue: 30, description: "Dune crest, portrait" },
  { kind: "bokeh", width: 800, height: 500, hue: 40, description: "Warm bokeh from string lights" },
  {
    kind: "city",
    width: 700,
    height: 400,
    hue: 330,
    description: "Neon skyline reflected in dusk colours",
  },
  {
    kind: "sunset",
    width: 640,
    height: 640,
    hue: 200,
    description: "Cool evening sky over hills, square",
  },
  {
    kind: "ocean",
    width: 800,
    height: 300,
    hue: 300,
    description: "Violet sea at twilight, panoramic",
  },
  {
    kind: "forest",
    width: 360,
    height: 640,
    hue: 140,
    description: "Blue-green hills, phone portrait",
  },
  { kind: "stripes", width: 500, height: 500, hue: 300, description: "Magenta stripes" },
  { kind: "checker", width: 256, height: 512, hue: 30, description: "Orange checkerboard, tall" },
  {
    kind: "city",
    width: 1000,
    height: 562,
    hue: 100,
    description: "Skyline with a green sky: a film-photo colour shift",
  },
  { kind: "bokeh", width: 450, height: 800, hue: 0, description: "Red and orange bokeh, portrait" },
];

export interface EmojiEntry {
  shortcode: string;
  shape: EmojiShape;
  hue: number;
}

export const CUSTOM_EMOJIS: readonly EmojiEntry[] = [
  { shortcode: "blobcat", shape: "cat", hue: 48 },
  { shortcode: "mitra", shape: "logo", hue: 210 },
  { shortcode: "party_parrot", shape: "parrot", hue: 0 },
  { shortcode: "heart_cyber", shape: "heart", hue: 300 },
  { shortcode: "thonking", shape: "think", hue: 45 },
  { shortcode: "xmr", shape: "coin", hue: 25 },
  { shortcode: "ablobwave", shape: "wave", hue: 190 },
  { shortcode: "verified", shape: "check", hue: 205 },
];

export const AUDIO_FILE = "demo-chime.wav";
export const VIDEO_FILE = "demo-clip.webm";

export function sceneFile(index: number): string {
  return `scene-${String(index + 1).padStart(2, "0")}.png`;
}

export function avatarFile(username: string): string {
  return `avatar-${username}.png`;
}

export function bannerFile(username: string): string {
  return `banner-${username}.png`;
}

export function emojiFile(shortcode: string): string {
  return `emoji-${shortcode}.png`;
}

const cache = new Map<string, MediaFile | null>();

function png(bytes: Uint8Array): MediaFile {
  return { bytes, contentType: "image/png" };
}

function decodeBase64(text: string): Uint8Array {
  return new Uint8Array(Buffer.from(text, "base64"));
}

function paint(name: string): MediaFile | null {
  const scene = /^scene-(\d+)\.png$/.exec(name);
  if (scene) {
    const entry = SCENES[Number(scene[1]) - 1];
    return entry ? png(paintScene(entry, hashString(name))) : null;
  }
  // Names may hold a hyphen: the seeded groups' do.
  const avatar = /^avatar-([a-z0-9_-]+)\.png$/.exec(name);
  if (avatar?.[1]) {
    return png(paintAvatar(avatar[1].charAt(0), hashString(avatar[1]) % 360));
  }
  const banner = /^banner-([a-z0-9_-]+)\.png$/.exec(name);
  if (banner?.[1]) return png(paintBanner(hashString(banner[1]) % 360));
  const emoji = /^emoji-([a-z0-9_]+)\.png$/.exec(name);
  if (emoji) {
    const entry = CUSTOM_EMOJIS.find((item) => item.shortcode === emoji[1]);
    return entry ? png(paintEmoji(entry.shape, entry.hue)) : null;
  }
  if (name === AUDIO_FILE) return { bytes: makeChimeWav(), contentType: "audio/wav" };
  if (name === VIDEO_FILE)
    return { bytes: decodeBase64(CLIP_WEBM_BASE64), contentType: "video/webm" };
  return null;
}

/** A generated file by name, or null when there is no such file. */
export function generatedFile(name: string): MediaFile | null {
  if (!cache.has(name)) cache.set(name, paint(name));
  return cache.get(name) ?? null;
}
