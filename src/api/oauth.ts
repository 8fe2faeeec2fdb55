import { request } from "./http";
import { TokenSchema, type AuthenticationMethod } from "./types";

export interface Credentials {
  username?: string | null;
  password?: string | null;
  message?: string | null;
  signature?: string | null;
}

/** POST /oauth/token; the grant type is the login type (spec §9). */
export async function createToken(
  grantType: AuthenticationMethod,
  credentials: Credentials,
): Promise<string> {
  const data = await request<unknown>("/oauth/token", {
    method: "POST",
    json: {
      grant_type: grantType,
      username: credentials.username ?? null,
      password: credentials.password ?? null,
      message: credentials.message ?? null,
      signature: credentials.signature ?? null,
    },
  });
  return TokenSchema.parse(data).access_token;
}

export async function revokeToken(token: string): Promise<void> {
  await request<unknown>("/oauth/revoke", { method: "POST", json: { token }, authToken: token });
}
