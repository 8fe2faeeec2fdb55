/**
 * Identity proof rules: the signature the server takes, and the minisign
 * files a user pastes (a public key, a signature), read the way the server
 * reads them so the page can warn before submitting.
 */

/** Wallets answer `0x…`; the server takes the bare hex. */
export function withoutHexPrefix(signature: string): string {
  return signature.startsWith("0x") ? signature.slice(2) : signature;
}

/**
 * The data line of a minisign file: the first non-empty line that is not an
 * untrusted comment. A bare key or signature line is a file of one line.
 */
export function minisignDataLine(text: string): string | null {
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line !== "" && !line.startsWith("untrusted comment")) return line;
  }
  return null;
}

function decodeBase64(line: string): Uint8Array | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(line) || line.length % 4 !== 0) return null;
  return Uint8Array.from(atob(line), (char) => char.charCodeAt(0));
}

/** A file's data line and its bytes, when it decodes to `length` bytes starting with `E`. */
function dataOf(text: string, length: number): { line: string; bytes: Uint8Array } | null {
  const line = minisignDataLine(text);
  const bytes = line === null ? null : decodeBase64(line);
  if (line === null || bytes?.length !== length || bytes[0] !== 0x45) return null;
  return { line, bytes };
}

/** Minisign shows a key id as its 8 bytes read as a little-endian number, in upper-case hex. */
function keyIdOf(bytes: Uint8Array): string {
  return Array.from(bytes.slice(2, 10))
    .reverse()
    .map((byte) => byte.toString(16).padStart(2, "0"))
    .join("")
    .toUpperCase();
}

export interface MinisignPublicKey {
  /** The base64 line the server needs as the signer. */
  line: string;
  keyId: string;
}

/** A minisign Ed25519 public key: 2-byte algorithm `Ed`, 8-byte key id, 32-byte key. */
export function parseMinisignPublicKey(text: string): MinisignPublicKey | null {
  const data = dataOf(text, 42);
  if (data?.bytes[1] !== 0x64) return null;
  return { line: data.line, keyId: keyIdOf(data.bytes) };
}

export interface MinisignSignature {
  /** `Ed` signs the message itself (legacy, `minisign -l`); `ED` signs its BLAKE2b hash. */
  prehashed: boolean;
  keyId: string;
}

/** A minisign signature: 2-byte algorithm, 8-byte key id, 64-byte signature. */
export function parseMinisignSignature(text: string): MinisignSignature | null {
  const data = dataOf(text, 74);
  if (data?.bytes[1] !== 0x64 && data?.bytes[1] !== 0x44) return null;
  return { prehashed: data.bytes[1] === 0x44, keyId: keyIdOf(data.bytes) };
}

/**
 * Shell commands that turn the hex claim into a file and sign it (legacy
 * mode, as the claim needs). Null unless the claim is plain hex: the user
 * pastes these into a shell, so nothing else from the server may get in.
 */
export function minisignSignCommands(claimHex: string): string | null {
  if (!/^[0-9a-fA-F]+$/.test(claimHex)) return null;
  return [
    `echo -n '${claimHex}' | xxd -r -p > message`,
    "minisign -S -l -m message -x message.sig",
    "cat message.sig",
  ].join("\n");
}

/** Shell commands that recreate the public key file from the secret key and print it. */
export const MINISIGN_KEY_COMMANDS = [
  "minisign -R -s ~/.minisign/minisign.key -p minisign.pub",
  "cat minisign.pub",
].join("\n");

/**
 * The DID of an identity proof as the account lists it (a field), which
 * removing it names: `Key` is a did:key; `$ETH` a did:pkh on Ethereum's main
 * chain, the address in lower case. Other proofs cannot be named (null).
 */
export function proofDid(proof: { name: string; value: string }): string | null {
  if (proof.name === "Key") return `did:key:${proof.value}`;
  if (proof.name === "$ETH") return `did:pkh:eip155:1:${proof.value.toLowerCase()}`;
  return null;
}
