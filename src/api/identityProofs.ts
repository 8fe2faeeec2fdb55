import * as z from "zod/mini";
import { request } from "./http";
import { CredentialAccountSchema, type CredentialAccount } from "./types";

/** Proof types the client asks claims for: a wallet, or a legacy (unhashed) minisign key. */
export type ProofType = "ethereum" | "minisign-unhashed";

export const IdentityClaimSchema = z.object({
  did: z.string(),
  claim: z.string(),
  created_at: z.string(),
});
export type IdentityClaim = z.infer<typeof IdentityClaimSchema>;

/**
 * The statement to sign for a signer (wallet address or minisign public key).
 * The path differs by server version, so the caller passes it.
 */
export async function getIdentityClaim(
  path: string,
  proofType: ProofType,
  signer: string,
  authToken: string,
): Promise<IdentityClaim> {
  const data = await request<unknown>(path, {
    authToken,
    query: { proof_type: proofType, signer },
  });
  return IdentityClaimSchema.parse(data);
}

export interface SignedProof {
  proof_type: ProofType;
  /** Echoed exactly as the claim gave them. */
  did: string;
  created_at: string;
  signature: string;
}

/** Submits a signed claim; the answer is the user with the new proof. */
export async function submitIdentityProof(
  proof: SignedProof,
  authToken: string,
): Promise<CredentialAccount> {
  const data = await request<unknown>("/api/v1/accounts/identity_proof", {
    method: "POST",
    authToken,
    json: proof,
  });
  return CredentialAccountSchema.parse(data);
}
