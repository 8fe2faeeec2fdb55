import { registerAccount, verifyCredentials, type SignUpData } from "@/api/accounts";
import { createToken, type Credentials } from "@/api/oauth";
import type { AuthenticationMethod } from "@/api/entities/authenticationMethod";
import type { CredentialAccount } from "@/api/entities/credentialAccount";

export interface SignedIn {
  token: string;
  user: CredentialAccount;
}

/** Sign-in: request a token, then fetch the user. */
export async function signInFlow(
  type: AuthenticationMethod,
  credentials: Credentials,
): Promise<SignedIn> {
  const token = await createToken(type, credentials);
  const user = await verifyCredentials(token);
  return { token, user };
}

/** Sign-up: register, then request a token (the user comes from registration). */
export async function signUpFlow(type: AuthenticationMethod, data: SignUpData): Promise<SignedIn> {
  const user = await registerAccount(type, data);
  const token = await createToken(type, {
    username: data.username ?? null,
    password: data.password ?? null,
    message: data.message ?? null,
    signature: data.signature ?? null,
  });
  return { token, user };
}
