import { createContext } from "react";

/**
 * Whether the media below are among the first things a list shows: their
 * pictures load at once, and the first at high priority, instead of lazily
 * (a lazy picture on the first screen waits for layout, and is often the
 * page's largest paint).
 */
export const FirstScreenMedia = createContext(false);
