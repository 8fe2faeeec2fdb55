/**
 * Wallet sign-in messages: EIP-4361 for Ethereum, CAIP-122
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

function signInMessage(
  account: "Ethereum" | "Monero",
  input: SignInMessageInput,
  chainIdLine: string[],
): string {
  return [
    `${input.domain} wants you to sign in with your ${account} account:`,
    input.address,
    "",
    input.statement,
    "",
    `URI: ${input.uri}`,
    "Version: 1",
    ...chainIdLine,
    `Nonce: ${input.nonce}`,
    `Issued At: ${input.issuedAt}`,
  ].join("\n");
}

/** EIP-4361 for Ethereum: on mainnet, chain id 1. */
export function eip4361Message(input: SignInMessageInput): string {
  return signInMessage("Ethereum", input, ["Chain ID: 1"]);
}

/** CAIP-122 for Monero: the same lines without a chain id. */
export function caip122MoneroMessage(input: SignInMessageInput): string {
  return signInMessage("Monero", input, []);
}

/** The nonce: 16 lowercase hex characters from 8 random bytes. */
export function createNonce(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return Array.from(random(new Uint8Array(8)), (byte) => byte.toString(16).padStart(2, "0")).join(
    "",
  );
}
