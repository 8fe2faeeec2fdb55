/**
 * A minimal PNG encoder (8-bit RGB or RGBA, no interlacing) over node:zlib,
 * so the demo serves real images without shipping binary files.
 */
import { deflateSync } from "node:zlib";

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] ?? 0) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, data.length);
  for (let i = 0; i < 4; i++) out[4 + i] = type.charCodeAt(i);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)));
  return out;
}

export interface Raster {
  width: number;
  height: number;
  /** 3 (RGB) or 4 (RGBA) bytes per pixel, row by row. */
  channels: 3 | 4;
  pixels: Uint8Array;
}

export function createRaster(width: number, height: number, channels: 3 | 4 = 3): Raster {
  return { width, height, channels, pixels: new Uint8Array(width * height * channels) };
}

export function setPixel(raster: Raster, x: number, y: number, rgba: readonly number[]): void {
  if (x < 0 || y < 0 || x >= raster.width || y >= raster.height) return;
  const offset = (y * raster.width + x) * raster.channels;
  for (let c = 0; c < raster.channels; c++) raster.pixels[offset + c] = rgba[c] ?? 255;
}

export function encodePng(raster: Raster): Uint8Array {
  const { width, height, channels, pixels } = raster;
  const stride = width * channels;
  // Each row gets the "Sub" filter: smooth gradients become runs of small
  // deltas, which keeps the files at a few kilobytes.
  const filtered = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    const row = y * (stride + 1);
    filtered[row] = 1;
    for (let i = 0; i < stride; i++) {
      const current = pixels[y * stride + i] ?? 0;
      const left = i >= channels ? (pixels[y * stride + i - channels] ?? 0) : 0;
      filtered[row + 1 + i] = (current - left) & 0xff;
    }
  }
  const header = new Uint8Array(13);
  const view = new DataView(header.buffer);
  view.setUint32(0, width);
  view.setUint32(4, height);
  header[8] = 8;
  header[9] = channels === 4 ? 6 : 2;
  const signature = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const parts = [
    signature,
    chunk("IHDR", header),
    chunk("IDAT", new Uint8Array(deflateSync(filtered, { level: 6 }))),
    chunk("IEND", new Uint8Array(0)),
  ];
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
