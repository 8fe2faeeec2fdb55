/**
 * The one door to the browser's storage outside this folder (lint keeps the
 * others shut): `local` lasts across visits, `tab` lives as long as the tab.
 * Storage may be off (privacy settings), full or blocked: a read then finds
 * nothing and a write changes nothing, so the caller's rule holds either way.
 */
export interface TextStore {
  get(key: string): string | null;
  /** False when the value could not be kept (storage off or full). */
  set(key: string, value: string): boolean;
  remove(key: string): void;
  /** Every key held, in storage's order. */
  keys(): string[];
}

function textStore(area: () => Storage): TextStore {
  return {
    get(key) {
      try {
        return area().getItem(key);
      } catch {
        return null;
      }
    },
    set(key, value) {
      try {
        area().setItem(key, value);
        return true;
      } catch {
        return false;
      }
    },
    remove(key) {
      try {
        area().removeItem(key);
      } catch {
        // Blocked storage holds nothing to remove.
      }
    },
    keys() {
      try {
        const storage = area();
        const keys: string[] = [];
        for (let index = 0; index < storage.length; index++) {
          const key = storage.key(index);
          if (key !== null) keys.push(key);
        }
        return keys;
      } catch {
        return [];
      }
    },
  };
}

export const local: TextStore = textStore(() => localStorage);
export const tab: TextStore = textStore(() => sessionStorage);

/** A value kept as JSON; anything unreadable is null. */
export function readJson(store: TextStore, key: string): unknown {
  const raw = store.get(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return null;
  }
}

/** Runs a change on the whole of local storage (moving or removing keys); blocked storage skips it. */
export function changeLocalStorage(change: (storage: Storage) => void): void {
  try {
    change(localStorage);
  } catch {
    // Nothing stored to move or remove.
  }
}
