/**
 * A server's host name as a person may type or paste it ("Example.org",
 * "https://example.org/@bob", "@bob@example.org"), as the server stores it:
 * lower case, without scheme, path or user; null when it is not a host name
 * (Mitra's own pattern: letters, digits, dots and hyphens, or an IP
 * address; a port may follow).
 */
export function normalizeHost(input: string): string | null {
  let text = input.trim().toLowerCase();
  text = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, "");
  text = text.split(/[/?#]/)[0] ?? "";
  text = text.slice(text.lastIndexOf("@") + 1);
  if (text.length === 0 || text.length > 100) return null;
  return /^([a-z0-9.-]+|\[[0-9a-f:]+\])(:\d{1,5})?$/.test(text) &&
    !text.startsWith(".") &&
    !text.endsWith(".") &&
    text.includes(".")
    ? text
    : null;
}

/** The server of an account's address ("bob@social.example" → "social.example"); null for a local one. */
export function accountHost(acct: string): string | null {
  const at = acct.lastIndexOf("@");
  return at > 0 && !acct.includes("://") ? normalizeHost(acct.slice(at + 1)) : null;
}
