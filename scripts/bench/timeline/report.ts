import { statSync } from "node:fs";
import path from "node:path";
import { VIEWPORT } from "../context";
import { DIST, fromRoot } from "../paths";
import { gitCommit, writeResults } from "../results";
import { summarize } from "../stats";
import { row } from "../table";
import type { PageSample } from "./nextPage";
import type { ScrollResult } from "./scrollToTop";
import {
  BULK_POSTS,
  LONG_FRAME_MS,
  MORE_BUTTON,
  PAGES,
  RENDER_TIMEOUT_MS,
  SCROLL_STEP_PX,
} from "./settings";
import type { Snapshot } from "./snapshot";

export interface TimelineResult {
  firstPageMs: number;
  samples: PageSample[];
  posts: number;
  afterFirstPage: Snapshot;
  afterAllPages: Snapshot;
  scroll: ScrollResult;
}

/** Prints the table and writes every sample to `resultsFile`. */
export function report(result: TimelineResult, chromiumVersion: string, resultsFile: string): void {
  const ms = (value: number): string => `${Math.round(value)} ms`;
  const mb = (bytes: number | null): string =>
    bytes === null ? "n/a" : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const timed = result.samples.length;
  const response = summarize(result.samples.map((sample) => sample.responseMs));
  const rendered = summarize(
    result.samples.flatMap((sample) => (sample.renderedMs === null ? [] : [sample.renderedMs])),
  );
  const unseen = result.samples.filter((sample) => sample.renderSignal === "none").length;
  const byButton = result.samples.filter((sample) => sample.via === "button").length;

  const lines = [
    "",
    `Home timeline: ${PAGES} pages, ${result.posts} posts (Chromium ${chromiumVersion}, ${VIEWPORT.width}×${VIEWPORT.height})`,
    `First page: ${ms(result.firstPageMs)} from navigation to the first posts painted`,
    "",
    row(
      [`Per page (${timed} timed, after page 1)`, "mean", "median", "p95", "max"],
      [34, 8, 8, 8, 8],
    ),
  ];
  for (const [label, stats] of [
    ["  trigger → response", response],
    ["  trigger → rendered", rendered],
  ] as const) {
    lines.push(
      row(
        [label, ...(stats ? [stats.mean, stats.median, stats.p95, stats.max].map(ms) : ["n/a"])],
        [34, 8, 8, 8, 8],
      ),
    );
  }
  if (byButton > 0) lines.push(`  ${byButton} page(s) needed the "${MORE_BUTTON}" button`);
  if (unseen > 0)
    lines.push(`  ${unseen} page(s) rendered nothing seen within ${RENDER_TIMEOUT_MS / 1000} s`);
  const { afterFirstPage: first, afterAllPages: all, scroll } = result;
  lines.push(
    "",
    row(["", "after page 1", `after page ${PAGES}`], [34, 14, 14]),
    row(["JS heap (after GC)", mb(first.heapBytes), mb(all.heapBytes)], [34, 14, 14]),
    row(["DOM nodes", String(first.domNodes), String(all.domNodes)], [34, 14, 14]),
    row(["<article> elements", String(first.articles), String(all.articles)], [34, 14, 14]),
    "",
    `Scroll to the top (${SCROLL_STEP_PX} px per frame from ${Math.round(scroll.startScrollTop)} px): ` +
      `${scroll.frames} frames in ${ms(scroll.durationMs)}${scroll.reachedTop ? "" : " (top not reached)"}`,
    `  frames over ${LONG_FRAME_MS} ms: ${scroll.longFrames}, worst ${ms(scroll.worstFrameMs)}`,
    `  ${scroll.observer} entries: ${scroll.observedEntries}, worst ${ms(scroll.worstObservedMs)}`,
  );
  if (!first.gcForced) lines.push("", "(window.gc was not exposed: heap sizes include garbage)");
  lines.push("", `Details: ${fromRoot(resultsFile)}`, "");
  console.log(lines.join("\n"));

  writeResults(resultsFile, {
    date: new Date().toISOString(),
    commit: gitCommit(),
    distBuiltAt: statSync(path.join(DIST, "index.html")).mtime.toISOString(),
    chromium: chromiumVersion,
    viewport: VIEWPORT,
    bulkPosts: BULK_POSTS,
    pages: PAGES,
    posts: result.posts,
    firstPageMs: result.firstPageMs,
    perPage: { responseMs: response, renderedMs: rendered, samples: result.samples },
    afterFirstPage: first,
    afterAllPages: all,
    scroll,
  });
}
