import { getAddress, toHex } from "viem";
import type { WalletSigner } from "@/state/identityProofs";
import type { Eip1193Provider } from "./walletDetect";

/**
 * Talking to a browser wallet (EIP-1193). This module carries viem, so it is
 * loaded only when someone uses a wallet (dynamic import).
 */

/** A wallet's refusal as an Error with the wallet's own words (they are plain objects). */
async function ask(
  provider: Eip1193Provider,
  args: { method: string; params?: unknown[] },
): Promise<unknown> {
  try {
    return await provider.request(args);
  } catch (caught) {
    if (caught instanceof Error) throw caught;
    const message = (caught as { message?: unknown } | null)?.message;
    throw new Error(typeof message === "string" && message ? message : "wallet not found");
  }
}

/** Account access: the wallet's first address, in checksum case. */
export async function requestAddress(provider: Eip1193Provider): Promise<`0x${string}`> {
  const accounts = await ask(provider, { method: "eth_requestAccounts" });
  const first = Array.isArray(accounts) ? (accounts[0] as unknown) : undefined;
  if (typeof first !== "string") throw new Error("wallet not found");
  return getAddress(first);
}

/** EIP-191 personal_sign of a text message; the wallet answers 0x-prefixed hex. */
export async function personalSign(
  provider: Eip1193Provider,
  message: string,
  address: string,
): Promise<string> {
  const signature = await ask(provider, {
    method: "personal_sign",
    params: [toHex(message), address],
  });
  if (typeof signature !== "string") throw new Error("wallet not found");
  return signature;
}

/** The wallet's account, ready to sign messages. */
export async function connectWallet(provider: Eip1193Provider): Promise<WalletSigner> {
  const address = await requestAddress(provider);
  return { address, sign: (message) => personalSign(provider, message, address) };
}
