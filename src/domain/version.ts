/** "4.0.0 (compatible; Mitra 3.10.0)" → "3.10.0"; null when it names no Mitra version. */
export function parseMitraVersion(versionString: string): string | null {
  const match = /Mitra (\d+(?:\.\d+)*)/.exec(versionString);
  return match?.[1] ?? null;
}

/** Numeric comparison of dotted versions: negative, zero or positive. */
export function compareVersions(a: string, b: string): number {
  const left = a.split(".").map(Number);
  const right = b.split(".").map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const diff = (left[i] ?? 0) - (right[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

export function isAtLeast(version: string | null, minimum: string): boolean {
  return version !== null && compareVersions(version, minimum) >= 0;
}
