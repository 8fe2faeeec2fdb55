/**
 * Paid subscriptions with (stagenet) Monero: a creator's options, invoices a
 * payer polls, and grants by the creator. No coins move: an invoice stays
 * "open" until a test moves it on with POST /__demo/invoices/{id}.
 */
import { hasPermission } from "../store/access.ts";
import { requireViewer, type Ctx } from "../http/context.ts";
import {
  ApiError,
  json,
  notFound,
  operationError,
  permissionError,
  validationError,
} from "../http/responses.ts";
import { createRandom, hashString } from "../store/ids.ts";
import { optNumber, optString, reqString } from "../http/params.ts";
import type {
  AccountRecord,
  InvoiceRecord,
  InvoiceStatus,
  SubscriptionRecord,
} from "../store/records.ts";
import type { Router } from "../http/router.ts";
import { serializeCredentialAccount } from "../entities/account.ts";
import { iso } from "../entities/view.ts";
import type { Store } from "../store/store.ts";
import { findAccount, viewFor } from "./helpers.ts";
import { isViewKey, lightWalletRequest, usesLightWallet } from "./light-wallet.ts";
import { features } from "../store/versions.ts";
import { payoutAddressProblem } from "./monero-address.ts";

const INVOICE_LIFETIME = 3 * 3600_000;
const SECONDS_IN_MONTH = 2_592_000;

function invoiceJson(invoice: InvoiceRecord): Record<string, unknown> {
  return {
    id: invoice.id,
    sender_id: invoice.senderId,
    recipient_id: invoice.recipientId,
    chain_id: invoice.chainId,
    payment_address: invoice.paymentAddress,
    amount: invoice.amount,
    status: invoice.status,
    created_at: iso(invoice.createdAt),
    expires_at: iso(invoice.expiresAt),
  };
}

/** A stagenet-looking address, stable per invoice. */
function paymentAddress(seed: string): string {
  const alphabet = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";
  const random = createRandom(hashString(seed));
  let out = "5";
  while (out.length < 95) out += alphabet[Math.floor(random() * alphabet.length)] ?? "1";
  return out;
}

/** Adds `seconds` to the sender's subscription (from now, or from its end if still running). */
function extendSubscription(
  store: Store,
  sender: AccountRecord,
  recipient: AccountRecord,
  chainId: string,
  seconds: number,
  notify: boolean,
): SubscriptionRecord {
  const now = store.now();
  let subscription = store.subscriptions.find(
    (item) => item.senderId === sender.id && item.recipientId === recipient.id,
  );
  if (!subscription) {
    subscription = {
      id: store.nextSequence("subscription"),
      senderId: sender.id,
      recipientId: recipient.id,
      chainId,
      expiresAt: now,
      updatedAt: now,
    };
    store.subscriptions.push(subscription);
  }
  subscription.expiresAt = Math.max(now, subscription.expiresAt) + seconds * 1000;
  subscription.updatedAt = now;
  if (notify) {
    store.addNotification({
      recipientId: recipient.id,
      fromId: sender.id,
      type: "subscription",
      createdAt: now,
    });
  }
  return subscription;
}

/** Moves an invoice on; completing it pays for (amount / price) seconds. */
export function setInvoiceStatus(
  store: Store,
  invoice: InvoiceRecord,
  status: InvoiceStatus,
): void {
  invoice.status = status;
  if (status !== "completed") return;
  const sender = store.accounts.get(invoice.senderId);
  const recipient = store.accounts.get(invoice.recipientId);
  const price = recipient?.user?.subscriptionOption?.price ?? 0;
  if (sender && recipient && price > 0) {
    extendSubscription(
      store,
      sender,
      recipient,
      invoice.chainId,
      Math.floor(invoice.amount / price),
      true,
    );
  }
}

function chainWithSubscriptions(ctx: Ctx, chainId: string | null): string {
  const chain = ctx.store.instance.blockchains.find(
    (item) => item.features.subscriptions && (chainId === null || item.chain_id === chainId),
  );
  if (!chain) throw new ApiError(418, "operation not supported");
  return chain.chain_id;
}

/** When invoices pay themselves: seconds after creation at which each status is reached. */
const AUTO_STEPS: readonly (readonly [number, InvoiceStatus])[] = [
  [30, "paid"],
  [40, "forwarded"],
  [50, "completed"],
];

/** Moves an open (or paying) invoice on to where its age says it is. */
function autoAdvance(store: Store, invoice: InvoiceRecord): void {
  const paying: readonly InvoiceStatus[] = ["open", "paid", "forwarded"];
  if (!store.autoInvoices || !paying.includes(invoice.status)) return;
  const age = (store.now() - invoice.createdAt) / 1000;
  const reached = AUTO_STEPS.filter(([after]) => age >= after).at(-1)?.[1];
  if (reached && reached !== invoice.status) setInvoiceStatus(store, invoice, reached);
}

function findInvoice(ctx: Ctx): InvoiceRecord {
  const invoice = ctx.store.invoices.get(ctx.params.id ?? "");
  if (!invoice) throw notFound("invoice");
  autoAdvance(ctx.store, invoice);
  return invoice;
}

