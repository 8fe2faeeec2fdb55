import type { BuildFigures, LighthouseSummary } from "./summary";

const NOT_MEASURED = "n/a";

/** Milliseconds as the issue writes them: "1,020 ms", or "13.3 ms" under 100. */
export function msCell(value: number | null): string {
  if (value === null) return NOT_MEASURED;
  const shown = value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString("en-US");
  return `${shown} ms`;
}

/**
 * ours / original to two decimals, three under 0.2 (where goals of 0.1× are
 * told: 0.104 misses, "0.10" would not say so); "—" when either is missing or
 * the original is 0.
 */
export function ratioCell(ours: number | null, original: number | null): string {
  const ratio = ratioOf(ours, original);
  if (ratio === null) return "—";
  return ratio.toFixed(ratio < 0.2 ? 3 : 2);
}

function ratioOf(ours: number | null, original: number | null): number | null {
  if (ours === null || original === null || original === 0) return null;
  return ours / original;
}

function countCell(value: number | null): string {
  return value === null ? NOT_MEASURED : value.toLocaleString("en-US");
}

function megabytes(bytes: number | null): string {
  return bytes === null ? NOT_MEASURED : `${(bytes / 1e6).toFixed(1)} MB`;
}

function kilobytes(bytes: number | null): string {
  return bytes === null ? NOT_MEASURED : `${(bytes / 1024).toFixed(1)} kB`;
}

/** Every run's score and the lowest: "84, 90, 88 (min 84)". */
function lighthouseCell({ scores, min }: LighthouseSummary): string {
  if (scores.length === 0) return NOT_MEASURED;
  const all = scores.map((score) => (score === null ? NOT_MEASURED : String(score))).join(", ");
  return `${all} (min ${min === null ? NOT_MEASURED : String(min)})`;
}

/** Whether a goal was met; null when it cannot be told (a side not measured). */
type Verdict = boolean | null;

interface RowSpec {
  measure: string;
  cell: (figures: BuildFigures) => string;
  /** The figure the ratio divides; none for counts and scores. */
  ratioOf?: (figures: BuildFigures) => number | null;
  /** The goal, as it writes it; none where it sets none. */
  goal?: string;
  met?: (ours: BuildFigures, original: BuildFigures | null) => Verdict;
}

/** A goal on ours / original: at most `most`. */
function ratioAtMost(most: number, of: (figures: BuildFigures) => number | null): RowSpec["met"] {
  return (ours, original) => {
    const ratio = original ? ratioOf(of(ours), of(original)) : null;
    return ratio === null ? null : ratio <= most;
  };
}

function scoreAtLeast(least: number, of: (figures: BuildFigures) => LighthouseSummary) {
  return (ours: BuildFigures): Verdict => {
    const { scores, min } = of(ours);
    return scores.length === 0 || min === null ? null : min >= least;
  };
}

