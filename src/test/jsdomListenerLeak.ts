/**
 * jsdom gives every document it makes (the contents of each `<template>`,
 * each DOMParser result: the sanitizer makes hundreds per test file) a
 * selector engine that adds nine listeners to the window and never removes
 * them. Test files share one window, so late in a run every focus, key and
 * click went through thousands of dead listeners (a file took twice as long
 * as alone). Only the page's own document needs them, for `:focus-visible`
 * and `:hover`, and it registered them before the setup file ran: later ones
 * are dropped.
 */
const SELECTOR_ENGINE_HANDLERS = new Set([
  "_handleFocusEvent",
  "_handleKeyboardEvent",
  "_handleMouseEvent",
]);

export function dropSelectorEngineListeners(): void {
  // eslint-disable-next-line @typescript-eslint/unbound-method -- called below with each target as `this`
  const add = EventTarget.prototype.addEventListener;
  if ((add as { dropsSelectorListeners?: boolean }).dropsSelectorListeners) return;
  const patched = function (
    this: EventTarget,
    type: string,
    listener: EventListenerOrEventListenerObject | null,
    options?: AddEventListenerOptions | boolean,
  ): void {
    const fromSelectorEngine =
      typeof listener === "function" &&
      SELECTOR_ENGINE_HANDLERS.has(listener.name) &&
      Object.prototype.toString.call(this) === "[object Window]";
    if (!fromSelectorEngine) add.call(this, type, listener, options);
  };
  EventTarget.prototype.addEventListener = Object.assign(patched, { dropsSelectorListeners: true });
}
