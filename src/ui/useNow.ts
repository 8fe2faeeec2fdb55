import { useSyncExternalStore } from "react";

/**
 * A clock shared by every timestamp on the page: one interval however many
 * posts are shown, running only while something listens.
 */
function createClock(interval: number) {
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | null = null;
  const listeners = new Set<() => void>();
  return {
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      if (!timer) {
        now = Date.now();
        timer = setInterval(() => {
          now = Date.now();
          for (const each of listeners) each();
        }, interval);
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      };
    },
    read: (): number => now,
  };
}

const clocks = new Map<number, ReturnType<typeof createClock>>();

function clockFor(interval: number) {
  let clock = clocks.get(interval);
  if (!clock) {
    clock = createClock(interval);
    clocks.set(interval, clock);
  }
  return clock;
}

export function useNow(interval: number): number {
  const clock = clockFor(interval);
  return useSyncExternalStore(clock.subscribe, clock.read);
}

/**
 * What the clock's time reads as (a text, a flag): the reader renders again
 * only when that changes, not at every tick ("3m" stays "3m" for a minute).
 */
export function useNowAs<T extends string | number | boolean>(
  interval: number,
  read: (now: number) => T,
): T {
  const clock = clockFor(interval);
  return useSyncExternalStore(clock.subscribe, () => read(clock.read()));
}
