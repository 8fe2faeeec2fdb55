import type { ReactNode } from "react";

/*
 * What the menu button (Menu) and the lazily loaded popup layer both speak
 * of, apart from either, so neither imports the other.
 */

export interface MenuItem {
  key: string;
  label: string;
  icon?: ReactNode;
  /** An action; or `href` for a link that opens in a new tab. */
  onSelect?: () => void;
  href?: string;
  /** Shown, but skipped by the arrow keys and not clickable. */
  disabled?: boolean;
  danger?: boolean;
}

/** Where focus lands when a menu opens: its first item, its last, or the menu itself. */
export type InitialFocus = "first" | "last" | "container";
