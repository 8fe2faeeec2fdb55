import * as v from "valibot";
import { request, requestText } from "./http";
import { nullable, parse, tolerantArray } from "./schema";
import { AccountSchema } from "@/api/entities/account";
import { CredentialAccountSchema, type CredentialAccount } from "@/api/entities/credentialAccount";

/**
 * The account's own settings calls: password, aliases, export and import of
 * the social graph, moving followers, deleting the account. Kept apart from
 * `settings.ts` (client config), which the landing page loads.
 */

const AliasesSchema = v.object({
  declared: tolerantArray(AccountSchema),
  /** Every declared alias by actor id; `account` is null when the server does not know it. */
  declared_all: tolerantArray(v.object({ id: v.string(), account: nullable(AccountSchema) })),
  verified: tolerantArray(AccountSchema),
});
export type Aliases = v.InferOutput<typeof AliasesSchema>;

async function post<T>(path: string, authToken: string, json?: unknown): Promise<T> {
  return request<T>(path, { method: "POST", authToken, json });
}

export async function changePassword(
  newPassword: string,
  authToken: string,
): Promise<CredentialAccount> {
  const data = await post<unknown>("/api/v1/settings/change_password", authToken, {
    new_password: newPassword,
  });
  return parse(CredentialAccountSchema, data);
}

export async function getOwnAliases(id: string, authToken: string): Promise<Aliases> {
  const data = await request<unknown>(`/api/v1/accounts/${encodeURIComponent(id)}/aliases/all`, {
    authToken,
  });
  return parse(AliasesSchema, data);
}

export async function addAlias(acct: string, authToken: string): Promise<Aliases> {
  return parse(AliasesSchema, await post<unknown>("/api/v1/settings/aliases", authToken, { acct }));
}

export async function removeAlias(actorId: string, authToken: string): Promise<Aliases> {
  return parse(
    AliasesSchema,
    await post<unknown>("/api/v1/settings/aliases/remove", authToken, { actor_id: actorId }),
  );
}

/** The CSV text of the follows or followers export. */
export function exportCsv(kind: "follows" | "followers", authToken: string): Promise<string> {
  return requestText(`/api/v1/settings/export_${kind}`, { authToken });
}

/** Answers 204. */
export async function importFollows(csv: string, authToken: string): Promise<void> {
  await request<null>("/api/v1/settings/import_follows", {
    method: "POST",
    authToken,
    json: { follows_csv: csv },
    expected: 204,
  });
}

export async function importFollowers(
  fromActorId: string,
  csv: string,
  authToken: string,
): Promise<CredentialAccount> {
  const data = await post<unknown>("/api/v1/settings/import_followers", authToken, {
    from_actor_id: fromActorId,
    followers_csv: csv,
  });
  return parse(CredentialAccountSchema, data);
}

export async function moveFollowers(
  targetAcct: string,
  authToken: string,
): Promise<CredentialAccount> {
  const data = await post<unknown>("/api/v1/settings/move_followers", authToken, {
    target_acct: targetAcct,
  });
  return parse(CredentialAccountSchema, data);
}

/** Answers 204; the account and its tokens are gone afterwards. */
export async function deleteAccount(authToken: string): Promise<void> {
  await request<null>("/api/v1/settings/delete_account", {
    method: "POST",
    authToken,
    expected: 204,
  });
}
