import { request } from "./http";
import { AccountSchema, type Account } from "@/api/entities/account";
import { CredentialAccountSchema, type CredentialAccount } from "@/api/entities/credentialAccount";
import { type AuthenticationMethod } from "@/api/entities/authenticationMethod";
import { presentFields, type Credentials } from "./oauth";
import { parse, parseEach } from "./schema";

export async function verifyCredentials(authToken: string): Promise<CredentialAccount> {
  const data = await request<unknown>("/api/v1/accounts/verify_credentials", { authToken });
  return parse(CredentialAccountSchema, data);
}

export interface SignUpData extends Credentials {
  invite_code?: string | null;
}

/** POST /api/v1/accounts, which answers 201 with the new user. */
export async function registerAccount(
  method: AuthenticationMethod,
  data: SignUpData,
): Promise<CredentialAccount> {
  const user = await request<unknown>("/api/v1/accounts", {
    method: "POST",
    expected: 201,
    json: {
      authentication_method: method,
      ...presentFields({
        username: data.username,
        password: data.password,
        message: data.message,
        signature: data.signature,
        invite_code: data.invite_code,
      }),
    },
  });
  return parse(CredentialAccountSchema, user);
}

export async function getAccount(id: string, authToken: string | null): Promise<Account> {
  const data = await request<unknown>(`/api/v1/accounts/${encodeURIComponent(id)}`, { authToken });
  return parse(AccountSchema, data);
}

export async function lookupAccount(acct: string, authToken: string | null): Promise<Account> {
  const data = await request<unknown>("/api/v1/accounts/lookup", { query: { acct }, authToken });
  return parse(AccountSchema, data);
}

/**
 * Account search: without remote resolve for mention suggestions; with it
 * where a full address of a person the server has not met yet must be found.
 */
export async function searchAccounts(
  q: string,
  limit: number,
  authToken: string,
  resolve = false,
): Promise<Account[]> {
  const data = await request<unknown[]>("/api/v1/accounts/search", {
    authToken,
    query: { q, resolve, limit },
  });
  return parseEach(AccountSchema, data);
}
