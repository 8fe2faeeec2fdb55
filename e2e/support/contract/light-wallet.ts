import { parsedJson } from "./json-body";

/**
 * Subscription options of an instance that watches payments with a light
 * wallet: Mitra 4.15.0 added the `monero-light` type (with the payout
 * wallet's `view_key`), which no OpenAPI file has (its SubscriptionOption's
 * type is only `monero`), so Prism would refuse such a save and replace
 * such a list. They go around it.
 */
export const SUBSCRIPTION_OPTIONS = "/api/v1/subscriptions/options";
export const LIGHT_WALLET_REASON =
  "monero-light subscription option (Mitra 4.15+), absent from the OpenAPI files";

const isLightWalletOption = (value: unknown): boolean =>
  typeof value === "object" && value !== null && "type" in value && value.type === "monero-light";

/** Whether a request saves a `monero-light` subscription option. */
export function savesLightWalletOption(method: string, pathname: string, body: Buffer): boolean {
  return (
    method === "POST" && pathname === SUBSCRIPTION_OPTIONS && isLightWalletOption(parsedJson(body))
  );
}

/** Whether a list of subscription options holds a `monero-light` one. */
export function listsLightWalletOption(body: Buffer): boolean {
  const value = parsedJson(body);
  return Array.isArray(value) && value.some(isLightWalletOption);
}
