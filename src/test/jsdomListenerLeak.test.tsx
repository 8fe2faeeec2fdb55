import { describe, expect, it, vi } from "vitest";
import { dropSelectorEngineListeners } from "./jsdomListenerLeak";

/** A function with the name jsdom's selector engine gives its handlers. */
function named(name: string, body: () => void): EventListener {
  return Object.defineProperty(() => body(), "name", { value: name });
}

describe("dropping the listeners jsdom's selector engine leaks", () => {
  it("keeps none of a later document's on the window (the setup file already dropped them)", () => {
    dropSelectorEngineListeners();
    // Stands for jsdom's own window, which the engine is given (the test's
    // `window` is the global, with methods of its own).
    const jsdomWindow = Object.defineProperty(new EventTarget(), Symbol.toStringTag, {
      value: "Window",
    });
    const engine = vi.fn();
    const own = vi.fn();
    jsdomWindow.addEventListener("focusin", named("_handleFocusEvent", engine));
    jsdomWindow.addEventListener("focusin", own);
    jsdomWindow.dispatchEvent(new FocusEvent("focusin"));
    expect(engine).not.toHaveBeenCalled();
    expect(own).toHaveBeenCalledOnce();
    jsdomWindow.removeEventListener("focusin", own);
  });

  it("leaves elements' listeners of those names alone", () => {
    const button = document.createElement("button");
    const handler = vi.fn();
    button.addEventListener("click", named("_handleMouseEvent", handler));
    button.click();
    expect(handler).toHaveBeenCalledOnce();
  });
});
