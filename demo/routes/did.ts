/**
 * Whether a text is a DID the server can read (apx_core's `Did`): `did:key`
 * with a base58btc multibase of a known multicodec, or `did:pkh` with a
 * CAIP-10 account id. Anything else is "DID parse error".
 */
const DID = /^did:(?<method>[A-Za-z]+):[A-Za-z0-9._:-]+$/;
const DID_KEY = /did:key:(?<key>z[a-km-zA-HJ-NP-Z1-9]+)/;
const CAIP10 = /[-a-z0-9]{3,8}:[-a-zA-Z0-9]{1,32}:[-.%a-zA-Z0-9]{1,128}/;
const BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/** sha2-256, ed25519-pub, ed25519-priv, rsa-pub, rsa-priv. */
const MULTICODECS = new Set([0x12, 0xed, 0x1300, 0x1205, 0x1305]);

function decodeBase58(text: string): number[] {
  let value = 0n;
  for (const char of text) value = value * 58n + BigInt(BASE58.indexOf(char));
  const bytes: number[] = [];
  while (value > 0n) {
    bytes.unshift(Number(value & 0xffn));
    value >>= 8n;
  }
  for (const char of text) {
    if (char !== "1") break;
    bytes.unshift(0);
  }
  return bytes;
}

/** The multicodec's code: an unsigned varint at the start. */
function multicodec(bytes: readonly number[]): number | null {
  let code = 0;
  for (let i = 0; i < Math.min(bytes.length, 4); i++) {
    const byte = bytes[i] ?? 0;
    code += (byte & 0x7f) * 2 ** (7 * i);
    if ((byte & 0x80) === 0) return code;
  }
  return null;
}

export function isDid(text: string): boolean {
  const method = DID.exec(text)?.groups?.method;
  if (method === "key") {
    const key = DID_KEY.exec(text)?.groups?.key;
    if (key === undefined) return false;
    const code = multicodec(decodeBase58(key.slice(1)));
    return code !== null && MULTICODECS.has(code);
  }
  if (method === "pkh") return CAIP10.test(text.slice("did:pkh:".length));
  return false;
}
