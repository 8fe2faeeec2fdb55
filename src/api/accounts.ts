import { request } from "./http";
import {
  AccountSchema,
  CredentialAccountSchema,
  type Account,
  type AuthenticationMethod,
  type CredentialAccount,
} from "./types";
import { presentFields, type Credentials } from "./oauth";

export async function verifyCredentials(authToken: string): Promise<CredentialAccount> {
  const data = await request<unknown>("/api/v1/accounts/verify_credentials", { authToken });
  return CredentialAccountSchema.parse(data);
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
  return CredentialAccountSchema.parse(user);
}

export async function getAccount(id: string, authToken: string | null): Promise<Account> {
  const data = await request<unknown>(`/api/v1/accounts/${encodeURIComponent(id)}`, { authToken });
  return AccountSchema.parse(data);
}

export async function lookupAccount(acct: string, authToken: string | null): Promise<Account> {
  const data = await request<unknown>("/api/v1/accounts/lookup", { query: { acct }, authToken });
  return AccountSchema.parse(data);
}

/** Account search for mention suggestions: no remote resolve. */
export async function searchAccounts(
  q: string,
  limit: number,
  authToken: string,
): Promise<Account[]> {
  const data = await request<unknown[]>("/api/v1/accounts/search", {
    authToken,
    query: { q, resolve: false, limit },
  });
  return data.flatMap((item) => {
    const parsed = AccountSchema.safeParse(item);
    return parsed.success ? [parsed.data] : [];
  });
}
