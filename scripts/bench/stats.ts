/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

export interface Summary {
  mean: number;
  median: number;
  p95: number;
  max: number;
}

/** Mean and nearest-rank percentiles; null for no values. */
export function summarize(values: number[]): Summary | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least p of the samples at or below it.
  const rank = (p: number): number => sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? 0;
  return {
    mean: sorted.reduce((sum, value) => sum + value, 0) / sorted.length,
    median: rank(0.5),
    p95: rank(0.95),
    max: rank(1),
  };
}
