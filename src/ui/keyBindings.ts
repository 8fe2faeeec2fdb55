import { useEffect, useRef } from "react";
import { isTyping } from "./keyboard";

/**
 * Document-wide key bindings through one listener. A binding's handler
 * returns false when the key was not for it; the newest binding of a key is
 * asked first. None fire while typing in a field or with a modifier held.
 */
type Handler = (event: KeyboardEvent) => boolean | undefined;

const bindings = new Map<string, Handler[]>();

function onKeyDown(event: KeyboardEvent): void {
  if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
  if (isTyping(event)) return;
  const handlers = bindings.get(event.key);
  if (!handlers) return;
  for (const handler of [...handlers].reverse()) {
    if (handler(event) !== false) {
      event.preventDefault();
      return;
    }
  }
}

function bind(key: string, handler: Handler): () => void {
  if (bindings.size === 0) document.addEventListener("keydown", onKeyDown);
  bindings.set(key, [...(bindings.get(key) ?? []), handler]);
  return () => {
    const rest = (bindings.get(key) ?? []).filter((item) => item !== handler);
    if (rest.length > 0) bindings.set(key, rest);
    else bindings.delete(key);
    if (bindings.size === 0) document.removeEventListener("keydown", onKeyDown);
  };
}

/** Binds `key` while the component is mounted; the latest `handler` is the one called. */
export function useKeyBinding(key: string, handler: Handler): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  }, [handler]);
  useEffect(() => bind(key, (event) => latest.current(event)), [key]);
}

/** Binds each key of `table` to its handler while mounted; the latest handlers are the ones called. */
export function useKeyBindings(table: Readonly<Record<string, Handler>>): void {
  const latest = useRef(table);
  useEffect(() => {
    latest.current = table;
  }, [table]);
  const keys = Object.keys(table).join("\n");
  useEffect(() => {
    const unbind = keys
      .split("\n")
      .map((key) => bind(key, (event) => latest.current[key]?.(event) ?? false));
    return () => {
      for (const one of unbind) one();
    };
  }, [keys]);
}
