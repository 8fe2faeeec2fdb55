/**
 * Wallet sign-in messages (API-NOTES (j)): EIP-4361 for Ethereum, CAIP-122
 * for Monero. Lines joined by \n, no trailing newline.
 */
export interface SignInMessageInput {
  domain: string;
  address: string;
  statement: string;
  uri: string;
  nonce: string;
  issuedAt: string;
}

export function eip4361Message(input: SignInMessageInput): string {
  return [
    `${input.domain} wants you to sign in with your Ethereum account:`,
    input.address,
    "",
    input.statement,
    "",
    `URI: ${input.uri}`,
    "Version: 1",
    "Chain ID: 1",
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
  ].join("\n");
}

export function caip122MoneroMessage(input: SignInMessageInput): string {
  return [
    `${input.domain} wants you to sign in with your Monero account:`,
    input.address,
    "",
    input.statement,
    "",
    `URI: ${input.uri}`,
    "Version: 1",
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
  ].join("\n");
}

/** 16 lowercase hex characters from 8 random bytes (spec §9 nonce length). */
export function createNonce(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  return Array.from(random(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}
