/** Mitra 3.10's rule: lowercase letters, numbers and underscores only. */
const USERNAME_PATTERN = /^[a-z0-9_]+$/;
/** Servers from 4.8.0 also allow upper-case letters and hyphens. */
const RELAXED_USERNAME_PATTERN = /^[A-Za-z0-9_-]+$/;

export function isValidUsername(username: string, relaxed: boolean): boolean {
  return (relaxed ? RELAXED_USERNAME_PATTERN : USERNAME_PATTERN).test(username);
}
