import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { clearToasts } from "./src/ui/toastStore";
import { keptCopies } from "./src/state/storage/keptCopies";
import { dropSelectorEngineListeners } from "./src/test/jsdomListenerLeak";

vi.mock("virtua", () => import("./src/test/virtuaStub"));

if (typeof window !== "undefined") dropSelectorEngineListeners();

// Screens render the whole app against the in-process demo; on a busy 2-core
// CI machine a screen can take longer than Testing Library's 1 s default.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no matchMedia; the app asks it for the system colour scheme.
if (typeof window !== "undefined" && typeof window.matchMedia !== "function") {
  Object.defineProperty(window, "matchMedia", {
    configurable: true,
    value: (query: string): MediaQueryList =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  });
}

// jsdom does not scroll or lay out: the app scrolls to the top on navigation
// and into a thread; lists are virtualized (virtua watches the scrolling
// element with a ResizeObserver, which jsdom lacks: unmeasured items keep
// their estimated size). Lists render every item in component tests.
if (typeof window !== "undefined") {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
  if (!document.scrollingElement) {
    Object.defineProperty(document, "scrollingElement", {
      configurable: true,
      get: () => document.documentElement,
    });
  }
  // Nothing has a size without layout; Ariakit moves focus only to visible
  // elements, and asks checkVisibility first.
  if (typeof Element.prototype.checkVisibility !== "function") {
    Element.prototype.checkVisibility = () => true;
  }
  // Ariakit's modal dialog asks CSS.supports("scrollbar-gutter: stable"); jsdom has no CSS.supports.
  if (typeof globalThis.CSS === "undefined") {
    Object.defineProperty(globalThis, "CSS", { configurable: true, value: {} });
  }
  if (typeof CSS.supports !== "function") {
    Object.defineProperty(CSS, "supports", { configurable: true, value: () => false });
  }
  if (typeof window.ResizeObserver !== "function") {
    window.ResizeObserver = class {
      observe(): void {}
      unobserve(): void {}
      disconnect(): void {}
    };
  }
}

afterEach(() => {
  cleanup();
  // Module state outlives a test file (files share loaded modules): an error
  // toast stays until dismissed, and would show over the next file's app.
  clearToasts();
  // So are the posts kept for offline (in memory without IndexedDB).
  void keptCopies.forgetAll();
  if (typeof localStorage !== "undefined") localStorage.clear();
  if (typeof sessionStorage !== "undefined") sessionStorage.clear();
});