const ROWS: RowSpec[] = [
  {
    measure:
      "**total blocking time after the first paint, until the first interactive card, CPU 4×**",
    cell: (f) => msCell(f.blockingSlowMs),
    ratioOf: (f) => f.blockingSlowMs,
    goal: "≤ 0.3×",
    met: ratioAtMost(0.3, (f) => f.blockingSlowMs),
  },
  {
    measure: "tasks over 50 ms in that window: count / longest",
    cell: (f) => `${countCell(f.longTasksSlow)} / ${msCell(f.longestTaskSlowMs)}`,
    goal: "none",
    met: (ours) => (ours.longTasksSlow === null ? null : ours.longTasksSlow === 0),
  },
  {
    measure: "total blocking time, first paint to TTI (standard), CPU 4×",
    cell: (f) => msCell(f.tbtSlowMs),
    ratioOf: (f) => f.tbtSlowMs,
  },
  {
    measure: "first post text painted on `/home`, cold",
    cell: (f) => msCell(f.textMs),
    ratioOf: (f) => f.textMs,
    goal: "≤ 0.35×",
    met: ratioAtMost(0.35, (f) => f.textMs),
  },
  {
    measure: "the same, CPU 4×",
    cell: (f) => msCell(f.textSlowMs),
    ratioOf: (f) => f.textSlowMs,
    goal: "≤ 0.35×",
    met: ratioAtMost(0.35, (f) => f.textSlowMs),
  },
  {
    measure: "first interactive card on `/home`, cold",
    cell: (f) => msCell(f.cardMs),
    ratioOf: (f) => f.cardMs,
    goal: "≤ 0.5×",
    met: ratioAtMost(0.5, (f) => f.cardMs),
  },
  {
    measure: "the same, CPU 4×",
    cell: (f) => msCell(f.cardSlowMs),
    ratioOf: (f) => f.cardSlowMs,
    goal: "≤ 0.5×",
    met: ratioAtMost(0.5, (f) => f.cardSlowMs),
  },
  {
    measure: "first text painted (FCP), cold, CPU 4×",
    cell: (f) => msCell(f.fcpSlowMs),
    ratioOf: (f) => f.fcpSlowMs,
  },
  {
    measure: "script time before the first interactive card (CPU)",
    cell: (f) => msCell(f.scriptMs),
    ratioOf: (f) => f.scriptMs,
    goal: "≤ 1.0×",
    met: ratioAtMost(1, (f) => f.scriptMs),
  },
  {
    measure: "instance title painted on `/`, cold",
    cell: (f) => msCell(f.titleMs),
    ratioOf: (f) => f.titleMs,
  },
  {
    measure: "JavaScript requests before the first interactive card",
    cell: (f) => countCell(f.scriptRequests),
  },
  {
    measure: "Lighthouse `/home` performance, each run (min)",
    cell: (f) => lighthouseCell(f.lighthouseHome),
    goal: "≥ 98 in every run",
    met: scoreAtLeast(98, (f) => f.lighthouseHome),
  },
  {
    measure: "Lighthouse `/` performance, each run (min)",
    cell: (f) => lighthouseCell(f.lighthouseLanding),
    goal: "100 in every run",
    met: scoreAtLeast(100, (f) => f.lighthouseLanding),
  },
  {
    measure: "like: main-thread CPU per like, net of a bare click",
    cell: (f) => `${msCell(f.likeMs)} (gross ${msCell(f.likeGrossMs)}, click ${msCell(f.clickMs)})`,
    ratioOf: (f) => f.likeMs,
    goal: "≤ 0.5×",
    met: ratioAtMost(0.5, (f) => f.likeMs),
  },
  {
    measure: "scroll: renderer CPU per frame / frames > 50 ms",
    cell: (f) =>
      `${msCell(f.scrollFrameMs)} / ${countCell(f.longFrames)} of ${countCell(f.scrollFrames)}`,
    ratioOf: (f) => f.scrollFrameMs,
    goal: "≤ 1.0× / 0",
    met: (ours, original) => {
      const perFrame = ratioAtMost(1, (f) => f.scrollFrameMs)?.(ours, original) ?? null;
      if (ours.longFrames !== null && ours.longFrames > 0) return false;
      return perFrame === null || ours.longFrames === null ? null : perFrame;
    },
  },
  {
    measure: "long session: JS heap",
    cell: (f) => megabytes(f.heapBytes),
    ratioOf: (f) => f.heapBytes,
    goal: "≤ 0.1×",
    met: ratioAtMost(0.1, (f) => f.heapBytes),
  },
  {
    measure: "long session: DOM elements",
    cell: (f) => countCell(f.domNodes),
    ratioOf: (f) => f.domNodes,
    goal: "≤ 0.1×",
    met: ratioAtMost(0.1, (f) => f.domNodes),
  },
  {
    measure: "landing JavaScript (brotli)",
    cell: (f) => kilobytes(f.landingJsBytes),
    ratioOf: (f) => f.landingJsBytes,
    goal: "within its budget",
    met: (ours) =>
      ours.landingJsBytes === null || ours.landingJsBudget === null
        ? null
        : ours.landingJsBytes <= ours.landingJsBudget,
  },
];

function verdictCell(verdict: Verdict): string {
  if (verdict === null) return "—";
  return verdict ? "pass" : "**miss**";
}

/** The goal as the issue writes it; the budget's figure beside "within its budget". */
function goalCell(spec: RowSpec, ours: BuildFigures): string {
  if (!spec.goal) return "—";
  return spec.goal === "within its budget" && ours.landingJsBudget !== null
    ? `≤ ${kilobytes(ours.landingJsBudget)} (budget)`
    : spec.goal;
}

/**
 * The comparison as a Markdown table (as the issue has it): one row per
 * measure, ours, the original, ours / original, the goal and whether
 * ours meets it; ours alone (and only the goals that need no original)
 * without an original.
 */
export function comparisonTable(ours: BuildFigures, original: BuildFigures | null): string[] {
  const header = original
    ? ["measure", "ours", "original", "ours / original", "goal", "met"]
    : ["measure", "ours", "goal", "met"];
  const rows = ROWS.map((spec) => {
    const goal = goalCell(spec, ours);
    const met = verdictCell(spec.met?.(ours, original) ?? null);
    return original
      ? [
          spec.measure,
          spec.cell(ours),
          spec.cell(original),
          spec.ratioOf ? ratioCell(spec.ratioOf(ours), spec.ratioOf(original)) : "—",
          goal,
          met,
        ]
      : [spec.measure, spec.cell(ours), goal, met];
  });
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)];
}
