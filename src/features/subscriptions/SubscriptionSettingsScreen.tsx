import { useState, type SyntheticEvent } from "react";
import { Link } from "react-router";
import type { SubscriptionOption } from "../../api/subscriptions";
import {
  DEFAULT_MONTHLY_PRICE,
  minimumPricePerSecond,
  monthlyPriceXmr,
  moneroChain,
  PRICE_STEP,
  pricePerSecond,
} from "../../domain/monero";
import { primaryChain } from "../../domain/permissions";
import { Message } from "../../i18n/Message";
import { useT } from "../../i18n/useT";
import { profilePath } from "../../routing/paths";
import { usePageTitle } from "../../routing/usePageTitle";
import { useCapabilities, useInstance } from "../../state/instance";
import { useCurrentUser } from "../../state/sessionContext";
import { useSaveSubscriptionOption, useSubscriptionOptions } from "../../state/subscriptions";
import { LoadError } from "../../ui/LoadError";
import { Spinner } from "../../ui/Spinner";
import { TextField } from "../../ui/TextField";
import "./Subscriptions.css";

/**
 * The creator's subscription settings: Enable when there is no Monero option
 * yet, else the saved price and address with an Edit mode.
 */
export function SubscriptionSettingsScreen() {
  const t = useT();
  const options = useSubscriptionOptions();
  usePageTitle(t("screen.subscriptionSettings"));
  return (
    <>
      <h1 className="page-heading">{t("screen.subscriptionSettings")}</h1>
      {options.isPending ? (
        <Spinner label={t("common.loading")} />
      ) : options.isError ? (
        <LoadError error={options.error} onRetry={() => void options.refetch()} />
      ) : (
        <Settings option={options.data.find((option) => option.type === "monero") ?? null} />
      )}
    </>
  );
}

function Settings({ option }: { option: SubscriptionOption | null }) {
  const t = useT();
  const user = useCurrentUser();
  const [editing, setEditing] = useState(false);
  return (
    <div className="subscription-settings">
      {option && !editing ? (
        <section aria-label={t("subscriptions.currentSettings")}>
          <dl className="subscription-facts">
            <dt>{t("subscriptions.pricePerMonth")}</dt>
            <dd>{t("subscriptions.xmrAmount", { amount: monthlyPriceXmr(option.price ?? 0n) })}</dd>
            <dt>{t("subscriptions.payoutAddress")}</dt>
            <dd className="subscription-address">{option.payout_address}</dd>
          </dl>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t("subscriptions.edit")}
          </button>
        </section>
      ) : (
        <SettingsForm
          option={option}
          onSaved={() => setEditing(false)}
          onCancel={option ? () => setEditing(false) : null}
        />
      )}
      <p>
        <Link to={`${profilePath(user)}/subscription`}>{t("subscriptions.personalPage")}</Link>
      </p>
      <p>
        <Message
          id="profile.subscribersCount"
          values={{ count: user.subscribers_count }}
          components={{ 0: <strong /> }}
        />
      </p>
    </div>
  );
}

function SettingsForm({
  option,
  onSaved,
  onCancel,
}: {
  option: SubscriptionOption | null;
  onSaved: () => void;
  onCancel: (() => void) | null;
}) {
  const t = useT();
  const instance = useInstance();
  const save = useSaveSubscriptionOption();
  const [price, setPrice] = useState(
    option?.price != null ? monthlyPriceXmr(option.price) : DEFAULT_MONTHLY_PRICE,
  );
  const [address, setAddress] = useState(option?.payout_address ?? "");
  const { subscriptionPriceMin } = useCapabilities();
  const perSecond = pricePerSecond(price);
  // Newer servers refuse a price under their monthly minimum ('price is too
  // low'): say so here, with the lowest price they take, instead of failing
  // the save.
  const minPerSecond =
    subscriptionPriceMin === null ? null : minimumPricePerSecond(subscriptionPriceMin);
  const tooLow =
    perSecond !== null && perSecond > 0n && minPerSecond !== null && perSecond < minPerSecond;
  const valid = perSecond !== null && perSecond > 0n && !tooLow && address.trim() !== "";

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const chain = moneroChain(primaryChain(instance));
    if (!valid || !chain) return;
    // A failed save only ends the busy state; the form keeps what was typed.
    save.mutate(
      { chainId: chain.chainId, pricePerSecond: perSecond, payoutAddress: address.trim() },
      { onSuccess: onSaved },
    );
  };

  return (
    <form className="subscription-form" onSubmit={onSubmit} noValidate>
      <TextField
        label={t("subscriptions.pricePerMonthXmr")}
        type="number"
        inputMode="decimal"
        min="0"
        step={PRICE_STEP}
        value={price}
        onChange={(event) => setPrice(event.target.value)}
        hint={
          perSecond !== null && perSecond > 0n
            ? t("subscriptions.priceReadsAs", { amount: monthlyPriceXmr(perSecond) })
            : null
        }
        error={
          tooLow ? t("subscriptions.priceTooLow", { amount: monthlyPriceXmr(minPerSecond) }) : null
        }
      />
      <TextField
        label={t("subscriptions.payoutAddress")}
        type="text"
        autoComplete="off"
        spellCheck={false}
        value={address}
        onChange={(event) => setAddress(event.target.value)}
      />
      <div className="subscription-actions">
        <button type="submit" className="button" disabled={!valid || save.isPending}>
          {option ? t("subscriptions.save") : t("subscriptions.enable")}
        </button>
        {onCancel && (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t("common.cancel")}
          </button>
        )}
        {save.isPending && <Spinner label={t("common.loading")} inline />}
      </div>
    </form>
  );
}
