/**
 * How the comparison with another build runs. Each count is a number of turns
 * per build (BENCH_COMPARE_* to change it); the defaults keep the whole
 * `npm run bench` near ten minutes on a shared 2-core machine.
 */
function count(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** Cold starts: /home at full speed, /home at CPU_SLOWDOWN, `/` as a visitor. */
export const START_RUNS = count("BENCH_COMPARE_RUNS", 9);
/** Sessions that like and unlike the first posts of /home. */
export const LIKE_RUNS = count("BENCH_COMPARE_LIKE_RUNS", 3);
/** Posts liked (then unliked) per session, from the top of /home. */
export const LIKE_POSTS = count("BENCH_COMPARE_LIKE_POSTS", 3);
/** Scroll sessions, and the frames each scrolls. */
export const SCROLL_RUNS = count("BENCH_COMPARE_SCROLL_RUNS", 3);
export const SCROLL_FRAMES = count("BENCH_COMPARE_SCROLL_FRAMES", 150);
/** Lighthouse runs per page and build (its scores moved by up to 18 points between runs). */
export const LIGHTHOUSE_RUNS = count("BENCH_COMPARE_LIGHTHOUSE_RUNS", 3);

/** A slow phone: CDP Emulation.setCPUThrottlingRate. */
export const CPU_SLOWDOWN = 4;
/** Pixels scrolled per frame: a brisk flick, about a screen every ten frames. */
export const SCROLL_STEP_PX = 80;
export const LONG_FRAME_MS = 50;
export const TIMEOUT_MS = 30_000;

/**
 * The like button, in either state, of this client (its name stays "Like",
 * aria-pressed tells the state) and of the original (its title turns from
 * "Like" to "Unlike").
 */
export const LIKE_SELECTOR = "button[aria-label=Like], button[title=Like], button[title=Unlike]";
/** The button that loads the next page of a timeline, in both clients. */
export const MORE_BUTTON = "Show more posts";

/** Long sessions: one per build by default (each loads LONG_PAGES pages of 20 posts). */
export const LONG_RUNS = count("BENCH_COMPARE_LONG_RUNS", 1);
export const LONG_PAGES = count("BENCH_COMPARE_LONG_PAGES", 50);
