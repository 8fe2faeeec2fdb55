import { useSyncExternalStore, type ReactNode } from "react";
import { ErrorMessage, errorMessage } from "@/domain/errors";

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

let toasts: Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Takes every toast away (tests share this module across files, and start clean). */
export function clearToasts(): void {
  toasts = [];
  emit();
}

export function dismissToast(id: number): void {
  toasts = toasts.filter((toast) => toast.id !== id);
  emit();
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
  toasts = [...toasts, toast].slice(-3);
  emit();
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
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasts,
  );
}
