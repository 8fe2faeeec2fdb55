import { privateKeyToAccount } from "viem/accounts";
import { createSiweMessage } from "viem/siwe";
import { beforeEach, describe, expect, it } from "vitest";
import { createDemoApp, type DemoApp } from "../app.ts";
import { call, obj } from "../testing.ts";
import { signedBy } from "./wallet.ts";

// A well-known development key (Hardhat's second account); never holds funds.
const wallet = privateKeyToAccount(
  "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d",
);

let app: DemoApp;
beforeEach(() => {
  app = createDemoApp({ server: "3.10" });
});

function signInMessage(overrides: { domain?: string; statement?: string; nonce?: string } = {}) {
  return createSiweMessage({
    domain: overrides.domain ?? "demo.test",
    address: wallet.address,
    statement: overrides.statement ?? "Sign in to Mitra Demo",
    uri: "http://demo.test",
    version: "1",
    chainId: 1,
    nonce: overrides.nonce ?? "0123456789abcdef",
    issuedAt: new Date(),
  });
}

async function signed(message: string) {
  return { message, signature: await wallet.signMessage({ message }) };
}

describe("EIP-4361 signatures", () => {
  it("verifies the server's test vector", async () => {
    const message = [
      "example.com wants you to sign in with your Ethereum account:",
      "0x70997970C51812dc3A010C7d01b50e0d17dc79C8",
      "",
      "test",
      "",
      "URI: https://example.com",
      "Version: 1",
      "Chain ID: 1",
      "Nonce: 3cb7760eac2f",
      "Issued At: 2022-02-14T22:27:35.500Z",
    ].join("\n");
    const signature =
      "0x9059c9a69c31e87d887262a574abcc33f320d5b778bea8a35c6fbdea94a17e9652b99f7cdd146ed67fa8e4bb02462774b958a129c421fe8d743a43bf67dcbcd61c";
    expect(await signedBy("0x70997970c51812dc3a010c7d01b50e0d17dc79c8", message, signature)).toBe(
      true,
    );
    expect(
      await signedBy("0x70997970c51812dc3a010c7d01b50e0d17dc79c8", `${message}!`, signature),
    ).toBe(false);
  });

  it("signs up with a wallet, then signs in with it; a nonce works once", async () => {
    const first = await signed(signInMessage());
    const created = await call(app, "POST", "/api/v1/accounts", {
      body: { authentication_method: "eip4361", username: "walletuser", ...first },
    });
    expect(created.status).toBe(201);
    expect(obj(created.body).authentication_methods).toEqual(["eip4361"]);
    const token = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "eip4361", ...first },
    });
    expect(token.status).toBe(200);
    const reused = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "eip4361", ...first },
    });
    expect(obj(reused.body).error_description).toBe("nonce can't be reused");
    const again = await call(app, "POST", "/oauth/token", {
      body: {
        grant_type: "eip4361",
        ...(await signed(signInMessage({ nonce: "fedcba9876543210" }))),
      },
    });
    const me = await call(app, "GET", "/api/v1/accounts/verify_credentials", {
      token: String(obj(again.body).access_token),
    });
    expect(obj(me.body).username).toBe("walletuser");
  });

  it("refuses a wrong signature, another instance and another statement", async () => {
    const { message } = await signed(signInMessage());
    const forged = await wallet.signMessage({ message: "something else" });
    const wrong = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "eip4361", message, signature: forged },
    });
    expect(obj(wrong.body).error_description).toBe("invalid signature");
    const elsewhere = await call(app, "POST", "/oauth/token", {
      body: {
        grant_type: "eip4361",
        ...(await signed(signInMessage({ domain: "other.example" }))),
      },
    });
    expect(obj(elsewhere.body).error_description).toBe("domain doesn't match");
    const statement = await call(app, "POST", "/api/v1/accounts", {
      body: {
        authentication_method: "eip4361",
        username: "x",
        ...(await signed(signInMessage({ statement: "hello" }))),
      },
    });
    expect(obj(statement.body).error_description).toBe("statement doesn't match");
  });

  it("says 404 'user not found' for a wallet nobody registered", async () => {
    const result = await call(app, "POST", "/oauth/token", {
      body: { grant_type: "eip4361", ...(await signed(signInMessage())) },
    });
    expect(result.status).toBe(404);
    expect(obj(result.body).error_description).toBe("user not found");
  });
});
