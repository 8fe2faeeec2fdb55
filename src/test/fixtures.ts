import { AccountSchema, type Account } from "@/api/entities/account";
import { CredentialAccountSchema, type CredentialAccount } from "@/api/entities/credentialAccount";
import { InstanceSchema, type Instance } from "@/api/entities/instance";
import { StatusSchema, type Status } from "@/api/entities/status";
import { parse } from "@/api/schema";

/** Small entity builders for unit tests of pure rules. */
export function makeInstance(overrides: Record<string, unknown> = {}): Instance {
  return parse(InstanceSchema, {
    uri: "demo.example",
    title: "Demo",
    short_description: "A demo",
    description: "<p>Demo</p>",
    version: "4.0.0 (compatible; Mitra 3.10.0)",
    registrations: true,
    authentication_methods: ["password", "eip4361", "caip122_monero"],
    allow_unauthenticated: { timeline_local: true },
    federated_timeline_restricted: false,
    blockchains: [],
    ...overrides,
  });
}

export function makeUser(
  permissions: string[] | null,
  overrides: Record<string, unknown> = {},
): CredentialAccount {
  return parse(CredentialAccountSchema, {
    id: "u1",
    username: "alice",
    acct: "alice",
    role: permissions === null ? undefined : { id: 1, name: "user", permissions },
    ...overrides,
  });
}

export const USER_PERMISSIONS = [
  "create_follow_request",
  "create_post",
  "manage_subscription_options",
];
export const READ_ONLY_PERMISSIONS = ["create_follow_request"];
export const ADMIN_PERMISSIONS = [
  "create_follow_request",
  "create_post",
  "delete_any_post",
  "delete_any_profile",
  "manage_subscription_options",
];

export function makeStatus(overrides: Record<string, unknown> = {}): Status {
  return parse(StatusSchema, {
    id: "p1",
    created_at: "2026-11-22T12:00:00.000Z",
    account: { id: "a1", username: "bob", acct: "bob" },
    content: "<p>Hello</p>",
    visibility: "public",
    ...overrides,
  });
}

/** A group as the server gives it (an account with is_group). */
export function makeGroup(overrides: Record<string, unknown> = {}): Account {
  const username = typeof overrides.username === "string" ? overrides.username : "owls";
  return parse(AccountSchema, {
    id: "g1",
    username,
    acct: username,
    display_name: "Night Owls",
    url: `https://demo.example/@${username}`,
    actor_id: `https://demo.example/users/${username}`,
    is_group: true,
    followers_count: 12,
    ...overrides,
  });
}
