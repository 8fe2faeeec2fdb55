/**
 * The document title: "{screen} | {instance}" (API-NOTES (n)), with the
 * unread notification count in front while signed in ("(3) Home | Mitra").
 * Screens set the first part, the shell the count.
 */
let base = document.title;
let unread = 0;

function apply(): void {
  document.title = unread > 0 ? `(${String(unread)}) ${base}` : base;
}

export function setBaseTitle(title: string): void {
  base = title;
  apply();
}

export function setUnreadInTitle(count: number): void {
  unread = count;
  apply();
}
