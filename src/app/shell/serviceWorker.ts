/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from "virtual:pwa-register";

/*
 * The service worker (vite.config.ts), registered by the shell once the page
 * has loaded: it costs the landing page nothing.
 * A deploy changes the precached files, so the browser installs a new worker
 * beside the running one; it takes over only when the person chooses Reload
 * (the shell's prompt), so a page never runs old code with new files. Where
 * service workers are blocked or missing the app runs as before, from the
 * network.
 */

let registered = false;
let reload: (() => void) | null = null;
const listeners = new Set<() => void>();

/** Registers the worker after the page's load event (once, however often it is called). */
export function registerAfterLoad(): void {
  if (registered || !import.meta.env.PROD || !("serviceWorker" in navigator)) return;
  registered = true;
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}

function register(): void {
  const updateSW = registerSW({
    onNeedRefresh() {
      reload = () => void updateSW(true);
      for (const listener of listeners) listener();
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

export function subscribeToUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
