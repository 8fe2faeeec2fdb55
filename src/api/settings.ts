import { request } from "./http";
import { CredentialAccountSchema, type CredentialAccount } from "@/api/entities/credentialAccount";
import { parse } from "./schema";

/** The key this client's settings live under in the user's client_config. */
export const CLIENT_NAME = "mitra-web";

/** Stores the whole settings map under the client's key; returns the user. */
export async function saveClientConfig(
  authToken: string,
  config: Record<string, unknown>,
): Promise<CredentialAccount> {
  const data = await request<unknown>("/api/v1/settings/client_config", {
    method: "POST",
    authToken,
    json: { [CLIENT_NAME]: config },
  });
  return parse(CredentialAccountSchema, data);
}
