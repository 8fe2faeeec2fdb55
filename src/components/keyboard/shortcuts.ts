import type { MessageId } from "@/i18n/i18n";
import { useKeyBinding, useKeyBindings } from "@/ui/keyBindings";

/**
 * Every keyboard shortcut of the client, in one table: the bindings and the
 * `?` help sheet both read it. "list" keys work on any list of posts or
 * notifications; "post" keys act on the focused post.
 */
export const SHORTCUTS = {
  next: { key: "j", scope: "list", label: "shortcuts.next" },
  previous: { key: "k", scope: "list", label: "shortcuts.previous" },
  open: { key: "Enter", scope: "post", label: "shortcuts.open" },
  like: { key: "l", scope: "post", label: "shortcuts.like" },
  bookmark: { key: "b", scope: "post", label: "shortcuts.bookmark" },
  messages: { key: "m", scope: "global", label: "shortcuts.messages" },
  help: { key: "?", scope: "global", label: "shortcuts.help" },
} as const satisfies Record<string, { key: string; scope: string; label: MessageId }>;

export type ShortcutId = keyof typeof SHORTCUTS;

/** The shortcuts that work anywhere in the app: the shell binds them all at once. */
export type GlobalShortcut = {
  [Id in ShortcutId]: (typeof SHORTCUTS)[Id]["scope"] extends "global" ? Id : never;
}[ShortcutId];

/**
 * Binds every global shortcut of the table while mounted, each to its action
 * (a new global shortcut does not compile until it is given one); an action
 * returns false when its key is not for it now.
 */
export function useGlobalShortcuts(actions: Record<GlobalShortcut, () => boolean>): void {
  const ids = Object.keys(actions) as GlobalShortcut[];
  useKeyBindings(Object.fromEntries(ids.map((id) => [SHORTCUTS[id].key, actions[id]])));
}

/** Binds one document-wide shortcut of the table while mounted. */
export function useShortcut(
  id: ShortcutId,
  handler: (event: KeyboardEvent) => boolean | undefined,
) {
  useKeyBinding(SHORTCUTS[id].key, handler);
}

/** The post shortcut a key press on a focused post stands for, if any. */
export function postShortcut(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
}): "open" | "like" | "bookmark" | null {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  for (const id of ["open", "like", "bookmark"] as const) {
    if (SHORTCUTS[id].key === event.key) return id;
  }
  return null;
}
