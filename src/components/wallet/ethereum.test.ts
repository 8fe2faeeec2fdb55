import { describe, expect, it, vi } from "vitest";
import { connectWallet } from "./ethereum";

describe("connectWallet", () => {
  it("signs with the checksummed account by personal_sign of the hex text", async () => {
    const request = vi.fn(({ method }: { method: string; params?: unknown[] }) =>
      Promise.resolve(
        method === "eth_requestAccounts" ? ["0x70997970c51812dc3a010c7d01b50e0d17dc79c8"] : "0xabc",
      ),
    );
    const wallet = await connectWallet({ request });
    expect(wallet.address).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(await wallet.sign("hi")).toBe("0xabc");
    expect(request).toHaveBeenLastCalledWith({
      method: "personal_sign",
      params: ["0x6869", "0x70997970C51812dc3A010C7d01b50e0d17dc79C8"],
    });
  });

  it("passes on the wallet's own words when it refuses", async () => {
    // EIP-1193 wallets reject with plain objects, not Errors: that is the case under test.
    const refusing = {
      // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
      request: () => Promise.reject({ code: 4001, message: "User rejected the request." }),
    };
    await expect(connectWallet(refusing)).rejects.toThrow("User rejected the request.");
    // eslint-disable-next-line @typescript-eslint/prefer-promise-reject-errors
    const silent = { request: () => Promise.reject(null) };
    await expect(connectWallet(silent)).rejects.toThrow("wallet not found");
  });
});
