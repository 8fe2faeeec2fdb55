// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { signInWithEthereum } from "./ethereumWallet";
import type { Eip1193Provider } from "@/components/wallet/walletDetect";

function fakeWallet(accounts: unknown, signature: unknown = "0xsig") {
  const request = vi.fn(({ method }: { method: string; params?: unknown[] }) =>
    Promise.resolve(method === "eth_requestAccounts" ? accounts : signature),
  );
  return { provider: { request } satisfies Eip1193Provider, request };
}

function hexToText(hex: string): string {
  const bytes = hex.slice(2).match(/../g) ?? [];
  return new TextDecoder().decode(new Uint8Array(bytes.map((byte) => parseInt(byte, 16))));
}

describe("signInWithEthereum", () => {
  it("signs an EIP-4361 message with the checksummed account (personal_sign)", async () => {
    const { provider, request } = fakeWallet(["0x70997970c51812dc3a010c7d01b50e0d17dc79c8"]);
    const { message, signature } = await signInWithEthereum(
      provider,
      "social.example",
      "Sign in to Mitra",
    );
    expect(signature).toBe("0xsig");
    const lines = message.split("\n");
    expect(lines.slice(0, 8)).toEqual([
      "social.example wants you to sign in with your Ethereum account:",
      "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      "",
      "Sign in to Mitra",
      "",
      `URI: ${window.location.origin}`,
      "Version: 1",
      "Chain ID: 1",
    ]);
    expect(lines[8]).toMatch(/^Nonce: [0-9a-f]{16}$/);
    expect(lines[9]).toMatch(/^Issued At: \d{4}-\d\d-\d\dT/);
    const [, signCall] = request.mock.calls;
    expect(signCall?.[0].method).toBe("personal_sign");
    const [hex, address] = signCall?.[0].params as [string, string];
    expect(hexToText(hex)).toBe(message);
    expect(address).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
  });

  it("says 'wallet not found' when the wallet gives no account", async () => {
    const { provider } = fakeWallet([]);
    await expect(signInWithEthereum(provider, "d", "s")).rejects.toThrow("wallet not found");
  });
});
