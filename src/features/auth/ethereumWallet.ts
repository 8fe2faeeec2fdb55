import { eip4361Message, createNonce } from "@/domain/signInMessage";
import { personalSign, requestAddress } from "@/components/wallet/ethereum";
import type { Eip1193Provider } from "@/components/wallet/walletDetect";

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
  const address = await requestAddress(provider);
  const message = eip4361Message({
    domain,
    address,
    statement,
    uri: window.location.origin,
    nonce: createNonce(),
    issuedAt: new Date().toISOString(),
  });
  return { message, signature: await personalSign(provider, message, address) };
}
