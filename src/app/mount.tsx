import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { paths } from "../routing/paths";
import { startBootRequests, type BootRequests } from "../state/bootRequests";
import { nextFrame } from "./afterPaint";
import { preloadScreen } from "./preload";

/**
 * Draws the app into #root: a visitor's landing page, or the full app (router,
 * query cache, the screens), whose chunks load in parallel.
 */
export function mount(): void {
  // Takes the answers public/boot.js asked for; asks for what it did not.
  const boot = startBootRequests(location.pathname);
  const container = document.getElementById("root");
  if (!container) throw new Error("#root is missing from index.html");
  const root = createRoot(container);

  const enterApp = (requests: BootRequests): void => {
    preloadScreen(location.pathname, requests.token !== null);
    void import("./FullApp").then(async ({ FullApp, preloadStart, startQueryCache }) => {
      const { queryClient, seeded } = startQueryCache(requests);
      // Drawn once the start's screens are there (a failure shows on its route).
      await preloadStart(location.pathname).catch(() => undefined);
      // Answers that have come in are read first, so the first render draws
      // the screen with them rather than a loading state and then the screen;
      // one still on its way holds the shell back by a frame at most.
      await Promise.race([seeded, nextFrame()]);
      root.render(
        <StrictMode>
          <FullApp queryClient={queryClient} />
        </StrictMode>,
      );
    });
  };

  // A visitor's first page is drawn by a light page without the router and the
  // query cache; the app's code comes when they sign in or follow a link.
  if (boot.token === null && location.pathname === paths.landing) {
    void import("./LandingApp").then(({ LandingApp }) => {
      root.render(
        <StrictMode>
          <LandingApp boot={boot} onEnter={enterApp} />
        </StrictMode>,
      );
    });
  } else {
    enterApp(boot);
  }
}
