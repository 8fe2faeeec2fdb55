/**
 * Identity proofs: the claim to sign, and the signed proof.
 * Signatures are really checked, so a test can make a key, sign the claim and
 * see the proof appear: minisign with Ed25519 (node:crypto), Ethereum as an
 * EIP-191 personal_sign recovered by viem.
 */
import { createHash, createPublicKey, verify } from "node:crypto";
import { requireViewer, type Ctx } from "../http/context.ts";
import { json, validationError } from "../http/responses.ts";
import { optString, reqString } from "../http/params.ts";
import type { Router } from "../http/router.ts";
import { serializeCredentialAccount } from "../entities/account.ts";
import { actorId, iso } from "../entities/view.ts";
import { viewFor } from "./helpers.ts";
import { signedBy } from "./wallet.ts";
import { isDid } from "./did.ts";
import { jsonFieldError } from "../http/json-source.ts";

const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

function base58(bytes: Uint8Array): string {
  let value = BigInt(`0x${Buffer.from(bytes).toString("hex") || "0"}`);
  let out = "";
  while (value > 0n) {
    out = (BASE58[Number(value % 58n)] ?? "") + out;
    value /= 58n;
  }
  for (const byte of bytes) {
    if (byte !== 0) break;
    out = `1${out}`;
  }
  return out;
}

/** The first line of a minisign file that is not a comment, base64-decoded. */
function minisignLine(text: string): Uint8Array {
  const line = text
    .split(/\r?\n/)
    .map((item) => item.trim())
    .find((item) => item !== "" && !item.startsWith("untrusted comment"));
  if (!line || !/^[A-Za-z0-9+/]+={0,2}$/.test(line)) return new Uint8Array(0);
  return new Uint8Array(Buffer.from(line, "base64"));
}

/** JSON with sorted keys: enough of JCS for these flat objects. */
function canonical(value: Record<string, string>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b))),
  );
}

function sha256(text: string): Buffer {
  return createHash("sha256").update(text).digest();
}

function identityClaim(ctx: Ctx): Response {
  const viewer = requireViewer(ctx);
  const query = Object.fromEntries(ctx.url.searchParams);
  const type = optString(query, "proof_type");
  const signer = reqString(query, "signer", "signer is required");
  if (type !== "ethereum" && type !== "minisign" && type !== "minisign-unhashed") {
    throw validationError("unknown proof type");
  }
  const createdAt = iso(ctx.store.now());
  const actor = actorId(viewFor(ctx, viewer), viewer);
  let did: string;
  let key: Uint8Array | string;
  if (type === "ethereum") {
    if (!/^0x[0-9a-fA-F]{40}$/.test(signer)) throw validationError("invalid address");
    key = signer.toLowerCase();
    did = `did:pkh:eip155:1:${key}`;
  } else {
    const decoded = minisignLine(signer);
    // 2-byte algorithm, 8-byte key id, 32-byte Ed25519 key.
    if (decoded.length !== 42) throw validationError("invalid key");
    key = decoded.slice(10);
    did = `did:key:z${base58(new Uint8Array([0xed, 0x01, ...key]))}`;
  }
  const statement = canonical({
    alsoKnownAs: actor,
    subject: did,
    type: "VerifiableIdentityStatement",
  });
  let claim: string;
  if (type === "minisign-unhashed") {
    // Proof options hash, then statement hash (the eddsa-jcs shape), as hex.
    const options = canonical({
      created: createdAt,
      cryptosuite: "eddsa-jcs-2022",
      type: "DataIntegrityProof",
    });
    claim = Buffer.concat([sha256(options), sha256(statement)]).toString("hex");
  } else {
    claim = statement;
  }
  const message =
    type === "minisign-unhashed"
      ? new Uint8Array(Buffer.from(claim, "hex"))
      : new TextEncoder().encode(claim);
  ctx.store.identityClaims.set(`${viewer.id} ${did}`, { type, did, message, createdAt, key });
  return json({ did, claim, created_at: createdAt });
}

