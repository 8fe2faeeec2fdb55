/**
 * EIP-4361 (Sign-In with Ethereum) as the server checks it: the message must
 * name this instance and carry its login message, must be valid now, its nonce
 * is single-use, and the personal_sign signature must recover the address
 * the message names. Registration checks the same, but only sign-in uses the
 * nonce up: the client signs up and then signs in with one message.
 */
import { getAddress, isHex, verifyMessage } from "viem";
import { parseSiweMessage, validateSiweMessage } from "viem/siwe";
import { validationError } from "../http/responses.ts";
import type { Ctx } from "../http/context.ts";

/** An Ethereum personal_sign signature as hex, with or without `0x`, as viem takes it. */
function hexSignature(signature: string): `0x${string}` | null {
  const prefixed = signature.startsWith("0x") ? signature : `0x${signature}`;
  return isHex(prefixed) && prefixed.length === 132 ? prefixed : null;
}

/** Whether `signature` is `address`'s personal_sign of `message`. */
export async function signedBy(
  address: string,
  message: string,
  signature: string,
): Promise<boolean> {
  const hex = hexSignature(signature);
  if (!hex) return false;
  try {
    return await verifyMessage({ address: getAddress(address), message, signature: hex });
  } catch {
    return false;
  }
}

/** The lower-case wallet address that signed a valid EIP-4361 message. */
export async function verifySignIn(
  ctx: Ctx,
  message: string,
  signature: string,
  { useNonce }: { useNonce: boolean },
): Promise<string> {
  const fields = parseSiweMessage(message);
  if (!fields.address || !fields.nonce || fields.version !== "1") {
    throw validationError("invalid EIP-4361 message");
  }
  const domain = ctx.store.instance.uri ?? ctx.host;
  if (fields.domain !== domain) throw validationError("domain doesn't match");
  if (!fields.statement) throw validationError("statement is missing");
  if (fields.statement !== ctx.store.instance.login_message) {
    throw validationError("statement doesn't match");
  }
  if (!validateSiweMessage({ message: fields, time: new Date(ctx.store.now()) })) {
    throw validationError("message is not currently valid");
  }
  if (ctx.store.usedNonces.has(fields.nonce)) throw validationError("nonce can't be reused");
  if (!(await signedBy(fields.address, message, signature))) {
    throw validationError("invalid signature");
  }
  if (useNonce) ctx.store.usedNonces.add(fields.nonce);
  return fields.address.toLowerCase();
}
