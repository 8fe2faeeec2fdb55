import type { BuildFigures, LighthouseSummary } from "./summary";

const NOT_MEASURED = "n/a";

/** Milliseconds as the issue writes them: "1,020 ms", or "13.3 ms" under 100. */
export function msCell(value: number | null): string {
  if (value === null) return NOT_MEASURED;
  const shown = value < 100 ? value.toFixed(1) : Math.round(value).toLocaleString("en-US");
  return `${shown} ms`;
}

/** ours / original to two decimals; "—" when either is missing or the original is 0. */
export function ratioCell(ours: number | null, original: number | null): string {
  if (ours === null || original === null || original === 0) return "—";
  return (ours / original).toFixed(2);
}

function countCell(value: number | null): string {
  return value === null ? NOT_MEASURED : String(value);
}

function lighthouseCell({ score, tbtMs }: LighthouseSummary, withTbt: boolean): string {
  if (score === null) return NOT_MEASURED;
  return withTbt ? `${String(score)} (${msCell(tbtMs)})` : String(score);
}

function scrollCell(figures: BuildFigures): string {
  return (
    `${msCell(figures.scrollFrameMs)} / ` +
    `${countCell(figures.longFrames)} of ${countCell(figures.scrollFrames)}`
  );
}

interface RowSpec {
  measure: string;
  cell: (figures: BuildFigures) => string;
  /** The figure the ratio divides; none for counts and scores. */
  ratioOf?: (figures: BuildFigures) => number | null;
}

const ROWS: RowSpec[] = [
  {
    measure: "first post on `/home`, cold",
    cell: (f) => msCell(f.homeMs),
    ratioOf: (f) => f.homeMs,
  },
  {
    measure: "the same with the CPU slowed 4×",
    cell: (f) => msCell(f.homeSlowMs),
    ratioOf: (f) => f.homeSlowMs,
  },
  {
    measure: "first text painted (FCP), cold, CPU 4×",
    cell: (f) => msCell(f.fcpSlowMs),
    ratioOf: (f) => f.fcpSlowMs,
  },
  {
    measure: "script time before the first post (CPU)",
    cell: (f) => msCell(f.scriptMs),
    ratioOf: (f) => f.scriptMs,
  },
  {
    measure: "instance title painted on `/`, cold",
    cell: (f) => msCell(f.titleMs),
    ratioOf: (f) => f.titleMs,
  },
  { measure: "JavaScript requests for `/home`", cell: (f) => countCell(f.scriptRequests) },
  {
    measure: "Lighthouse `/home` performance (TBT simulated)",
    cell: (f) => lighthouseCell(f.lighthouseHome, true),
  },
  {
    measure: "Lighthouse `/` performance",
    cell: (f) => lighthouseCell(f.lighthouseLanding, false),
  },
  {
    measure: "like: main-thread CPU per like",
    cell: (f) => msCell(f.likeMs),
    ratioOf: (f) => f.likeMs,
  },
  {
    measure: "scrolling: renderer CPU per frame / frames > 50 ms",
    cell: scrollCell,
    ratioOf: (f) => f.scrollFrameMs,
  },
];

/**
 * The comparison as a Markdown table (as the issue has it): one row per
 * measure, ours, the original and ours / original; ours alone without an
 * original.
 */
export function comparisonTable(ours: BuildFigures, original: BuildFigures | null): string[] {
  const header = original
    ? ["measure", "ours", "original", "ours / original"]
    : ["measure", "ours"];
  const rows = ROWS.map((spec) =>
    original
      ? [
          spec.measure,
          spec.cell(ours),
          spec.cell(original),
          spec.ratioOf ? ratioCell(spec.ratioOf(ours), spec.ratioOf(original)) : "—",
        ]
      : [spec.measure, spec.cell(ours)],
  );
  const line = (cells: string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)];
}
