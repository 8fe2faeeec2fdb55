/** What the home timeline bench loads, and how long it waits for each step. */
export const PAGES = 50;
/** More than 50 pages of 20, on top of the regular seed. */
export const BULK_POSTS = 1200;
export const FEED_TIMEOUT_MS = 20_000;
export const PAGE_TIMEOUT_MS = 15_000;
/** How long a scroll may take to start a request before the bench nudges (scroll, button). */
export const NUDGE_AFTER_MS = 1_000;
/** How long to wait for the new posts to reach the DOM after their response. */
export const RENDER_TIMEOUT_MS = 5_000;
export const SCROLL_STEP_PX = 400;
export const LONG_FRAME_MS = 50;
export const HOME_PATH = "/api/v1/timelines/home";
export const MORE_BUTTON = "Show more posts";
