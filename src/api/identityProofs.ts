import * as v from "valibot";
import { request } from "./http";
import { CredentialAccountSchema, type CredentialAccount } from "@/api/entities/credentialAccount";
import { parse } from "./schema";

/** Proof types the client asks claims for: a wallet, or a legacy (unhashed) minisign key. */
export type ProofType = "ethereum" | "minisign-unhashed";

const IdentityClaimSchema = v.object({
  did: v.string(),
  claim: v.string(),
  created_at: v.string(),
});
export type IdentityClaim = v.InferOutput<typeof IdentityClaimSchema>;

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
  return parse(IdentityClaimSchema, data);
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
  return parse(CredentialAccountSchema, data);
}

/** Removes an identity proof by its DID (a JSON body) [4.15.0]; answers the user without it. */
export async function removeIdentityProof(
  did: string,
  authToken: string,
): Promise<CredentialAccount> {
  const data = await request<unknown>("/api/v1/accounts/identity_proof", {
    method: "DELETE",
    authToken,
    json: { did },
  });
  return parse(CredentialAccountSchema, data);
}
