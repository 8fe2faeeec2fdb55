/**
 * Monero payout addresses read as the server's monero crate reads them: the
 * block-wise base58 of a network byte, two public keys (an integrated
 * address adds an 8-byte payment id) and a Keccak-256 checksum. The keys
 * are not checked to be curve points.
 */
import { keccak256 } from "viem";

const ALPHABET = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
/** How many characters encode a block of 0…8 bytes. */
const ENCODED_BLOCK_SIZES = [0, 2, 3, 5, 6, 7, 9, 10, 11];
const FULL_BLOCK = 11;

type MoneroNetwork = "mainnet" | "stagenet" | "testnet";
type AddressType = "standard" | "integrated" | "subaddress";

/** The first byte of an address: its network and kind. */
const PREFIXES: Readonly<Record<number, [MoneroNetwork, AddressType]>> = {
  18: ["mainnet", "standard"],
  19: ["mainnet", "integrated"],
  42: ["mainnet", "subaddress"],
  24: ["stagenet", "standard"],
  25: ["stagenet", "integrated"],
  36: ["stagenet", "subaddress"],
  53: ["testnet", "standard"],
  54: ["testnet", "integrated"],
  63: ["testnet", "subaddress"],
};

/** The network of each Monero chain id; the private chain takes any address. */
const CHAIN_NETWORKS: Readonly<Record<string, MoneroNetwork | "private">> = {
  "monero:418015bb9ae982a1975da7d79277c270": "mainnet",
  "monero:76ee3cc98646292206cd3e86f74d88b4": "stagenet",
  "monero:48ca7cd3c8de5b6a4d53d2861fbdaedc": "testnet",
  "monero:00000000000000000000000000000000": "private",
};

function decodeBase58(text: string): Uint8Array | null {
  const out: number[] = [];
  for (let start = 0; start < text.length; start += FULL_BLOCK) {
    const block = text.slice(start, start + FULL_BLOCK);
    const size = ENCODED_BLOCK_SIZES.indexOf(block.length);
    if (size <= 0) return null;
    let value = 0n;
    for (const char of block) {
      const digit = ALPHABET.indexOf(char);
      if (digit < 0) return null;
      value = value * 58n + BigInt(digit);
    }
    if (value >> BigInt(size * 8) !== 0n) return null;
    for (let i = size - 1; i >= 0; i--) out.push(Number((value >> BigInt(i * 8)) & 0xffn));
  }
  return new Uint8Array(out);
}

/** The address's network and kind, or null when it is not a Monero address. */
function parseMoneroAddress(text: string): { network: MoneroNetwork; type: AddressType } | null {
  const bytes = decodeBase58(text);
  if (!bytes) return null;
  const prefix = PREFIXES[bytes[0] ?? -1];
  if (!prefix) return null;
  const [network, type] = prefix;
  if (bytes.length !== (type === "integrated" ? 77 : 69)) return null;
  const body = bytes.slice(0, bytes.length - 4);
  const checksum = keccak256(body, "bytes").slice(0, 4);
  if (!checksum.every((byte, i) => byte === bytes[bytes.length - 4 + i])) return null;
  return { network, type };
}

/**
 * The server's refusal of a payout address on a chain, or null when it
 * takes it: "invalid monero address", then (from 4.16.1) "address belongs
 * to wrong network", and for a light wallet "address is not a standard
 * address" (before the network).
 */
export function payoutAddressProblem(
  text: string,
  chainId: string,
  options: { standardOnly: boolean; checkNetwork: boolean },
): string | null {
  const address = parseMoneroAddress(text);
  if (!address) return "invalid monero address";
  if (options.standardOnly && address.type !== "standard") {
    return "address is not a standard address";
  }
  const expected = CHAIN_NETWORKS[chainId];
  if (options.checkNetwork && expected !== "private" && expected !== address.network) {
    return "address belongs to wrong network";
  }
  return null;
}
