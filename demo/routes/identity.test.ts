import { generateKeyPairSync, sign } from "node:crypto";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { createDemoApp } from "../app.ts";
import { call, list, obj } from "../testing.ts";

/** A minisign key pair in the file formats the client pastes. */
function minisignKeys(): { publicKey: string; signLegacy(message: Uint8Array): string } {
  const { publicKey, privateKey } = generateKeyPairSync("ed25519");
  const raw = publicKey.export({ format: "der", type: "spki" }).subarray(12);
  const keyId = Buffer.from("0123456789abcdef", "hex");
  const publicLine = Buffer.concat([Buffer.from("Ed"), keyId, raw]).toString("base64");
  return {
    publicKey: `untrusted comment: minisign public key\n${publicLine}\n`,
    signLegacy: (message) => {
      const signature = sign(null, message, privateKey);
      const line = Buffer.concat([Buffer.from("Ed"), keyId, signature]).toString("base64");
      return `untrusted comment: signature\n${line}\ntrusted comment: x\nAAAA\n`;
    },
  };
}

describe("identity proofs", () => {
  it("verifies a legacy minisign signature over the hex claim", async () => {
    const app = createDemoApp({ server: "3.10" });
    const keys = minisignKeys();
    const signer = encodeURIComponent(keys.publicKey);
    const claim = obj(
      (
        await call(
          app,
          "GET",
          `/api/v1/accounts/identity_proof?proof_type=minisign-unhashed&signer=${signer}`,
          {
            token: "demo-token-bob",
          },
        )
      ).body,
    );
    expect(String(claim.did)).toMatch(/^did:key:z6Mk/);
    const message = new Uint8Array(Buffer.from(String(claim.claim), "hex"));
    const bad = await call(app, "POST", "/api/v1/accounts/identity_proof", {
      token: "demo-token-bob",
      body: {
        proof_type: "minisign-unhashed",
        did: claim.did,
        created_at: claim.created_at,
        signature: keys.signLegacy(new Uint8Array([1])),
      },
    });
    expect(obj(bad.body).error_description).toBe("invalid signature");
    const good = await call(app, "POST", "/api/v1/accounts/identity_proof", {
      token: "demo-token-bob",
      body: {
        proof_type: "minisign-unhashed",
        did: claim.did,
        created_at: claim.created_at,
        signature: keys.signLegacy(message),
      },
    });
    expect(good.status).toBe(200);
    const proofs = list(obj(good.body).identity_proofs);
    expect(proofs[0]).toMatchObject({
      name: "Key",
      value: String(claim.did).slice("did:key:".length),
    });
  });

  it("rejects unknown proof types and bad keys", async () => {
    const app = createDemoApp({ server: "3.10" });
    const unknown = await call(
      app,
      "GET",
      "/api/v1/accounts/identity_proof?proof_type=pgp&signer=x",
      { token: "demo-token-bob" },
    );
    expect(obj(unknown.body).error_description).toBe("unknown proof type");
    const badKey = await call(
      app,
      "GET",
      "/api/v1/accounts/identity_proof?proof_type=minisign&signer=abc",
      { token: "demo-token-bob" },
    );
    expect(obj(badKey.body).error_description).toBe("invalid key");
  });

  it("links an Ethereum address by a personal_sign of the claim, sent without 0x", async () => {
    const app = createDemoApp({ server: "3.10" });
    const wallet = privateKeyToAccount(
      "0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a",
    );
    const claim = obj(
      (
        await call(
          app,
          "GET",
          `/api/v1/accounts/identity_proof?proof_type=ethereum&signer=${wallet.address}`,
          { token: "demo-token-bob" },
        )
      ).body,
    );
    expect(claim.did).toBe(`did:pkh:eip155:1:${wallet.address.toLowerCase()}`);
    const signature = await wallet.signMessage({ message: String(claim.claim) });
    const submit = (sent: string) =>
      call(app, "POST", "/api/v1/accounts/identity_proof", {
        token: "demo-token-bob",
        body: {
          proof_type: "ethereum",
          did: claim.did,
          created_at: claim.created_at,
          signature: sent,
        },
      });
    const forged = await wallet.signMessage({ message: "another claim" });
    expect(obj((await submit(forged.slice(2))).body).error_description).toBe("invalid signature");
    expect(obj((await submit(signature)).body).error_description).toBe("invalid signature");
    const good = await submit(signature.slice(2));
    expect(good.status).toBe(200);
    expect(list(obj(good.body).identity_proofs)[0]).toMatchObject({
      name: "$ETH",
      value: wallet.address.toLowerCase(),
    });
    expect(obj(good.body).authentication_methods).toContain("eip4361");
  });
});
