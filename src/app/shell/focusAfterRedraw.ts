let pending = false;

/**
 * Asks the next shell drawn to put focus in its main region: a switch of
 * account redraws everything under the new account, and the menu that asked
 * for it is gone, so focus would otherwise fall to the page.
 */
export function focusMainAfterRedraw(): void {
  pending = true;
}

/** Whether the shell now drawn should take focus; asked once. */
export function takeFocusRequest(): boolean {
  const asked = pending;
  pending = false;
  return asked;
}
