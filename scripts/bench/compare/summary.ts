import { median } from "../stats";
import type { ColdStart } from "./coldStart";
import type { LandingJs } from "./landingJs";
import type { LikeSample } from "./like";
import type { LighthouseFigures } from "./lighthouseFigures";
import type { LongSession } from "./longSession";
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
  long: LongSession[];
}

export interface LighthouseSummary {
  /** Every run's score, in the order run (null: no score). */
  scores: (number | null)[];
  /** The lowest score; null when a run gave none. */
  min: number | null;
  tbtMs: number | null;
}

/** The medians the table shows for one build; null where nothing was measured. */
export interface BuildFigures {
  /** The first post's text painted, cold; and with the CPU slowed. */
  textMs: number | null;
  textSlowMs: number | null;
  /** The first interactive card (the app's own), cold; and with the CPU slowed. */
  cardMs: number | null;
  cardSlowMs: number | null;
  fcpSlowMs: number | null;
  /** CPU slowed: blocking time, long tasks and the longest, from the first paint until the card. */
  blockingSlowMs: number | null;
  longTasksSlow: number | null;
  longestTaskSlowMs: number | null;
  /** CPU slowed: Total Blocking Time from the first paint to TTI. */
  tbtSlowMs: number | null;
  /** Script CPU before the first interactive card, full speed. */
  scriptMs: number | null;
  titleMs: number | null;
  scriptRequests: number | null;
  lighthouseHome: LighthouseSummary;
  lighthouseLanding: LighthouseSummary;
  /** Main-thread CPU per like, net of a bare click; the gross and the click. */
  likeMs: number | null;
  likeGrossMs: number | null;
  clickMs: number | null;
  scrollFrameMs: number | null;
  longFrames: number | null;
  scrollFrames: number | null;
  heapBytes: number | null;
  domNodes: number | null;
  longPages: number | null;
  /** Brotli bytes of the landing page's JavaScript, and this build's budget. */
  landingJsBytes: number | null;
  landingJsBudget: number | null;
  /** Cold visits, and how many of them a service worker or a cached script reached. */
  visits: number;
  warmVisits: number;
}

/** The median of the values that were measured; null when none was. */
export function medianOf(values: (number | null | undefined)[]): number | null {
  const measured = values.filter(
    (value): value is number => value !== null && value !== undefined && !Number.isNaN(value),
  );
  return measured.length === 0 ? null : median(measured);
}

/** Main-thread time of a like and of a bare click, each per click; null without clicks. */
export function likeCosts({ clicks, taskMs, bareClicks, bareTaskMs }: LikeSample): {
  gross: number | null;
  click: number | null;
  net: number | null;
} {
  const gross = clicks > 0 ? taskMs / clicks : null;
  const click = bareClicks > 0 ? bareTaskMs / bareClicks : null;
  return {
    gross,
    click,
    net: gross === null || click === null ? null : Math.max(0, gross - click),
  };
}

export function lighthouseSummary(runs: LighthouseFigures[]): LighthouseSummary {
  const scores = runs.map((run) => run.score);
  return {
    scores,
    min: scores.length === 0 || scores.includes(null) ? null : Math.min(...(scores as number[])),
    tbtMs: medianOf(runs.map((run) => run.tbtMs)),
  };
}

export function summarizeBuild(
  samples: BuildSamples,
  landingJs: LandingJs | null = null,
): BuildFigures {
  const { starts, likes, scrolls, lighthouse, long } = samples;
  const visits = starts.flatMap((turn) => [turn.home, turn.homeSlow, turn.landing]);
  const likeCost = likes.map(likeCosts);
  return {
    textMs: medianOf(starts.map((turn) => turn.home.textMs)),
    textSlowMs: medianOf(starts.map((turn) => turn.homeSlow.textMs)),
    cardMs: medianOf(starts.map((turn) => turn.home.cardMs)),
    cardSlowMs: medianOf(starts.map((turn) => turn.homeSlow.cardMs)),
    fcpSlowMs: medianOf(starts.map((turn) => turn.homeSlow.fcpMs)),
    blockingSlowMs: medianOf(starts.map((turn) => turn.homeSlow.blocking?.blockingMs)),
    longTasksSlow: medianOf(starts.map((turn) => turn.homeSlow.blocking?.count)),
    longestTaskSlowMs: medianOf(starts.map((turn) => turn.homeSlow.blocking?.longestMs)),
    tbtSlowMs: medianOf(starts.map((turn) => turn.homeSlow.tbtMs)),
    scriptMs: medianOf(starts.map((turn) => turn.home.scriptMs)),
    titleMs: medianOf(starts.map((turn) => turn.landing.textMs)),
    scriptRequests: medianOf(starts.map((turn) => turn.home.scripts)),
    lighthouseHome: lighthouseSummary(lighthouse.map((turn) => turn.home)),
    lighthouseLanding: lighthouseSummary(lighthouse.map((turn) => turn.landing)),
    likeMs: medianOf(likeCost.map((cost) => cost.net)),
    likeGrossMs: medianOf(likeCost.map((cost) => cost.gross)),
    clickMs: medianOf(likeCost.map((cost) => cost.click)),
    scrollFrameMs: medianOf(
      scrolls.map((scroll) => (scroll.frames > 0 ? scroll.taskMs / scroll.frames : null)),
    ),
    longFrames: medianOf(scrolls.map((scroll) => scroll.longFrames)),
    scrollFrames: medianOf(scrolls.map((scroll) => scroll.frames)),
    heapBytes: medianOf(long.map((session) => session.heapBytes)),
    domNodes: medianOf(long.map((session) => session.domNodes)),
    longPages: medianOf(long.map((session) => session.pages)),
    landingJsBytes: landingJs?.bytes ?? null,
    landingJsBudget: landingJs?.budget ?? null,
    visits: visits.length,
    warmVisits: visits.filter((visit) => visit.controlled || visit.cachedScripts > 0).length,
  };
}
