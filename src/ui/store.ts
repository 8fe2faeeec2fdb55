import { useSyncExternalStore } from "react";

/**
 * A value outside React that components read and follow: one small helper
 * for every module-level store (toasts, the clock, the update prompt, seen
 * messages, recent emoji, followed conversations, the session), so none
 * hand-rolls its listeners again.
 */
export interface Signal {
  /** Tells every listener that something changed. */
  notify: () => void;
  /** Listens until the returned function is called (useSyncExternalStore's shape). */
  subscribe: (listener: () => void) => () => void;
  /** How many listen now (a clock runs only while someone does). */
  listening: () => number;
}

export function createSignal(): Signal {
  const listeners = new Set<() => void>();
  return {
    notify: () => {
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    listening: () => listeners.size,
  };
}

/** A value with its signal: setting a different value tells the listeners. */
export interface Store<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createStore<T>(initial: T): Store<T> {
  let value = initial;
  const signal = createSignal();
  return {
    get: () => value,
    set: (next) => {
      if (Object.is(next, value)) return;
      value = next;
      signal.notify();
    },
    subscribe: signal.subscribe,
  };
}

/** The store's value, drawn again when it changes. */
export function useStore<T>(store: Pick<Store<T>, "get" | "subscribe">): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}
