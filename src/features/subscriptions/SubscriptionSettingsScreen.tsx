import { useState, type SyntheticEvent } from "react";
import { Link } from "react-router";
import type { SubscriptionOption } from "@/api/subscriptions";
import {
  DEFAULT_MONTHLY_PRICE,
  minimumPricePerSecond,
  monthlyPriceXmr,
  moneroChain,
  PRICE_STEP,
  pricePerSecond,
} from "@/domain/monero";
import {
  couldBecomeViewKey,
  isViewKey,
  normalizeViewKey,
  usesLightWallet,
  viewKeyToSend,
} from "@/domain/lightWallet";
import { primaryChain } from "@/domain/permissions";
import { Message } from "@/i18n/Message";
import { useT } from "@/i18n/useT";
import { profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useCapabilities, useInstance } from "@/state/instance";
import { useCurrentUser } from "@/state/session/sessionContext";
import { useSaveSubscriptionOption, useSubscriptionOptions } from "@/state/subscriptions";
import { QueryState } from "@/ui/QueryState";
import { Spinner } from "@/ui/Spinner";
import { TextField } from "@/ui/TextField";
import { ViewKeyField } from "./ViewKeyField";
import "./Subscriptions.css";

/**
 * The creator's subscription settings: Enable when there is no Monero option
 * yet, else the saved price and address with an Edit mode. On an instance
 * that watches payments with a light wallet the option also carries the
 * payout wallet's private view key.
 */
export function SubscriptionSettingsScreen() {
  const t = useT();
  const options = useSubscriptionOptions();
  usePageTitle(t("screen.subscriptionSettings"));
  return (
    <>
      <h1 className="page-heading">{t("screen.subscriptionSettings")}</h1>
      <QueryState query={options}>
        {(list) => <Settings option={list.find(isMoneroOption) ?? null} />}
      </QueryState>
    </>
  );
}

/** A Monero option, received by the instance's wallet or watched by a light wallet. */
const isMoneroOption = (option: SubscriptionOption) =>
  option.type === "monero" || option.type === "monero-light";

/** Whether the instance watches payments with a light wallet, so options need a view key. */
function useLightWallet(): boolean {
  return usesLightWallet(primaryChain(useInstance()), useCapabilities());
}

function Settings({ option }: { option: SubscriptionOption | null }) {
  const t = useT();
  const user = useCurrentUser();
  const light = useLightWallet();
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
            {light && (
              <>
                <dt>{t("subscriptions.viewKey")}</dt>
                {/* A secret: only whether there is one is shown. */}
                <dd>
                  {option.view_key
                    ? t("subscriptions.viewKeySet")
                    : t("subscriptions.viewKeyNotSet")}
                </dd>
              </>
            )}
          </dl>
          <button type="button" className="button" onClick={() => setEditing(true)}>
            {t("subscriptions.edit")}
          </button>
        </section>
      ) : (
        <SettingsForm
          option={option}
          light={light}
          onSaved={() => setEditing(false)}
          onCancel={option ? () => setEditing(false) : null}
        />
      )}
      <p>
        <Link to={profilePath(user, "subscription")}>{t("subscriptions.personalPage")}</Link>
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
  light,
  onSaved,
  onCancel,
}: {
  option: SubscriptionOption | null;
  light: boolean;
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
  // The view key lives only here, in memory: never in storage or the address bar.
  const [viewKey, setViewKey] = useState("");
  const [viewKeyLeft, setViewKeyLeft] = useState(false);
  const { subscriptionPriceMin } = useCapabilities();
  const perSecond = pricePerSecond(price);
  // Newer servers refuse a price under their monthly minimum ('price is too
  // low'): say so here, with the lowest price they take, instead of failing
  // the save.
  const minPerSecond =
    subscriptionPriceMin === null ? null : minimumPricePerSecond(subscriptionPriceMin);
  const tooLow =
    perSecond !== null && perSecond > 0n && minPerSecond !== null && perSecond < minPerSecond;
  const savedKey = option?.view_key ?? null;
  const keyToSend = light
    ? viewKeyToSend(
        viewKey,
        { viewKey: savedKey, payoutAddress: option?.payout_address ?? null },
        address,
      )
    : null;
  // A wrong key is called so once the field is left, or as soon as no more
  // typing could mend it.
  const keyWrong =
    light &&
    normalizeViewKey(viewKey) !== "" &&
    !isViewKey(viewKey) &&
    (viewKeyLeft || !couldBecomeViewKey(viewKey));
  const valid =
    perSecond !== null &&
    perSecond > 0n &&
    !tooLow &&
    address.trim() !== "" &&
    (!light || keyToSend !== null);

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    const chain = moneroChain(primaryChain(instance));
    if (!valid || !chain) return;
    // A failed save only ends the busy state; the form keeps what was typed.
    save.mutate(
      {
        chainId: chain.chainId,
        pricePerSecond: perSecond,
        payoutAddress: address.trim(),
        ...(keyToSend !== null ? { viewKey: keyToSend } : {}),
      },
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
      {light && (
        <ViewKeyField
          value={viewKey}
          onChange={setViewKey}
          onBlur={() => setViewKeyLeft(true)}
          error={keyWrong ? t("subscriptions.viewKeyInvalid") : null}
          keySet={savedKey !== null}
        />
      )}
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
