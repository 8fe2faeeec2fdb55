import { getAddress, toHex } from "viem";
import { eip4361Message, createNonce } from "../../domain/signInMessage";
import type { Eip1193Provider } from "./walletDetect";

export interface SignedMessage {
  message: string;
  signature: string;
}

/**
 * Asks the wallet for an account and signs an EIP-4361 message with it
 * (personal_sign). Loaded only when someone chooses Ethereum.
 */
export async function signInWithEthereum(
  provider: Eip1193Provider,
  domain: string,
  statement: string,
): Promise<SignedMessage> {
  const accounts = await provider.request({ method: "eth_requestAccounts" });
  const first = Array.isArray(accounts) ? (accounts[0] as unknown) : undefined;
  if (typeof first !== "string") throw new Error("wallet not found");
  const address = getAddress(first);
  const message = eip4361Message({
    domain,
    address,
    statement,
    uri: window.location.origin,
    nonce: createNonce(),
    issuedAt: new Date().toISOString(),
  });
  const signature = await provider.request({
    method: "personal_sign",
    params: [toHex(message), address],
  });
  if (typeof signature !== "string") throw new Error("wallet not found");
  return { message, signature };
}
