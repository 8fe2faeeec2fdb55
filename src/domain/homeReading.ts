/**
 * What counts as read on home, and how the home marker is saved: the rules
 * behind "Go to where you left off" (the server's home marker, Mitra 3.17+).
 */

/** An item of the feed as drawn: its place in the list and its box on screen. */
export interface DrawnItem {
  index: number;
  top: number;
  bottom: number;
}

/**
 * The newest post the reader has actually read where they rest: the first
 * item (newest first) of which at least half is on screen, or which fills at
 * least half of the screen (a long post). A post only flown past, or peeking
 * in at an edge, is not read. Null when nothing on screen qualifies.
 */
export function newestReadIndex(
  items: readonly DrawnItem[],
  viewportHeight: number,
): number | null {
  let best: number | null = null;
  for (const item of items) {
    const height = item.bottom - item.top;
    if (height <= 0) continue;
    const shown = Math.min(item.bottom, viewportHeight) - Math.max(item.top, 0);
    if (shown <= 0) continue;
    const read = shown >= height / 2 || shown >= viewportHeight / 2;
    if (read && (best === null || item.index < best)) best = item.index;
  }
  return best;
}

/** The reader rests this long (no scrolling) before the place is saved. */
export const MARKER_REST_MS = 10_000;
/** A save that failed (a 409, the network) is tried again after this long. */
export const MARKER_RETRY_MS = 30_000;

export interface MarkerSaverOptions {
  send: (id: string) => Promise<void>;
  /** Told of each id the server took. */
  saved: (id: string) => void;
  /** The id the server has already (nothing is sent for it). */
  known?: string | null;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface MarkerSaver {
  /** The reader rests on this post: kept, and sent once they rest a while. */
  note: (id: string) => void;
  /** Sends what is kept now (leaving home, hiding the tab). */
  flush: () => void;
  /** The server's marker as last read (another device may have moved it). */
  serverHas: (id: string | null) => void;
  /** Stops the timers (the saver is dropped). */
  stop: () => void;
}

/**
 * Batches the home marker: scrolling only notes the post read; one request
 * goes when the reader rests, leaves home or hides the tab, and only when the
 * post differs from what the server has. A failed request keeps the post and
 * is tried again later (or at the next flush), never reported: the marker is
 * a comfort, and the next save carries a newer place anyway.
 */
export function createMarkerSaver({
  send,
  saved,
  known = null,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => {
    clearTimeout(timer as ReturnType<typeof setTimeout>);
  },
}: MarkerSaverOptions): MarkerSaver {
  let pending: string | null = null;
  let onServer = known;
  let sending = false;
  let timer: unknown = null;

  const cancel = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
  };
  const later = (ms: number) => {
    cancel();
    timer = setTimer(() => {
      timer = null;
      flush();
    }, ms);
  };
  const flush = () => {
    cancel();
    if (sending || pending === null) return;
    if (pending === onServer) {
      pending = null;
      return;
    }
    const id = pending;
    sending = true;
    send(id).then(
      () => {
        sending = false;
        onServer = id;
        saved(id);
        if (pending === id) pending = null;
        // A newer place noted while this one was on its way goes at the next rest.
        else if (pending !== null) later(MARKER_REST_MS);
      },
      () => {
        sending = false;
        later(MARKER_RETRY_MS);
      },
    );
  };
  return {
    note: (id) => {
      pending = id;
      if (!sending) later(MARKER_REST_MS);
    },
    flush,
    serverHas: (id) => {
      if (!sending) onServer = id;
    },
    stop: cancel,
  };
}
