import * as z from "zod/mini";
import { ErrorMessage } from "../domain/errors";
import { ApiError } from "./errors";
import { request, requestPage, type Page } from "./http";
import { nullable, tolerantArray } from "./schema";
import {
  AccountSchema,
  CredentialAccountSchema,
  type Account,
  type CredentialAccount,
} from "./types";

/** A subscription to a creator: who pays and until when (contract: Subscription). */
export const SubscriptionSchema = z.object({
  id: z.union([z.number(), z.string()]),
  sender: AccountSchema,
  expires_at: z.string(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

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
  return { items: SubscriptionList.parse(page.items), next: page.next };
}

/** A subscription found by sender and recipient (contract: SubscriptionDetails). */
export const SubscriptionDetailsSchema = z.object({
  id: z.union([z.number(), z.string()]),
  expires_at: z.string(),
});
export type SubscriptionDetails = z.infer<typeof SubscriptionDetailsSchema>;

/**
 * An atomic amount read from JSON. Numbers past 2^53 would already have lost
 * digits in JSON.parse, so they are refused rather than shown wrong.
 */
const AtomicAmount = z.pipe(
  z.number(),
  z.transform((value: number, context) => {
    if (Number.isSafeInteger(value) && value >= 0) return BigInt(value);
    context.issues.push({ code: "custom", message: "not an exact amount", input: value });
    return z.NEVER;
  }),
);

/** The price per second the server stores, as an exact integer. */
const PricePerSecond = AtomicAmount;

export const SubscriptionOptionSchema = z.object({
  type: z.string(),
  chain_id: nullable(z.string()),
  price: nullable(PricePerSecond),
  payout_address: nullable(z.string()),
});
export type SubscriptionOption = z.infer<typeof SubscriptionOptionSchema>;

export const InvoiceStatusSchema = z.enum([
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

export const InvoiceSchema = z.object({
  id: z.string(),
  sender_id: z.string(),
  recipient_id: z.string(),
  chain_id: z.string(),
  // A remote invoice that is only requested has no address yet.
  payment_address: nullable(z.string()),
  amount: AtomicAmount,
  status: InvoiceStatusSchema,
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invoice = z.infer<typeof InvoiceSchema>;

/** An atomic amount as the JSON integer the server expects, only while exact. */
function amountToJson(amount: bigint): number {
  const value = Number(amount);
  if (!Number.isSafeInteger(value)) throw new RangeError("amount is too large");
  return value;
}

export async function getSubscriptionOptions(authToken: string): Promise<SubscriptionOption[]> {
  const data = await request<unknown>("/api/v1/subscriptions/options", { authToken });
  return tolerantArray(SubscriptionOptionSchema).parse(data);
}

/** Enables subscriptions or saves their settings; answers the updated user. */
export async function saveSubscriptionOption(
  option: { chainId: string; pricePerSecond: bigint; payoutAddress: string },
  authToken: string,
): Promise<CredentialAccount> {
  const data = await request<unknown>("/api/v1/subscriptions/options", {
    method: "POST",
    authToken,
    json: {
      type: "monero",
      chain_id: option.chainId,
      price: amountToJson(option.pricePerSecond),
      payout_address: option.payoutAddress,
    },
  });
  return CredentialAccountSchema.parse(data);
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
    return SubscriptionDetailsSchema.parse(data);
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
  return InvoiceSchema.parse(data);
}

export async function getInvoice(id: string): Promise<Invoice> {
  const data = await request<unknown>(`/api/v1/subscriptions/invoices/${encodeURIComponent(id)}`);
  return InvoiceSchema.parse(data);
}

export async function cancelInvoice(id: string): Promise<Invoice> {
  const data = await request<unknown>(`/api/v1/subscriptions/invoices/${encodeURIComponent(id)}`, {
    method: "DELETE",
  });
  return InvoiceSchema.parse(data);
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
  return SubscriptionDetailsSchema.parse(data);
}

/** Accounts matching an address, for a visitor naming themselves (no remote resolve). */
export async function searchSenders(q: string, authToken: string | null): Promise<Account[]> {
  const data = await request<unknown>("/api/v1/accounts/search", {
    authToken,
    query: { q, resolve: false, limit: 5 },
  });
  return tolerantArray(AccountSchema).parse(data);
}
