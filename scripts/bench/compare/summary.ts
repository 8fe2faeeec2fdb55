import { median } from "../stats";
import type { ColdStart } from "./coldStart";
import type { LikeSample } from "./like";
import type { LighthouseFigures } from "./lighthouseFigures";
import type { ScrollSample } from "./scroll";

/** One turn of cold starts on a build. */
export interface StartTurn {
  /** /home signed in, full speed. */
  home: ColdStart;
  /** /home signed in, the CPU slowed. */
  homeSlow: ColdStart;
  /** `/` as a visitor, full speed, until the instance title. */
  landing: ColdStart;
}

interface LighthouseTurn {
  home: LighthouseFigures;
  landing: LighthouseFigures;
}

/** Every sample of one build. */
export interface BuildSamples {
  starts: StartTurn[];
  likes: LikeSample[];
  scrolls: ScrollSample[];
  lighthouse: LighthouseTurn[];
}

export interface LighthouseSummary {
  score: number | null;
  tbtMs: number | null;
}

/** The medians the table shows for one build; null where nothing was measured. */
export interface BuildFigures {
  homeMs: number | null;
  homeSlowMs: number | null;
  fcpSlowMs: number | null;
  scriptMs: number | null;
  titleMs: number | null;
  scriptRequests: number | null;
  lighthouseHome: LighthouseSummary;
  lighthouseLanding: LighthouseSummary;
  likeMs: number | null;
  scrollFrameMs: number | null;
  longFrames: number | null;
  scrollFrames: number | null;
}

/** The median of the values that were measured; null when none was. */
export function medianOf(values: (number | null)[]): number | null {
  const measured = values.filter(
    (value): value is number => value !== null && !Number.isNaN(value),
  );
  return measured.length === 0 ? null : median(measured);
}

/**
 * Main-thread time a like costs: its windows' task time less what the page
 * spends alone over as long (never below 0), per click; null without clicks.
 */
export function perLikeMs({ clicks, taskMs, windowMs, idleTaskPerMs }: LikeSample): number | null {
  if (clicks === 0) return null;
  return Math.max(0, taskMs - idleTaskPerMs * windowMs) / clicks;
}

function lighthouseSummary(runs: LighthouseFigures[]): LighthouseSummary {
  return {
    score: medianOf(runs.map((run) => run.score)),
    tbtMs: medianOf(runs.map((run) => run.tbtMs)),
  };
}

export function summarizeBuild(samples: BuildSamples): BuildFigures {
  const { starts, likes, scrolls, lighthouse } = samples;
  return {
    homeMs: medianOf(starts.map((turn) => turn.home.readyMs)),
    homeSlowMs: medianOf(starts.map((turn) => turn.homeSlow.readyMs)),
    fcpSlowMs: medianOf(starts.map((turn) => turn.homeSlow.fcpMs)),
    scriptMs: medianOf(starts.map((turn) => turn.home.scriptMs)),
    titleMs: medianOf(starts.map((turn) => turn.landing.readyMs)),
    scriptRequests: medianOf(starts.map((turn) => turn.home.scripts)),
    lighthouseHome: lighthouseSummary(lighthouse.map((turn) => turn.home)),
    lighthouseLanding: lighthouseSummary(lighthouse.map((turn) => turn.landing)),
    likeMs: medianOf(likes.map(perLikeMs)),
    scrollFrameMs: medianOf(
      scrolls.map((scroll) => (scroll.frames > 0 ? scroll.taskMs / scroll.frames : null)),
    ),
    longFrames: medianOf(scrolls.map((scroll) => scroll.longFrames)),
    scrollFrames: medianOf(scrolls.map((scroll) => scroll.frames)),
  };
}
