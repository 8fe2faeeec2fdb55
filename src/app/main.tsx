import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { paths } from "../routing/paths";
import { startBootRequests, type BootRequests } from "../state/bootRequests";
import { loadCustomCss } from "./customCss";
import { preloadScreen } from "./preload";
import "./theme.css";
import "./bootFrame.css";

// Lists put the reader back where they were themselves (PostList); the
// browser's own restoration would fight them while posts are measured.
history.scrollRestoration = "manual";

// The data leaves first, before any of the app's code has run.
const boot = startBootRequests(location.pathname);

loadCustomCss();

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");
const root = createRoot(container);

/** The full app: router, query cache, the screens; its chunks load in parallel. */
function enterApp(requests: BootRequests): void {
  preloadScreen(location.pathname, requests.token !== null);
  void import("./FullApp").then(async ({ FullApp, preloadStart }) => {
    // Drawn once the start's screens are there (a failure shows on its route).
    await preloadStart(location.pathname).catch(() => undefined);
    root.render(
      <StrictMode>
        <FullApp boot={requests} />
      </StrictMode>,
    );
  });
}

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
