import { isAccountKey } from "@/domain/offlineCopy";

/**
 * The one door to IndexedDB: records kept for reading offline, under keys of
 * domain/offlineCopy.ts (each starts with its account's id). The library
 * loads on the first use, not with the first screen. Without IndexedDB
 * (private modes, tests) the records live as long as the page. Every
 * operation waits for the one before, so an account's removal at sign-out
 * comes after any write it started before.
 */
export interface KeptCopies {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  del(keys: string[]): Promise<void>;
  keys(): Promise<string[]>;
}

const DATABASE = "mitra-offline";
const STORE = "copies";

function memoryCopies(): KeptCopies {
  const records = new Map<string, unknown>();
  return {
    get: (key) => Promise.resolve(records.get(key)),
    set: (key, value) => {
      records.set(key, value);
      return Promise.resolve();
    },
    del: (keys) => {
      for (const key of keys) records.delete(key);
      return Promise.resolve();
    },
    keys: () => Promise.resolve([...records.keys()]),
  };
}

async function databaseCopies(): Promise<KeptCopies> {
  const { createStore, get, set, delMany, keys } = await import("idb-keyval");
  const store = createStore(DATABASE, STORE);
  return {
    get: (key) => get(key, store),
    set: (key, value) => set(key, value, store),
    del: (list) => delMany(list, store),
    keys: async () => (await keys(store)).filter((key) => typeof key === "string"),
  };
}

let backend: Promise<KeptCopies> | null = null;
let last: Promise<unknown> = Promise.resolve();

function open(): Promise<KeptCopies> {
  backend ??= (
    typeof indexedDB === "undefined" ? Promise.resolve(memoryCopies()) : databaseCopies()
  )
    // A browser that refuses the database keeps nothing, as without one.
    .catch(() => memoryCopies());
  return backend;
}

/** Runs after everything asked before; a failure (storage full, blocked) reads as nothing. */
function queued<T>(run: (copies: KeptCopies) => Promise<T>, fallback: T): Promise<T> {
  const next = last.then(async () => run(await open())).catch(() => fallback);
  last = next;
  return next;
}

export const keptCopies = {
  read: (key: string): Promise<unknown> => queued((copies) => copies.get(key), undefined),
  write: (key: string, value: unknown): Promise<void> =>
    queued((copies) => copies.set(key, value), undefined),
  /** Several reads and writes in a row, no other operation between them. */
  update: (run: (copies: KeptCopies) => Promise<void>): Promise<void> => queued(run, undefined),
  /** Everything kept goes (between tests: the page's memory outlives one). */
  forgetAll: (): Promise<void> =>
    queued(async (copies) => {
      await copies.del(await copies.keys());
    }, undefined),
  /** Everything one account kept goes (signing out). */
  forgetAccount: (accountId: string): Promise<void> =>
    queued(async (copies) => {
      const own = (await copies.keys()).filter((key) => isAccountKey(key, accountId));
      if (own.length > 0) await copies.del(own);
    }, undefined),
};
