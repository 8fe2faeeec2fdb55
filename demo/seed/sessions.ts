import type { SeedBuilder } from "./builder.ts";

const HOUR = 3_600_000;

/**
 * Alice's other sessions, where the version lists them: one of another
 * application (a phone app) and one of this client on another device, both
 * well within the token lifetime. Their tokens are never handed out.
 */
export function seedSessions(b: SeedBuilder): void {
  const { store } = b;
  const alice = b.account("alice").id;
  const others: [string, string | null, number][] = [
    ["demo-session-alice-phone", "Tusky", 50 * HOUR],
    ["demo-session-alice-laptop", null, 9 * 24 * HOUR],
  ];
  for (const [token, clientName, age] of others) {
    store.tokens.set(token, {
      accountId: alice,
      createdAt: b.now - age,
      sessionId: store.nextSequence("session"),
      clientName,
    });
  }
}
