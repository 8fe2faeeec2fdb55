import { TextField } from "@/ui/TextField";
import { lazy, Suspense, useState, type ReactNode, type SyntheticEvent } from "react";
import { useSearchParams } from "react-router";
import { ProfileQueryState } from "@/components/account/ProfileQueryState";
import type { Account } from "@/api/entities/account";
import type { Invoice } from "@/api/subscriptions";
import { displayName } from "@/domain/displayName";
import { ErrorMessage, errorMessage, hasErrorMessage } from "@/domain/errors";
import {
  chainForOption,
  formatXmr,
  isPayable,
  moneroChain,
  monthlyPriceXmr,
  parseXmr,
  paymentAmount,
  subscriptionMonths,
  type MoneroChain,
} from "@/domain/monero";
import { primaryChain } from "@/domain/permissions";
import { rateLimitWait } from "@/domain/rateLimit";
import { Message } from "@/i18n/Message";
import { useT } from "@/i18n/useT";
import { usePageTitle } from "@/routing/usePageTitle";
import { useProfile } from "@/state/accounts";
import { useCapabilities, useInstance } from "@/state/instance";
import { useSession } from "@/state/session/sessionContext";
import {
  useStoredInvoices,
  useAccountById,
  useCreateInvoice,
  useFindSender,
  useInvoice,
  useSubscription,
} from "@/state/subscriptions";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { QueryState } from "@/ui/QueryState";
import { Spinner } from "@/ui/Spinner";
import { useProfileRoute } from "@/routing/useProfileRoute";
import { SubscriptionStatusText, useIsActive } from "./SubscriptionStatusText";
import { toAtomic } from "@/domain/safeFormat";
import "./Subscriptions.css";

// The QR code and gzip libraries load only when an invoice is on screen.
const InvoicePanel = lazy(async () => ({ default: (await import("./InvoicePanel")).InvoicePanel }));

/** `/profile/{id}/subscription` and `/@{acct}/subscription`: pay a creator in Monero. */
export function SubscriptionScreen() {
  const t = useT();
  const route = useProfileRoute();
  const recipient = useProfile(route ?? { id: "" });
  usePageTitle(t("screen.subscription"));
  return (
    <>
      <h1 className="page-heading">{t("screen.subscription")}</h1>
      <ProfileQueryState query={recipient}>
        {(data) => <Subscription recipient={data} />}
      </ProfileQueryState>
    </>
  );
}

