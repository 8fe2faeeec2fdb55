import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One decoded mapping: generated column → source, line, column (all 0-based). */
interface Segment {
  column: number;
  source: number;
  line: number;
}

interface DecodedMap {
  sources: string[];
  lines: Segment[][];
}

const BASE64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/** A source map's `mappings` (Base64 VLQ), decoded line by line. */
export function decodeMappings(mappings: string): Segment[][] {
  const lines: Segment[][] = [];
  let source = 0;
  let line = 0;
  for (const text of mappings.split(";")) {
    const segments: Segment[] = [];
    let column = 0;
    for (const piece of text.split(",")) {
      if (!piece) continue;
      const values: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of piece) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) {
          shift += 5;
        } else {
          values.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += values[0] ?? 0;
      if (values.length < 4) continue;
      source += values[1] ?? 0;
      line += values[2] ?? 0;
      segments.push({ column, source, line });
    }
    lines.push(segments);
  }
  return lines;
}

/** Where a generated position came from, e.g. `src/features/x/Card.tsx:12`; null when unmapped. */
export function originalPosition(map: DecodedMap, line: number, column: number): string | null {
  const segments = map.lines[line];
  if (!segments?.length) return null;
  let found: Segment | undefined;
  for (const segment of segments) {
    if (segment.column > column) break;
    found = segment;
  }
  if (!found) return null;
  const source = (map.sources[found.source] ?? "?")
    .replace(/^(\.\.\/)+/, "")
    .replace(/^.*node_modules\//, "");
  return `${source}:${String(found.line + 1)}`;
}

/**
 * Names a script position of the build served from `dist`: its source file
 * and line, from the build's own source maps; the position as it is otherwise.
 */
export function sourceNamer(
  dist: string,
): (frame: {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}) => string {
  const maps = new Map<string, DecodedMap | null>();
  const load = (pathname: string): DecodedMap | null => {
    if (!maps.has(pathname)) {
      const file = path.join(dist, `${pathname}.map`);
      if (!existsSync(file)) {
        maps.set(pathname, null);
      } else {
        const raw = JSON.parse(readFileSync(file, "utf8")) as {
          sources: string[];
          mappings: string;
        };
        maps.set(pathname, { sources: raw.sources, lines: decodeMappings(raw.mappings) });
      }
    }
    return maps.get(pathname) ?? null;
  };
  return (frame) => {
    const name = frame.functionName || "(anonymous)";
    if (!frame.url) return name;
    let pathname: string;
    try {
      pathname = new URL(frame.url).pathname;
    } catch {
      return `${name} ${frame.url}`;
    }
    const map = load(pathname);
    const where = map && originalPosition(map, frame.lineNumber, frame.columnNumber);
    // Minified names say nothing once the source is known.
    return where ?? `${name} ${pathname}:${String(frame.lineNumber + 1)}`;
  };
}
