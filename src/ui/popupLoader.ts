import { lazy, useEffect } from "react";

/**
 * The popups (menu, popover, dialog) are built on Ariakit, about 40 kB gzip:
 * too much for the first post's path, so their layer is a chunk of its own.
 * Triggers are plain buttons that load it on a press or focus, and once
 * the browser is idle after the first trigger shows.
 */
const load = () => import("./PopupLayer");

/** Starts loading the popup layer; a failure shows when a popup opens. */
export function preloadPopups(): void {
  load().catch(() => undefined);
}

let idleScheduled = false;

/** Loads the popup layer when the browser is idle, once per page. */
export function usePreloadPopupsWhenIdle(): void {
  useEffect(() => {
    if (idleScheduled) return;
    idleScheduled = true;
    if (typeof requestIdleCallback === "function") {
      requestIdleCallback(preloadPopups, { timeout: 5000 });
    } else {
      setTimeout(preloadPopups, 2000);
    }
  }, []);
}

export const LazyMenuPopup = lazy(async () => ({ default: (await load()).MenuPopup }));
export const LazyPopoverPanel = lazy(async () => ({ default: (await load()).PopoverPanel }));
export const LazyDialogPanel = lazy(async () => ({ default: (await load()).DialogPanel }));
