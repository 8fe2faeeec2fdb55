import { useSyncExternalStore } from "react";
import { createSignal } from "./store";

/**
 * A clock shared by every timestamp on the page: one interval however many
 * posts are shown, running only while something listens.
 */
function createClock(interval: number) {
  let now = Date.now();
  let timer: ReturnType<typeof setInterval> | null = null;
  const ticks = createSignal();
  return {
    subscribe: (listener: () => void) => {
      const stop = ticks.subscribe(listener);
      if (!timer) {
        now = Date.now();
        timer = setInterval(() => {
          now = Date.now();
          ticks.notify();
        }, interval);
      }
      return () => {
        stop();
        if (ticks.listening() === 0 && timer) {
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
