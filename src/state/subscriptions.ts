import { useMemo } from "react";
import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  cancelInvoice,
  createInvoice,
  findSubscription,
  getInvoice,
  getSubscriptionOptions,
  grantSubscription,
  saveSubscriptionOption,
  searchSenders,
  type Invoice,
  type SubscriptionOptionInput,
} from "@/api/subscriptions";
import { getAccount } from "@/api/accounts";
import type { Account } from "@/api/entities/account";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { isFullAddress } from "@/domain/addressPick";
import { ErrorMessage } from "@/domain/errors";
import { INVOICE_POLL_MS, invoiceStorageKey, isInvoicePolled } from "@/domain/monero";
import { accountKeys, primeAccounts } from "./accounts";
import { useAuthedMutation, viewerOf, withToken, type Viewer } from "@/state/session/authed";
import { useCapabilities } from "./instance";
import { useAccountScope, useAccountStore, useSession } from "@/state/session/sessionContext";
import type { AccountStore } from "@/state/storage/accountStore";

const subscriptionKeys = {
  options: (viewer: Viewer) => ["subscriptionOptions", viewerOf(viewer)] as const,
  find: (senderId: string, recipientId: string) => ["subscription", senderId, recipientId] as const,
  invoice: (id: string) => ["invoice", id] as const,
};

/** The signed-in user's subscription options (empty until enabled). */
export function useSubscriptionOptions() {
  const scope = useAccountScope();
  const { token } = scope;
  return useQuery({
    queryKey: subscriptionKeys.options(scope),
    queryFn: withToken(token, getSubscriptionOptions),
  });
}

/** Enables subscriptions or saves the price and payout address (and view key). */
export function useSaveSubscriptionOption() {
  const { scope, setUser } = useSession();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, option: SubscriptionOptionInput) =>
      saveSubscriptionOption(option, authToken),
    onSuccess: (user: CredentialAccount) => {
      setUser(user);
      primeAccounts(client, scope, [user]);
      void client.invalidateQueries({ queryKey: subscriptionKeys.options(scope) });
      void client.invalidateQueries({ queryKey: accountKeys.profiles });
    },
  });
}

/** The sender's subscription to the recipient: null when there is none. */
export function useSubscription(senderId: string | null, recipientId: string | null) {
  const scope = useAccountScope();
  const { token } = scope;
  return useQuery({
    queryKey: subscriptionKeys.find(senderId ?? "", recipientId ?? ""),
    queryFn:
      senderId && recipientId ? () => findSubscription(senderId, recipientId, token) : skipToken,
  });
}

/**
 * Finds the visitor's own profile by the address they typed: one match (or
 * the one with exactly that address) is them; several ask for the full
 * address; none, or the recipient themselves, is 'profile not found'. When
 * the server cut a visitor's search short (`cap`: newer servers give guests
 * at most 2 accounts) and the exact address is not among the matches, the
 * visitor is told the list was cut instead of being sent a wrong or missing
 * match.
 */
export function pickSender(
  matches: readonly Account[],
  typed: string,
  recipientId: string,
  cap: number | null = null,
): { account: Account } | { error: "several" | "none" | "limited" } {
  const acct = typed.trim().replace(/^@/, "");
  const exact = matches.filter((item) => item.acct.toLowerCase() === acct.toLowerCase());
  if (exact.length === 0 && cap !== null && matches.length >= cap) return { error: "limited" };
  const candidates = exact.length === 1 ? exact : matches;
  if (candidates.length > 1) return { error: "several" };
  const account = candidates[0];
  if (!account || account.id === recipientId) return { error: "none" };
  return { account };
}

export function useFindSender(recipientId: string) {
  const scope = useAccountScope();
  const { token } = scope;
  const { guestAccountSearchLimit } = useCapabilities();
  return useMutation({
    mutationFn: async (typed: string) => {
      const acct = typed.trim().replace(/^@/, "");
      if (!acct) throw new Error(ErrorMessage.profileNotFound);
      const cap = token === null ? guestAccountSearchLimit : null;
      // A full address is resolved, so someone this server has never seen is
      // found; a bare name cannot be, and would only spend the visitor's few
      // resolving searches.
      const matches = await searchSenders(acct, isFullAddress(acct), token);
      return pickSender(matches, acct, recipientId, cap);
    },
  });
}

/** An account by id, or nothing while there is no id. */
export function useAccountById(id: string | null) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  return useQuery({
    queryKey: accountKeys.profile(scope, { id: id ?? "" }),
    queryFn: id
      ? async () => {
          const account = await getAccount(id, token);
          primeAccounts(client, scope, [account]);
          return account;
        }
      : skipToken,
  });
}

export interface StoredInvoices {
  get(recipientId: string): string | null;
  set(recipientId: string, invoiceId: string): void;
  clear(recipientId: string): void;
}

/** The invoice ids the account keeps per recipient, so a reload finds the payment again. */
export function storedInvoices(store: AccountStore): StoredInvoices {
  return {
    get: (recipientId) => store.local.get(invoiceStorageKey(recipientId)),
    // Storage may be full or blocked; the URL still carries the id.
    set: (recipientId, invoiceId) => {
      store.local.set(invoiceStorageKey(recipientId), invoiceId);
    },
    clear: (recipientId) => {
      store.local.remove(invoiceStorageKey(recipientId));
    },
  };
}

/** The shown account's kept invoices. */
export function useStoredInvoices(): StoredInvoices {
  const store = useAccountStore();
  return useMemo(() => storedInvoices(store), [store]);
}

export function useCreateInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createInvoice,
    onSuccess: (invoice) => {
      client.setQueryData(subscriptionKeys.invoice(invoice.id), invoice);
    },
  });
}

/**
 * An invoice, re-read every 10 s until it completes; on completion the
 * subscription it paid for is read again.
 */
export function useInvoice(id: string | null) {
  const client = useQueryClient();
  return useQuery({
    queryKey: subscriptionKeys.invoice(id ?? ""),
    queryFn: id
      ? async () => {
          const invoice = await getInvoice(id);
          if (invoice.status === "completed") {
            void client.invalidateQueries({
              queryKey: subscriptionKeys.find(invoice.sender_id, invoice.recipient_id),
            });
          }
          return invoice;
        }
      : skipToken,
    refetchInterval: (query) => {
      const invoice = query.state.data;
      return invoice && !isInvoicePolled(invoice.status) ? false : INVOICE_POLL_MS;
    },
    refetchIntervalInBackground: true,
    retry: false,
  });
}

export function useCancelInvoice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelInvoice(id),
    onSuccess: (invoice: Invoice) => {
      client.setQueryData(subscriptionKeys.invoice(invoice.id), invoice);
    },
  });
}

/** A creator grants the subscriber `seconds` more of their subscription. */
export function useGrantSubscription(subscriberId: string, creatorId: string) {
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, seconds: number) => grantSubscription(subscriberId, seconds, authToken),
    onSuccess: (subscription) => {
      client.setQueryData(subscriptionKeys.find(subscriberId, creatorId), subscription);
    },
  });
}
