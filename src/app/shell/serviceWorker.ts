/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from "virtual:pwa-register";
import { createSignal } from "@/ui/store";
import { whenIdle } from "@/ui/whenIdle";

/*
 * The service worker (vite.config.ts), registered by the shell once the page
 * has loaded and settled: it costs the landing page nothing, and its script
 * and the download of the files it keeps do not compete with the first
 * screen (the page's load event can come before the first post is drawn).
 * A deploy changes the precached files, so the browser installs a new worker
 * beside the running one; it takes over only when the person chooses Reload
 * (the shell's prompt), so a page never runs old code with new files. Where
 * service workers are blocked or missing the app runs as before, from the
 * network.
 */

let registered = false;
let reload: (() => void) | null = null;
const updateReady = createSignal();

/** How long after the load event the worker waits, and then for an idle moment. */
const SETTLE_MS = 1000;
const IDLE_LIMIT_MS = 5000;

/** Registers the worker after the page's load event (once, however often it is called). */
export function registerAfterLoad(): void {
  if (registered || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  registered = true;
  const settled = () => setTimeout(() => whenIdle(register, IDLE_LIMIT_MS), SETTLE_MS);
  if (document.readyState === "complete") settled();
  else addEventListener("load", settled, { once: true });
}

function register(): void {
  const updateSW = registerSW({
    onNeedRefresh() {
      reload = () => void updateSW(true);
      updateReady.notify();
    },
    onRegisterError() {
      // Blocked (private mode, policy, test browsers): nothing is lost.
    },
  });
}

/** Reloads into the new version once a deploy's worker is waiting; null until then. */
export function pendingUpdate(): (() => void) | null {
  return reload;
}

export const subscribeToUpdate = updateReady.subscribe;
