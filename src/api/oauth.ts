import { request } from "./http";
import { TokenSchema } from "@/api/entities/token";
import { type AuthenticationMethod } from "@/api/entities/authenticationMethod";
import { parse } from "./schema";

export interface Credentials {
  username?: string | null;
  password?: string | null;
  message?: string | null;
  signature?: string | null;
}

/**
 * Only the fields that apply to a login type are sent: the contract types
 * them as strings, and the server treats a missing one like a null.
 */
export function presentFields(
  fields: Record<string, string | null | undefined>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fields).filter(
      (entry): entry is [string, string] => typeof entry[1] === "string",
    ),
  );
}

/**
 * The scopes a session's token asks for. From 5.9.2 the server grants only
 * the scopes a token request names (none when it names none); older servers
 * ignore the field and grant every scope.
 */
const TOKEN_SCOPE = "read write";

/** POST /oauth/token; the grant type is the login type. */
export async function createToken(
  grantType: AuthenticationMethod,
  credentials: Credentials,
): Promise<string> {
  const data = await request<unknown>("/oauth/token", {
    method: "POST",
    json: {
      grant_type: grantType,
      scope: TOKEN_SCOPE,
      ...presentFields({
        username: credentials.username,
        password: credentials.password,
        message: credentials.message,
        signature: credentials.signature,
      }),
    },
  });
  return parse(TokenSchema, data).access_token;
}

export async function revokeToken(token: string): Promise<void> {
  await request<unknown>("/oauth/revoke", { method: "POST", json: { token }, authToken: token });
}
