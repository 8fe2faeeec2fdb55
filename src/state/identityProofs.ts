import {
  getIdentityClaim,
  removeIdentityProof,
  submitIdentityProof,
  type IdentityClaim,
  type ProofType,
  type SignedProof,
} from "@/api/identityProofs";
import { withoutHexPrefix } from "@/domain/identityProof";
import { useStoreOwnUser } from "./accounts";
import { useAuthedMutation } from "@/state/session/authed";
import { useCapabilities } from "./instance";

/** Asks for the claim a signer signs; the call's path follows the server version. */
export function useIdentityClaim() {
  const { identityClaimPath } = useCapabilities();
  return useAuthedMutation({
    mutationFn: (token, { type, signer }: { type: ProofType; signer: string }) =>
      getIdentityClaim(identityClaimPath, type, signer, token),
  });
}

/** Submits a signed claim; the returned user (with the proof) is stored. */
export function useSubmitIdentityProof() {
  const storeUser = useStoreOwnUser();
  return useAuthedMutation({
    mutationFn: (token, proof: SignedProof) => submitIdentityProof(proof, token),
    onSuccess: storeUser,
  });
}

/** Removes a proof by its DID; the returned user (without it) is stored. */
export function useRemoveIdentityProof() {
  const storeUser = useStoreOwnUser();
  return useAuthedMutation({
    mutationFn: (token, did: string) => removeIdentityProof(did, token),
    onSuccess: storeUser,
  });
}

/** A connected wallet: its address, and personal_sign with it. */
export interface WalletSigner {
  address: string;
  sign: (message: string) => Promise<string>;
}

/**
 * Links a wallet: account access, the claim for its address, the wallet's
 * signature of it (sent without the leading 0x), then the proof; the
 * returned user is stored. `connect` asks the wallet for access.
 */
export function useLinkWallet() {
  const { identityClaimPath } = useCapabilities();
  const storeUser = useStoreOwnUser();
  return useAuthedMutation({
    mutationFn: async (token, connect: () => Promise<WalletSigner>) => {
      const wallet = await connect();
      const claim: IdentityClaim = await getIdentityClaim(
        identityClaimPath,
        "ethereum",
        wallet.address,
        token,
      );
      const signature = await wallet.sign(claim.claim);
      return submitIdentityProof(
        {
          proof_type: "ethereum",
          did: claim.did,
          created_at: claim.created_at,
          signature: withoutHexPrefix(signature),
        },
        token,
      );
    },
    onSuccess: storeUser,
  });
}
