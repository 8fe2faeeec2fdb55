/**
 * The bytes a JSON body was read from, kept beside the parsed object, so a
 * field the server's types refuse (a string where a boolean goes, a DID
 * that does not parse) is refused in serde_json's words, at its position.
 */
import { ApiError } from "./responses.ts";

const SOURCES = new WeakMap<object, Uint8Array>();

/** Remembers that `body` was parsed from these JSON bytes. */
export function rememberJsonSource(body: object, bytes: Uint8Array): void {
  SOURCES.set(body, bytes);
}

/** Whether `body` came from a JSON document (not a form or multipart). */
export function isJsonBody(body: object): boolean {
  return SOURCES.has(body);
}

/** serde_json's line and column of a byte offset. */
export function position(bytes: Uint8Array, index: number): string {
  let line = 1;
  let startOfLine = 0;
  for (let i = 0; i < index; i++) {
    if (bytes[i] === 0x0a) {
      line += 1;
      startOfLine = i + 1;
    }
  }
  return `line ${String(line)} column ${String(index - startOfLine)}`;
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const isSpace = (byte: number | undefined): boolean =>
  byte === 0x20 || byte === 0x09 || byte === 0x0a || byte === 0x0d;

/** The index just past the string that starts at `start` (a quote). */
function stringEnd(bytes: Uint8Array, start: number): number {
  let i = start + 1;
  while (i < bytes.length && bytes[i] !== QUOTE) i += bytes[i] === BACKSLASH ? 2 : 1;
  return i + 1;
}

/** The index just past the value that starts at `start`. */
function valueEnd(bytes: Uint8Array, start: number): number {
  const first = bytes[start];
  if (first === QUOTE) return stringEnd(bytes, start);
  if (first === 0x7b || first === 0x5b) {
    let depth = 0;
    let i = start;
    while (i < bytes.length) {
      const byte = bytes[i];
      if (byte === QUOTE) {
        i = stringEnd(bytes, i);
        continue;
      }
      if (byte === 0x7b || byte === 0x5b) depth += 1;
      if (byte === 0x7d || byte === 0x5d) depth -= 1;
      i += 1;
      if (depth === 0) return i;
    }
    return i;
  }
  let i = start;
  while (i < bytes.length && !isSpace(bytes[i]) && bytes[i] !== 0x2c && bytes[i] !== 0x7d) i += 1;
  return i;
}

/** Where serde_json has read a top-level field's value to (the end of the document when not found). */
function fieldValueEnd(bytes: Uint8Array, key: string): number {
  const name = new TextEncoder().encode(JSON.stringify(key));
  let i = 0;
  while (i < bytes.length && bytes[i] !== 0x7b) i += 1;
  i += 1;
  while (i < bytes.length) {
    while (isSpace(bytes[i]) || bytes[i] === 0x2c) i += 1;
    if (bytes[i] !== QUOTE) break;
    const keyEnd = stringEnd(bytes, i);
    const found = keyEnd - i === name.length && name.every((byte, k) => bytes[i + k] === byte);
    i = keyEnd;
    while (isSpace(bytes[i]) || bytes[i] === 0x3a) i += 1;
    const end = valueEnd(bytes, i);
    if (found) return end;
    i = end;
  }
  return bytes.length;
}

/** A JSON body's field refused as serde_json refuses it: 400 "Json deserialize error: …". */
export function jsonFieldError(body: object, key: string, serde: string): ApiError {
  const bytes = SOURCES.get(body) ?? new Uint8Array();
  const at = position(bytes, fieldValueEnd(bytes, key));
  return new ApiError(400, `Json deserialize error: ${serde} at ${at}`);
}

/** How serde names a JSON value it did not expect. */
export function jsonKind(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "sequence";
  if (typeof value === "string") return `string ${JSON.stringify(value)}`;
  if (typeof value === "boolean") return `boolean \`${String(value)}\``;
  if (typeof value === "number") {
    return Number.isInteger(value)
      ? `integer \`${String(value)}\``
      : `floating point \`${String(value)}\``;
  }
  return "map";
}
