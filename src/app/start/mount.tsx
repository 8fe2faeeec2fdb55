import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { startRoutes } from "@/routing/startRoutes";
import { startBootRequests, type BootRequests } from "@/state/start/bootRequests";
import { bootAnswersIn } from "@/api/bootPrefetch";
import { startIn } from "@/i18n/i18n";
import { preloadScreen } from "./preload";
import { nextTask } from "./nextTask";

/**
 * How long a start whose answers have all come in waits for them to be read
 * before its first render: parsing takes a few ms; this only bounds a body
 * that stalls after its headers.
 */
const ANSWER_READ_LIMIT_MS = 500;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Draws the app into #root: a visitor's landing page, or the full app (router,
 * query cache, the screens), whose chunks load in parallel.
 */
export function mount(): void {
  // Takes the answers public/boot.js asked for; asks for what it did not.
  const boot = startBootRequests(location.pathname);
  // public/boot.js drew the frame in the language kept from the last visit.
  if (boot.token !== null) startIn(document.documentElement.lang);
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  const root = createRoot(container);

  let entries = 0;
  /** `atBoot`: the start itself, not a visitor who has just signed in. */
  const enterApp = (requests: BootRequests, atBoot: boolean): void => {
    const entry = ++entries;
    preloadScreen(location.pathname, requests.token !== null);
    void import("./FullApp").then(
      async ({ FullApp, preloadStart, startQueryCache, warmDateFormats }) => {
        // The start chunk's evaluation was one task; the cache comes in another.
        await nextTask();
        const { queryClient, seeded } = startQueryCache(requests);
        warmDateFormats(document.documentElement.lang);
        // Drawn once the start's screens are there (a failure shows on its route).
        await preloadStart(location.pathname).catch(() => undefined);
        // When every answer the page's head asked for has come in, they are
        // read first (bounded, should a body stall), so the first render draws
        // the screen with them rather than a loading state, then the screen.
        // Otherwise the shell is drawn at once: it waits on no server.
        if (atBoot && bootAnswersIn()) {
          await Promise.race([seeded, delay(ANSWER_READ_LIMIT_MS)]);
        }
        // A later entry draws instead; a visitor who went back to the landing
        // page while the code came keeps the light page (and what they typed).
        if (entry !== entries) return;
        if (
          !atBoot &&
          requests.token === null &&
          location.pathname === startRoutes.landing.pattern
        ) {
          return;
        }
        // A transition: React renders the app in slices, yielding to the
        // browser between them, instead of in one long task that holds input
        // and the frame's animation back until the first screen is done.
        startTransition(() => {
          root.render(
            <StrictMode>
              <FullApp queryClient={queryClient} />
            </StrictMode>,
          );
        });
      },
    );
  };

  // A visitor's first page is drawn by a light page without the router and the
  // query cache; the app's code comes when they sign in or follow a link.
  if (boot.token === null && location.pathname === startRoutes.landing.pattern) {
    void import("./LandingApp").then(({ LandingApp }) => {
      root.render(
        <StrictMode>
          <LandingApp boot={boot} onEnter={(requests) => enterApp(requests, false)} />
        </StrictMode>,
      );
    });
  } else {
    enterApp(boot, true);
  }
}
