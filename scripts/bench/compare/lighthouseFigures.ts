/** What the bench keeps of a Lighthouse report. */
export interface LighthouseFigures {
  /** The performance category's score, 0–100; null when Lighthouse could not score the page. */
  score: number | null;
  /** Total Blocking Time (simulated), ms. */
  tbtMs: number | null;
  fcpMs: number | null;
  lcpMs: number | null;
  /** Where the page ended: a lost session would show as `/` instead of `/home`. */
  finalUrl: string | null;
  /** Lighthouse's own reason when the run failed. */
  error: string | null;
}

/** The parts of a Lighthouse result (LH.Result) read here. */
export interface LighthouseReport {
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
  finalDisplayedUrl?: string;
  runtimeError?: { code: string; message: string };
}

/** Score (0–100, rounded as Lighthouse shows it) and the timings behind it. */
export function lighthouseFigures(report: LighthouseReport | undefined): LighthouseFigures {
  if (!report) {
    return {
      score: null,
      tbtMs: null,
      fcpMs: null,
      lcpMs: null,
      finalUrl: null,
      error: "no report",
    };
  }
  const audit = (id: string): number | null => report.audits[id]?.numericValue ?? null;
  const score = report.categories.performance?.score ?? null;
  return {
    score: score === null ? null : Math.round(score * 100),
    tbtMs: audit("total-blocking-time"),
    fcpMs: audit("first-contentful-paint"),
    lcpMs: audit("largest-contentful-paint"),
    finalUrl: report.finalDisplayedUrl ?? null,
    error: report.runtimeError
      ? `${report.runtimeError.code}: ${report.runtimeError.message}`
      : null,
  };
}
