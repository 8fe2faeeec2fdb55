import { beforeAll } from "vitest";

/**
 * Loads the shell's routes and the given screens' chunks before a file's first
 * test, so that test's own wait does not include them (a busy machine needs
 * well over the default hook time for the first import).
 */
export function preloadScreens(...screens: (() => Promise<unknown>)[]): void {
  beforeAll(async () => {
    await import("@/app/routes/shellRoutes");
    await Promise.all(screens.map((load) => load()));
  }, 60_000);
}
