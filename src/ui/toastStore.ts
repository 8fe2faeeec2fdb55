import type { ReactNode } from "react";
import { ErrorMessage, errorMessage } from "@/domain/errors";
import { createStore, useStore } from "./store";

/** Short messages shown over the page (errors, "reload to see replies"). */
export interface Toast {
  id: number;
  text: string;
  tone: "info" | "error";
  /**
   * A control after the text, e.g. a link to what was just made; the caller
   * renders it (this layer knows no routes). `dismiss` closes the toast.
   */
  action?: (dismiss: () => void) => ReactNode;
}

const toasts = createStore<Toast[]>([]);
let nextId = 1;

/** Takes every toast away (tests share this module across files, and start clean). */
export function clearToasts(): void {
  toasts.set([]);
}

export function dismissToast(id: number): void {
  toasts.set(toasts.get().filter((toast) => toast.id !== id));
}

/** How long a toast stays by itself: an error longer, to be read (both have a close button). */
export const TOAST_MS = { info: 8_000, error: 16_000 } as const;

/**
 * Shows a message; it leaves by itself after TOAST_MS of its tone (the
 * Toaster holds it while the pointer or focus is in it: a control that
 * vanishes while someone tabs to it cannot be used from the keyboard).
 */
export function showToast(
  text: string,
  tone: Toast["tone"] = "info",
  options: { action?: Toast["action"] } = {},
): void {
  const toast: Toast = { id: nextId++, text, tone, ...options };
  // The newest few only: a burst of failures should not cover the page.
  toasts.set([...toasts.get(), toast].slice(-3));
}

/**
 * A failed action, explained: its message in an alert, for longer than a
 * note. A refused token is not explained here: the session ends and
 * the landing page says so calmly.
 */
export function showErrorToast(error: unknown): void {
  const message = errorMessage(error);
  if (message !== ErrorMessage.invalidToken) showToast(message, "error");
}

export function useToasts(): Toast[] {
  return useStore(toasts);
}
