/**
 * Subscription options on a light-wallet instance (Mitra 4.15.0 and later):
 * the creator's own wallet receives the payments and the instance watches it
 * through a light-wallet server with the wallet's private view key, which
 * shows incoming payments but cannot spend them. Such an instance takes only
 * `monero-light` options; the others take only `monero` ones.
 */
import type { Ctx } from "../http/context.ts";
import { optString } from "../http/params.ts";
import { ApiError, validationError } from "../http/responses.ts";
import { lightWalletChain } from "../store/instance-settings.ts";
import type { Store } from "../store/store.ts";
import { features } from "../store/versions.ts";

/** The order of Ed25519's base point: a private key is a scalar below it. */
const GROUP_ORDER = 2n ** 252n + 27742317777372353535851937790883648493n;

/**
 * Whether `text` is a Monero private key as the server reads one: hex (either
 * case) for exactly 32 bytes, whose little-endian value is a canonical scalar,
 * i.e. below the group order. Anything else is 'invalid view key'.
 */
export function isViewKey(text: string): boolean {
  if (!/^[0-9a-fA-F]{64}$/.test(text)) return false;
  const bytes = text.match(/../g) ?? [];
  const value = BigInt(`0x${bytes.reverse().join("")}`);
  return value < GROUP_ORDER;
}

/** The chain whose payments a light wallet watches; null on full-wallet instances and versions. */
function watchedChain(store: Store): { chain_id: string } | null {
  return features(store).lightWallet ? lightWalletChain(store.instance) : null;
}

/** Whether the instance watches payments with a light wallet. */
export function usesLightWallet(store: Store): boolean {
  return watchedChain(store) !== null;
}

const missingField = (name: string): ApiError =>
  validationError(`Json deserialize error: missing field \`${name}\``);

/**
 * The `monero-light` parts of a POST /api/v1/subscriptions/options body, as
 * the server checks them before the price and address: the view key must be
 * there (a JSON field the request type requires), the instance must be a
 * light-wallet one (418) and the chain its own.
 */
export function lightWalletRequest(ctx: Ctx): { chainId: string; viewKey: string } {
  const chainId = optString(ctx.body, "chain_id");
  if (chainId === null) throw missingField("chain_id");
  const viewKey = optString(ctx.body, "view_key");
  if (viewKey === null) throw missingField("view_key");
  const chain = watchedChain(ctx.store);
  if (!chain) throw new ApiError(418, "operation not supported");
  if (chainId !== chain.chain_id) throw validationError("unexpected chain ID");
  return { chainId, viewKey };
}
