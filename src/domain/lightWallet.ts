/**
 * Subscriptions on an instance that watches payments with a light wallet
 * (offered from Mitra 4.16.1): the creator's own wallet receives the payments,
 * and the instance sees them through the wallet's private view key, which
 * shows incoming payments but cannot spend them.
 */
import type { Capabilities } from "./capabilities";

/**
 * Whether the instance's chain is watched by a light wallet: a 4.15+ server
 * says `is_forwarding_required: false` in the chain's metadata (a full
 * wallet says true, and older servers say nothing).
 */
export function usesLightWallet(
  chain: { chain_metadata: Record<string, unknown> | null } | undefined,
  capabilities: Pick<Capabilities, "lightWalletSubscriptions">,
): boolean {
  return (
    capabilities.lightWalletSubscriptions && chain?.chain_metadata?.is_forwarding_required === false
  );
}

/** Ed25519's group order: a private key is a number below it, written as 32 little-endian bytes. */
const GROUP_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;

const HEX_KEY = /^[0-9a-f]{64}$/i;
const HEX_PREFIX = /^[0-9a-f]{0,63}$/i;

/** The key as it is sent: pasted keys often carry spaces or a line break at their ends. */
export function normalizeViewKey(text: string): string {
  return text.trim();
}

/**
 * Whether `text` is a Monero private view key: 64 hexadecimal characters
 * (either case), whose value is a canonical scalar (below the group order).
 * The server refuses anything else ('invalid view key').
 */
export function isViewKey(text: string): boolean {
  const key = normalizeViewKey(text);
  if (!HEX_KEY.test(key)) return false;
  const littleEndian = (key.match(/../g) ?? []).reverse().join("");
  return BigInt(`0x${littleEndian}`) < GROUP_ORDER;
}

/**
 * Whether typing more could still make `text` a view key, so a field can
 * wait before calling a short key wrong, but not a letter outside 0–9 and a–f.
 */
export function couldBecomeViewKey(text: string): boolean {
  return HEX_PREFIX.test(normalizeViewKey(text));
}

/**
 * The view key a save sends: the one typed when it is valid; with the field
 * left empty, the key already set, as long as the payout address (the
 * wallet it belongs to) is unchanged; otherwise none.
 */
export function viewKeyToSend(
  typed: string,
  saved: { viewKey: string | null; payoutAddress: string | null } | null,
  payoutAddress: string,
): string | null {
  const key = normalizeViewKey(typed);
  if (key !== "") return isViewKey(key) ? key : null;
  if (!saved?.viewKey || saved.payoutAddress !== payoutAddress.trim()) return null;
  return saved.viewKey;
}
