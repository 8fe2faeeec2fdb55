/** An EIP-1193 provider, as browser wallets inject it. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** The browser wallet, if any; cheap and free of wallet libraries. */
export function detectWallet(): Eip1193Provider | null {
  const candidate = (globalThis as { ethereum?: unknown }).ethereum;
  if (candidate && typeof (candidate as Eip1193Provider).request === "function") {
    return candidate as Eip1193Provider;
  }
  return null;
}
