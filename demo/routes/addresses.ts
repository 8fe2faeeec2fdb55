/**
 * WebFinger addresses (user@host) as the server parses them: a username of
 * unreserved characters, a lower-case host without a port. The demo's own
 * host may carry a port (it runs on one); it counts as a valid host.
 */
import { validationError } from "../http/responses.ts";

const ADDRESS = /^([A-Za-z0-9\-._~%]+)@([a-z0-9.-]+|[0-9.]+|\[[0-9a-f:]+\])$/;

/** "user@host" when valid, with an optional "@" before it; 400 'invalid webfinger address' otherwise. */
export function parseAddress(text: string, localHost: string): { username: string; host: string } {
  const handle = text.startsWith("@") ? text.slice(1) : text;
  const at = handle.lastIndexOf("@");
  if (at > 0 && handle.slice(at + 1) === localHost) {
    const username = handle.slice(0, at);
    if (/^[A-Za-z0-9\-._~%]+$/.test(username)) return { username, host: localHost };
  }
  const match = ADDRESS.exec(handle);
  if (!match) throw validationError("invalid webfinger address");
  return { username: match[1] ?? "", host: match[2] ?? "" };
}

/** The server's batch limit for imports. */
const IMPORT_LIMIT = 500;

/**
 * The addresses of an imported CSV: the first column of each line, trimmed;
 * empty lines and the "Account address" header skipped; duplicates once. Any
 * other line that is not an address refuses the whole list, and so do more
 * than 500 addresses.
 */
export function parseAddressList(csv: string, localHost: string): string[] {
  const addresses = new Set<string>();
  for (const line of csv.split(/\r?\n/)) {
    const cell = (line.split(",")[0] ?? "").trim();
    if (cell === "" || cell === "Account address") continue;
    const { username, host } = parseAddress(cell, localHost);
    addresses.add(`${username}@${host}`);
  }
  if (addresses.size > IMPORT_LIMIT) {
    throw validationError("can't process more than 500 items at once");
  }
  return [...addresses].sort();
}
