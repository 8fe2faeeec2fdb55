/**
 * The demo's sign-in credentials, and the table `npm start` / `npm run demo` print.
 */
import { DEMO_INVITE_CODE } from "../store/instance-settings.ts";
import { DEMO_PASSWORD } from "./accounts.ts";
import { fixedToken } from "./activity.ts";

interface DemoCredential {
  username: string;
  password: string;
  /** A ready bearer token (valid until revoked or the demo is reset). */
  token: string;
  role: string;
}

const DEMO_CREDENTIALS: DemoCredential[] = [
  ["admin", "admin: every permission"],
  ["alice", "user: the main demo account"],
  ["bob", "user: locked, one pending follow request"],
  ["newsbot", "user: a bot account"],
  ["reader", "read-only user: cannot post"],
].map(([username = "", role = ""]) => ({
  username,
  password: DEMO_PASSWORD,
  token: fixedToken(username),
  role,
}));

export function credentialsTable(): string {
  const rows = [
    ["username", "password", "token", "role"],
    ...DEMO_CREDENTIALS.map((item) => [item.username, item.password, item.token, item.role]),
  ];
  const widths = [0, 1, 2].map((column) =>
    Math.max(...rows.map((row) => row[column]?.length ?? 0)),
  );
  const lines = rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join("  ")
      .trimEnd(),
  );
  return [
    ...lines,
    "",
    `Eighteen more local users (oliver, priya, …) share the password ${DEMO_PASSWORD}.`,
    `Invite code, for when registrations are closed: ${DEMO_INVITE_CODE}`,
  ].join("\n");
}
