import type { Hex } from "viem";
import { privateKeyToAccount } from "viem/accounts";

/** Development keys (Hardhat's accounts #1 and #2), public knowledge; they never hold funds. */
export const TEST_KEYS = {
  /** 0x70997970…79C8: alice's legacy $ETH proof in the demo seed. */
  alice: "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
  /** 0x3C44CdDd…93BC: linked to nobody. */
  fresh: "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
} as const;

/**
 * A browser wallet (EIP-1193) backed by a viem local account: account access
 * and personal_sign really sign, so the demo can verify. `refuse` makes it
 * reject as wallets do (a plain object with a code and a message).
 */
export function fakeWallet(privateKey: Hex, options: { refuse?: string } = {}) {
  const account = privateKeyToAccount(privateKey);
  const methods: string[] = [];
  const request = async ({ method, params }: { method: string; params?: unknown[] }) => {
    methods.push(method);
    if (options.refuse) {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- wallets reject with plain objects
      throw { code: 4001, message: options.refuse };
    }
    if (method === "eth_requestAccounts") return [account.address.toLowerCase()];
    if (method === "personal_sign") {
      const [raw] = params as [Hex, string];
      return account.signMessage({ message: { raw } });
    }
    throw new Error(`unexpected wallet call ${method}`);
  };
  return { address: account.address, methods, provider: { request } };
}
