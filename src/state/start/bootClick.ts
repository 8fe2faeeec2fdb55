import { takeBootClick } from "@/api/bootPrefetch";

/**
 * The post a click on home's first posts, as public/bootPosts.js drew them
 * before the app was there, asked to open; taken once.
 */
export function takeClickBeforeStart(): string | null {
  return takeBootClick();
}