function Subscription({ recipient }: { recipient: Account }) {
  const t = useT();
  const { user } = useSession();
  const instance = useInstance();
  const option = recipient.payment_options.find((item) => item.type === "monero-subscription");
  const [params, setParams] = useSearchParams();
  const [chosenSender, setChosenSender] = useState<Account | null>(null);
  const storedInvoice = useStoredInvoices();
  const [invoiceId, setInvoiceId] = useState<string | null>(
    () => params.get("invoice_id") ?? storedInvoice.get(recipient.id),
  );
  const invoice = useInvoice(invoiceId);
  // A visitor who reloads finds their invoice again: its sender is them.
  const restoredSender = useAccountById(user ? null : (invoice.data?.sender_id ?? null));
  const sender: Account | null =
    user ??
    chosenSender ??
    (invoice.data?.recipient_id === recipient.id && restoredSender.data
      ? restoredSender.data
      : null);
  // Only the invoice of this sender to this recipient is shown.
  const ownInvoice =
    invoice.data &&
    sender &&
    invoice.data.sender_id === sender.id &&
    invoice.data.recipient_id === recipient.id
      ? invoice.data
      : null;

  const instanceChain = moneroChain(primaryChain(instance));
  // A price that is not a whole number of atomic units is not an offer the client can pay.
  const perSecond = toAtomic(option?.price);
  if (!perSecond || !instanceChain) {
    return (
      <>
        <Recipient recipient={recipient} price={null} />
        <p>{t("subscriptions.notOffered")}</p>
      </>
    );
  }
  const chain = chainForOption(instanceChain, option?.amount_min ?? null);

  const showInvoice = (id: string) => {
    storedInvoice.set(recipient.id, id);
    setInvoiceId(id);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("invoice_id", id);
        return next;
      },
      { replace: true },
    );
  };
  const dismissInvoice = () => {
    // A visitor known only through the invoice stays named after it goes.
    if (!user && sender) setChosenSender(sender);
    storedInvoice.clear(recipient.id);
    setInvoiceId(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete("invoice_id");
        return next;
      },
      { replace: true },
    );
  };

  return (
    <>
      <Recipient recipient={recipient} price={monthlyPriceXmr(perSecond)} />
      {sender === null ? (
        <SenderForm recipientId={recipient.id} onFound={setChosenSender} />
      ) : sender.id === recipient.id ? (
        <p>{t("subscriptions.ownPage")}</p>
      ) : (
        <>
          <p className="subscription-sender">
            <Message
              id="subscriptions.sender"
              components={{
                name: (
                  <strong>
                    <EmojiText text={displayName(sender)} emojis={sender.emojis} />
                  </strong>
                ),
              }}
            />{" "}
            <span className="muted" dir="ltr">
              @{sender.acct}
            </span>
          </p>
          <SubscriptionStatus senderId={sender.id} recipientId={recipient.id}>
            {(active) =>
              ownInvoice ? (
                <Suspense fallback={<Spinner label={t("common.loading")} />}>
                  <InvoicePanel
                    invoice={ownInvoice}
                    recipient={recipient}
                    pricePerSecond={perSecond}
                    onDismiss={dismissInvoice}
                  />
                </Suspense>
              ) : invoiceId && invoice.isPending ? (
                <Spinner label={t("common.loading")} />
              ) : (
                <PaymentForm
                  chain={chain}
                  senderId={sender.id}
                  recipientId={recipient.id}
                  pricePerSecond={perSecond}
                  active={active}
                  onCreated={(created: Invoice) => showInvoice(created.id)}
                />
              )
            }
          </SubscriptionStatus>
        </>
      )}
    </>
  );
}

function Recipient({ recipient, price }: { recipient: Account; price: string | null }) {
  const t = useT();
  return (
    <div className="subscription-recipient">
      <Avatar src={recipient.avatar} seed={recipient.actor_id} size={48} />
      <div>
        <p className="subscription-recipient-name">
          <EmojiText text={displayName(recipient)} emojis={recipient.emojis} />
        </p>
        <p className="muted">
          <span dir="ltr">@{recipient.acct}</span>
        </p>
        {price !== null && (
          <p className="subscription-price">
            {t("subscriptions.pricePerMonthValue", { amount: price })}
          </p>
        )}
      </div>
    </div>
  );
}

/** A visitor names their own profile by its address. */
function SenderForm({
  recipientId,
  onFound,
}: {
  recipientId: string;
  onFound: (account: Account) => void;
}) {
  const t = useT();
  const find = useFindSender(recipientId);
  const { guestAccountSearchLimit } = useCapabilities();
  const [address, setAddress] = useState("");
  const [error, setError] = useState<string | null>(null);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    // One search per submitted address: each counts against a visitor's few
    // resolving searches, so a second Enter while one runs sends nothing.
    if (!address.trim() || find.isPending) return;
    setError(null);
    find.mutate(address, {
      onSuccess: (result) => {
        if ("account" in result) onFound(result.account);
        else
          setError(
            result.error === "several"
              ? t("subscriptions.fullAddress")
              : result.error === "limited"
                ? t("subscriptions.guestSearchLimited", { count: guestAccountSearchLimit ?? 0 })
                : t("profile.notFound"),
          );
      },
      onError: (failure) => {
        const wait = rateLimitWait(failure);
        setError(
          wait
            ? t(
                wait.unit === "seconds"
                  ? "profile.tooManyRequestsSeconds"
                  : "profile.tooManyRequestsMinutes",
                { count: wait.count },
              )
            : wait === null
              ? t("profile.tooManyRequests")
              : hasErrorMessage(failure, ErrorMessage.profileNotFound)
                ? t("profile.notFound")
                : errorMessage(failure),
        );
      },
    });
  };

  return (
    <form className="subscription-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t("subscriptions.yourAddress")}
        hint={t("subscriptions.yourAddressHint")}
        type="text"
        autoComplete="off"
        spellCheck={false}
        placeholder="user@example.org"
        value={address}
        error={error}
        onChange={(event) => {
          setAddress(event.target.value);
          setError(null);
        }}
      />
      <div className="subscription-actions">
        <button type="submit" className="button" disabled={!address.trim() || find.isPending}>
          {t("subscriptions.continue")}
        </button>
        {find.isPending && <Spinner label={t("common.loading")} inline />}
      </div>
    </form>
  );
}