export function subscriptionRoutes(router: Router): void {
  router.get("/api/v1/subscriptions/options", (ctx) => {
    const viewer = requireViewer(ctx);
    const option = viewer.user?.subscriptionOption;
    return json(
      option
        ? [
            {
              type: option.viewKey === undefined ? "monero" : "monero-light",
              chain_id: option.chainId,
              price: option.price,
              payout_address: option.payoutAddress,
              ...(option.viewKey === undefined ? {} : { view_key: option.viewKey }),
            },
          ]
        : [],
    );
  });

  router.post("/api/v1/subscriptions/options", (ctx) => {
    const viewer = requireViewer(ctx);
    if (!hasPermission(viewer, "manage_subscription_options") || !viewer.user)
      throw permissionError();
    // From 4.15.0 a light-wallet instance takes only `monero-light` options
    // (with the payout wallet's view key) and refuses `monero` ones (418).
    const type = optString(ctx.body, "type");
    const light = type === "monero-light" && features(ctx.store).lightWallet;
    if (!light && type !== "monero") throw validationError("invalid subscription type");
    if (!light && usesLightWallet(ctx.store)) throw new ApiError(418, "operation not supported");
    const lightRequest = light ? lightWalletRequest(ctx) : null;
    const chainId =
      lightRequest?.chainId ?? chainWithSubscriptions(ctx, optString(ctx.body, "chain_id"));
    const price = optNumber(ctx.body, "price");
    if (price === null || !Number.isInteger(price) || price <= 0)
      throw validationError("price must be greater than 0");
    const priceMin = features(ctx.store).subscriptionPriceMin;
    if (priceMin !== null && BigInt(price) * BigInt(SECONDS_IN_MONTH) < priceMin)
      throw validationError("price is too low");
    const payoutAddress = (optString(ctx.body, "payout_address") ?? "").trim();
    const addressProblem = payoutAddressProblem(payoutAddress, chainId, {
      standardOnly: lightRequest !== null,
      checkNetwork: features(ctx.store).payoutAddressNetwork,
    });
    if (addressProblem) throw validationError(addressProblem);
    if (lightRequest && !isViewKey(lightRequest.viewKey)) throw validationError("invalid view key");
    // Registering the view-only wallet never answers (the server hangs).
    if (lightRequest && features(ctx.store).lightWalletHangs) {
      return new Promise<Response>(() => undefined);
    }
    viewer.user.subscriptionOption = {
      chainId,
      price,
      payoutAddress,
      // Kept as the server writes a key back: lower-case hex.
      ...(lightRequest ? { viewKey: lightRequest.viewKey.toLowerCase() } : {}),
    };
    viewer.paymentOptions = [
      ...viewer.paymentOptions.filter((option) => option.type !== "monero-subscription"),
      { type: "monero-subscription", chainId, price, objectId: null },
    ];
    return json(serializeCredentialAccount(viewFor(ctx, viewer), viewer));
  });

  router.get("/api/v1/subscriptions/find", (ctx) => {
    const sender = ctx.url.searchParams.get("sender_id") ?? "";
    const recipient = ctx.url.searchParams.get("recipient_id") ?? "";
    const subscription = ctx.store.subscriptions.find(
      (item) => item.senderId === sender && item.recipientId === recipient,
    );
    if (!subscription) throw notFound("subscription");
    return json({ id: subscription.id, expires_at: iso(subscription.expiresAt) });
  });

  router.post("/api/v1/subscriptions/invoices", (ctx) => {
    const sender = findAccount(ctx, reqString(ctx.body, "sender_id"));
    const recipient = findAccount(ctx, reqString(ctx.body, "recipient_id"));
    const chainId = chainWithSubscriptions(ctx, optString(ctx.body, "chain_id"));
    const amount = optNumber(ctx.body, "amount");
    if (amount === null || !Number.isInteger(amount) || amount <= 0) {
      throw validationError("amount must be greater than 0");
    }
    if (sender.id === recipient.id)
      throw validationError("sender must be different from recipient");
    if (!recipient.user?.subscriptionOption) {
      throw validationError(
        recipient.domain === null
          ? "recipient can't accept payments"
          : "remote subscriptions are not supported by the demo instance",
      );
    }
    const now = ctx.store.now();
    const id = ctx.store.newId();
    const invoice: InvoiceRecord = {
      id,
      senderId: sender.id,
      recipientId: recipient.id,
      chainId,
      amount,
      paymentAddress: paymentAddress(id),
      status: "open",
      createdAt: now,
      expiresAt: now + INVOICE_LIFETIME,
    };
    ctx.store.invoices.set(id, invoice);
    return json(invoiceJson(invoice));
  });

  router.get("/api/v1/subscriptions/invoices/:id", (ctx) => json(invoiceJson(findInvoice(ctx))));

  router.delete("/api/v1/subscriptions/invoices/:id", (ctx) => {
    const invoice = findInvoice(ctx);
    if (invoice.status !== "open") throw operationError("only open invoices can be cancelled");
    invoice.status = "cancelled";
    return json(invoiceJson(invoice));
  });

  router.post("/api/v1/subscriptions", (ctx) => {
    const viewer = requireViewer(ctx);
    const option = viewer.user?.subscriptionOption;
    if (!option) throw validationError("subscriptions are not enabled");
    const subscriber = findAccount(ctx, reqString(ctx.body, "subscriber_id"));
    // Time is granted only to a follower or a (current) subscriber.
    if (
      !ctx.store.follow(subscriber.id, viewer.id) &&
      !ctx.store.activeSubscription(subscriber.id, viewer.id)
    ) {
      throw validationError("account should be either follower or subscriber");
    }
    const duration = optNumber(ctx.body, "duration");
    if (duration === null || !Number.isInteger(duration) || duration <= 0) {
      throw validationError("duration must be greater than 0");
    }
    if (duration > 100 * 12 * SECONDS_IN_MONTH) throw validationError("duration is too long");
    const subscription = extendSubscription(
      ctx.store,
      subscriber,
      viewer,
      option.chainId,
      duration,
      false,
    );
    return json({ id: subscription.id, expires_at: iso(subscription.expiresAt) });
  });
}
