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

/**
 * Shows a message; info fades after a while, errors stay until dismissed, and
 * so does a toast with an action: a control that vanishes while someone tabs
 * to it cannot be used from the keyboard.
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
  if (tone === "info" && !toast.action) setTimeout(() => dismissToast(toast.id), 8_000);
}

/**
 * A failed action, explained: its message in an alert that stays until
 * dismissed. A refused token is not explained here: the session ends and
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