/** The current status (active until, expired or not subscribed), then what follows it. */
function SubscriptionStatus({
  senderId,
  recipientId,
  children,
}: {
  senderId: string;
  recipientId: string;
  children: (active: boolean) => ReactNode;
}) {
  const subscription = useSubscription(senderId, recipientId);
  const active = useIsActive(subscription.data);
  return (
    <QueryState query={subscription}>
      {(details) => (
        <>
          <p className="subscription-status" role="status">
            <SubscriptionStatusText details={details} none="subscriptions.notSubscribed" />
          </p>
          {children(active)}
        </>
      )}
    </QueryState>
  );
}

/** Duration and amount, linked by the price; either can be edited. */
function PaymentForm({
  chain,
  senderId,
  recipientId,
  pricePerSecond,
  active,
  onCreated,
}: {
  chain: MoneroChain;
  senderId: string;
  recipientId: string;
  pricePerSecond: bigint;
  active: boolean;
  onCreated: (invoice: Invoice) => void;
}) {
  const t = useT();
  const create = useCreateInvoice();
  const [months, setMonths] = useState("1");
  const [amountText, setAmountText] = useState(() =>
    formatXmr(paymentAmount(pricePerSecond, "1") ?? 0n),
  );
  const amount = parseXmr(amountText);
  const payable = isPayable(months, amount, chain.paymentAmountMin);

  const onMonths = (value: string) => {
    setMonths(value);
    const linked = paymentAmount(pricePerSecond, value);
    if (linked !== null) setAmountText(formatXmr(linked));
  };
  const onAmount = (value: string) => {
    setAmountText(value);
    const atomic = parseXmr(value);
    const linked = atomic === null ? null : subscriptionMonths(pricePerSecond, atomic);
    if (linked !== null) setMonths(linked);
  };
  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!payable || amount === null || create.isPending) return;
    create.mutate(
      { senderId, recipientId, chainId: chain.chainId, amount },
      { onSuccess: onCreated },
    );
  };

  return (
    <form className="subscription-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t("subscriptions.durationMonths")}
        type="number"
        inputMode="decimal"
        min="1"
        step="1"
        value={months}
        onChange={(event) => onMonths(event.target.value)}
      />
      <TextField
        label={t("subscriptions.amountXmr")}
        type="number"
        inputMode="decimal"
        min="0"
        step="any"
        value={amountText}
        onChange={(event) => onAmount(event.target.value)}
        hint={t("subscriptions.limits", { amount: formatXmr(chain.paymentAmountMin) })}
      />
      {create.isError && <ErrorNotice>{errorMessage(create.error)}</ErrorNotice>}
      <div className="subscription-actions">
        <button type="submit" className="button" disabled={!payable || create.isPending}>
          {active ? t("subscriptions.extend") : t("subscriptions.pay")}
        </button>
        {create.isPending && <Spinner label={t("common.loading")} inline />}
      </div>
    </form>
  );
}