/** The DID a listed proof stands for: `Key` a did:key, `$ETH` a did:pkh on Ethereum's main chain. */
export function listedDid(proof: { name: string; value: string }): string | null {
  if (proof.name === "Key") return `did:key:${proof.value}`;
  if (proof.name === "$ETH") return `did:pkh:eip155:1:${proof.value.toLowerCase()}`;
  return null;
}

export function identityRoutes(router: Router): void {
  // 3.10 hands out claims at identity_proof; 5.9 at identity_claim (renamed in
  // 4.16.0, the old path removed in 5.0.0). route-rules.ts lists each on its
  // version only, so the other is 404.
  router.get("/api/v1/accounts/identity_proof", identityClaim);
  router.get("/api/v1/accounts/identity_claim", identityClaim);

  // Removes the proofs with this DID (none matching changes nothing) and
  // answers the user.
  router.delete("/api/v1/accounts/identity_proof", (ctx) => {
    const viewer = requireViewer(ctx);
    const did = reqString(ctx.body, "did", "did is required");
    // `did` is read as a DID, so one that does not parse refuses the body.
    if (!isDid(did)) throw jsonFieldError(ctx.body, "did", "DID parse error");
    viewer.identityProofs = viewer.identityProofs.filter((proof) => listedDid(proof) !== did);
    return json(serializeCredentialAccount(viewFor(ctx, viewer), viewer));
  });

  router.post("/api/v1/accounts/identity_proof", async (ctx) => {
    const viewer = requireViewer(ctx);
    const did = reqString(ctx.body, "did", "did is required");
    const signature = reqString(ctx.body, "signature", "signature is required");
    const createdAt = reqString(ctx.body, "created_at", "created_at is required");
    const claim = ctx.store.identityClaims.get(`${viewer.id} ${did}`);
    if (claim?.createdAt !== createdAt) throw validationError("invalid claim");
    if (viewer.identityProofs.length >= 10)
      throw validationError("at most 10 identity proofs are allowed");
    let field: { name: string; value: string };
    if (claim.type === "ethereum") {
      // Bare hex: clients strip the wallet's `0x`, and the demo insists so that
      // a client which forgets shows up in tests.
      if (
        !/^[0-9a-fA-F]{130}$/.test(signature) ||
        !(await signedBy(String(claim.key), new TextDecoder().decode(claim.message), signature))
      ) {
        throw validationError("invalid signature");
      }
      field = { name: "$ETH", value: String(claim.key) };
    } else {
      const decoded = minisignLine(signature);
      if (decoded.length !== 74) throw validationError("invalid signature");
      const algorithm = String.fromCharCode(decoded[0] ?? 0, decoded[1] ?? 0);
      if ((claim.type === "minisign-unhashed") !== (algorithm === "Ed"))
        throw validationError("invalid signature type");
      const message =
        algorithm === "ED"
          ? new Uint8Array(createHash("blake2b512").update(claim.message).digest())
          : claim.message;
      const publicKey = createPublicKey({
        key: Buffer.concat([
          Buffer.from("302a300506032b6570032100", "hex"),
          Buffer.from(claim.key as Uint8Array),
        ]),
        format: "der",
        type: "spki",
      });
      if (!verify(null, message, publicKey, decoded.slice(10)))
        throw validationError("invalid signature");
      field = { name: "Key", value: did.slice("did:key:".length) };
    }
    const taken = [...ctx.store.accounts.values()].some(
      (account) =>
        account.id !== viewer.id &&
        account.identityProofs.some((proof) => proof.value === field.value),
    );
    if (taken) throw validationError("identity proof is already linked to another profile");
    viewer.identityProofs = viewer.identityProofs.filter((proof) => proof.value !== field.value);
    viewer.identityProofs.push({ ...field, valueSource: field.value, verifiedAt: ctx.store.now() });
    if (claim.type === "ethereum" && viewer.user) {
      // A linked wallet also signs its owner in.
      viewer.user.walletAddress ??= String(claim.key);
      if (!viewer.user.authenticationMethods.includes("eip4361")) {
        viewer.user.authenticationMethods.push("eip4361");
      }
    }
    ctx.store.identityClaims.delete(`${viewer.id} ${did}`);
    return json(serializeCredentialAccount(viewFor(ctx, viewer), viewer));
  });
}
