import * as v from "valibot";
import { ErrorMessage } from "./errorCatalogue";
import { ApiError } from "./errors";
import { request, requestPage, type Page } from "./http";
import { nullable, parse, tolerantArray } from "./schema";
import { AccountSchema, type Account } from "@/api/entities/account";
import { CredentialAccountSchema, type CredentialAccount } from "@/api/entities/credentialAccount";

/** A subscription to a creator: who pays and until when (contract: Subscription). */
const SubscriptionSchema = v.object({
  id: v.union([v.number(), v.string()]),
  sender: AccountSchema,
  expires_at: v.string(),
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;

const SubscriptionList = tolerantArray(SubscriptionSchema);

/** A creator's subscribers with an active subscription, paged by the Link header. */
export async function getSubscribers(
  accountId: string,
  next: string | null,
  authToken: string,
): Promise<Page<Subscription>> {
  const page = next
    ? await requestPage<unknown>(next, { authToken })
    : await requestPage<unknown>(`/api/v1/accounts/${encodeURIComponent(accountId)}/subscribers`, {
        authToken,
        query: { include_expired: false },
      });
  return { items: parse(SubscriptionList, page.items), next: page.next };
}

/** A subscription found by sender and recipient (contract: SubscriptionDetails). */
const SubscriptionDetailsSchema = v.object({
  id: v.union([v.number(), v.string()]),
  expires_at: v.string(),
});
export type SubscriptionDetails = v.InferOutput<typeof SubscriptionDetailsSchema>;

/**
 * An atomic amount read from JSON. Numbers past 2^53 would already have lost
 * digits in JSON.parse, so they are refused rather than shown wrong.
 */
const AtomicAmount = v.pipe(
  v.number(),
  v.check((value) => Number.isSafeInteger(value) && value >= 0, "not an exact amount"),
  v.transform((value) => BigInt(value)),
);

/** The price per second the server stores, as an exact integer. */
const PricePerSecond = AtomicAmount;

/**
 * A creator's subscription option: `monero`, or on an instance that watches
 * payments with a light wallet (4.15+) `monero-light`, which also carries the
 * payout wallet's private view key (not in the contract files).
 */
const SubscriptionOptionSchema = v.object({
  type: v.string(),
  chain_id: nullable(v.string()),
  price: nullable(PricePerSecond),
  payout_address: nullable(v.string()),
  view_key: nullable(v.string()),
});
export type SubscriptionOption = v.InferOutput<typeof SubscriptionOptionSchema>;

const InvoiceStatusSchema = v.picklist([
  "requested",
  "open",
  "paid",
  "forwarded",
  "timeout",
  "cancelled",
  "underpaid",
  "completed",
  "failed",
]);

const InvoiceSchema = v.object({
  id: v.string(),
  sender_id: v.string(),
  recipient_id: v.string(),
  chain_id: v.string(),
  // A remote invoice that is only requested has no address yet.
  payment_address: nullable(v.string()),
  amount: AtomicAmount,
  status: InvoiceStatusSchema,
  created_at: v.string(),
  expires_at: v.string(),
});
export type Invoice = v.InferOutput<typeof InvoiceSchema>;

/** An atomic amount as the JSON integer the server expects, only while exact. */
function amountToJson(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError("amount is too large");
  return value;
}

export async function getSubscriptionOptions(authToken: string): Promise<SubscriptionOption[]> {
  const data = await request<unknown>("/api/v1/subscriptions/options", { authToken });
  return parse(tolerantArray(SubscriptionOptionSchema), data);
}

export interface SubscriptionOptionInput {
  chainId: string;
  pricePerSecond: bigint;
  payoutAddress: string;
  /**
   * The payout wallet's private view key, on an instance with a light
   * wallet: the option is then `monero-light`, which such an instance
   * requires (it answers `monero` 418 'operation not supported').
   */
  viewKey?: string;
}

/** Enables subscriptions or saves their settings; answers the updated user. */
export async function saveSubscriptionOption(
  option: SubscriptionOptionInput,
  authToken: string,
): Promise<CredentialAccount> {
  const common = {
    chain_id: option.chainId,
    price: amountToJson(option.pricePerSecond),
    payout_address: option.payoutAddress,
  };
  const data = await request<unknown>("/api/v1/subscriptions/options", {
    method: "POST",
    authToken,
    json:
      option.viewKey === undefined
        ? { type: "monero", ...common }
        : { type: "monero-light", ...common, view_key: option.viewKey },
  });
  return parse(CredentialAccountSchema, data);
}

/** The subscription of a sender to a recipient; null when there is none (a 404). */
export async function findSubscription(
  senderId: string,
  recipientId: string,
  authToken: string | null,
): Promise<SubscriptionDetails | null> {
  try {
    const data = await request<unknown>("/api/v1/subscriptions/find", {
      authToken,
      query: { sender_id: senderId, recipient_id: recipientId },
    });
    return parse(SubscriptionDetailsSchema, data);
  } catch (error) {
    // 'subscription not found' means not subscribed.
    if (
      error instanceof ApiError &&
      (error.status === 404 || error.message === ErrorMessage.subscriptionNotFound)
    ) {
      return null;
    }
    throw error;
  }
}

/** Opens an invoice; no token is needed, so a visitor can pay too. */
export async function createInvoice(input: {
  senderId: string;
  recipientId: string;
  chainId: string;
  amount: bigint;
}): Promise<Invoice> {
  const data = await request<unknown>("/api/v1/subscriptions/invoices", {
    method: "POST",
    json: {
      sender_id: input.senderId,
      recipient_id: input.recipientId,
      chain_id: input.chainId,
      amount: amountToJson(input.amount),
    },
  });
  return parse(InvoiceSchema, data);
}

export async function getInvoice(id: string): Promise<Invoice> {
  const data = await request<unknown>(`/api/v1/subscriptions/invoices/${encodeURIComponent(id)}`);
  return parse(InvoiceSchema, data);
}

export async function cancelInvoice(id: string): Promise<Invoice> {
  const data = await request<unknown>(`/api/v1/subscriptions/invoices/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
  return parse(InvoiceSchema, data);
}

/** A creator grants (or extends) a subscription for `duration` seconds. */
export async function grantSubscription(
  subscriberId: string,
  duration: number,
  authToken: string,
): Promise<SubscriptionDetails> {
  const data = await request<unknown>("/api/v1/subscriptions", {
    method: "POST",
    authToken,
    json: { subscriber_id: subscriberId, duration },
  });
  return parse(SubscriptionDetailsSchema, data);
}

/**
 * Accounts matching an address, for a visitor naming themselves. With
 * `resolve` the server fetches a remote profile it has never seen (by
 * WebFinger), so such a visitor can pay; it rate-limits a visitor's resolving
 * searches (a JSON 429 `retry in …`).
 */
export async function searchSenders(
  q: string,
  resolve: boolean,
  authToken: string | null,
): Promise<Account[]> {
  const data = await request<unknown>("/api/v1/accounts/search", {
    authToken,
    query: { q, resolve, limit: 5 },
  });
  return parse(tolerantArray(AccountSchema), data);
}
