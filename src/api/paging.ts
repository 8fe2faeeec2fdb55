/** Timelines, notifications and the directory load 20 items a page. */
export const PAGE_SIZE = 20;
