import { TextField } from "@/ui/TextField";
import { useState, type SyntheticEvent } from "react";
import { Link, useParams } from "react-router";
import { ProfileQueryState } from "@/components/account/ProfileQueryState";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { errorMessage } from "@/domain/errors";
import { grantSeconds } from "@/domain/monero";
import { useT } from "@/i18n/useT";
import { profilePath } from "@/routing/paths";
import { usePageTitle } from "@/routing/usePageTitle";
import { useCurrentUser } from "@/state/session/sessionContext";
import { useAccountById, useGrantSubscription, useSubscription } from "@/state/subscriptions";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { ErrorNotice } from "@/ui/ErrorNotice";
import { QueryState } from "@/ui/QueryState";
import { Spinner } from "@/ui/Spinner";
import { SubscriptionStatusText } from "./SubscriptionStatusText";
import "./Subscriptions.css";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `/subscriber/{id}`: a creator's view of one subscriber, with a grant form. */
export function SubscriberScreen() {
  const t = useT();
  const { profileId = "" } = useParams();
  // Profile ids are UUIDs: anything else names no profile and is not asked for.
  const valid = UUID.test(profileId);
  const subscriber = useAccountById(valid ? profileId : null);
  usePageTitle(t("screen.subscriber"));
  return (
    <>
      <h1 className="page-heading">{t("screen.subscriber")}</h1>
      {!valid ? (
        <ErrorNotice>{t("profile.notFound")}</ErrorNotice>
      ) : (
        <ProfileQueryState query={subscriber}>
          {(data) => <Subscriber subscriber={data} />}
        </ProfileQueryState>
      )}
    </>
  );
}

function Subscriber({ subscriber }: { subscriber: Account }) {
  const t = useT();
  const user = useCurrentUser();
  const subscription = useSubscription(subscriber.id, user.id);
  const grant = useGrantSubscription(subscriber.id, user.id);
  const [units, setUnits] = useState("1");
  const [unit, setUnit] = useState<"months" | "days">("months");
  // An empty duration counts as 0, which is below the minimum of 1.
  const valid = Number(units === "" ? "0" : units) >= 1 && grantSeconds(units, unit) > 0;

  const onSubmit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!valid || grant.isPending) return;
    grant.mutate(grantSeconds(units, unit));
  };

  return (
    <>
      <p className="subscription-recipient">
        <Avatar src={subscriber.avatar} seed={subscriber.actor_id} size={48} />
        <span>
          <Link to={profilePath(subscriber)}>
            <EmojiText text={displayName(subscriber)} emojis={subscriber.emojis} />
          </Link>{" "}
          <span className="muted" dir="ltr">
            @{subscriber.acct}
          </span>
        </span>
      </p>
      <QueryState query={subscription}>
        {(details) => (
          <p className="subscription-status" role="status">
            <SubscriptionStatusText details={details} none="subscriber.none" />
          </p>
        )}
      </QueryState>
      <form className="subscription-form" onSubmit={onSubmit} noValidate>
        <fieldset className="subscription-grant">
          <legend>{t("subscriber.grant")}</legend>
          <TextField
            label={t("subscriber.duration")}
            type="number"
            inputMode="numeric"
            min="1"
            step="1"
            value={units}
            onChange={(event) => setUnits(event.target.value)}
          />
          <label className="field">
            <span className="field-label">{t("subscriber.unit")}</span>
            <select
              className="control-frame"
              value={unit}
              onChange={(event) => setUnit(event.target.value as "months" | "days")}
            >
              <option value="months">{t("subscriber.months")}</option>
              <option value="days">{t("subscriber.days")}</option>
            </select>
          </label>
        </fieldset>
        {grant.isError && <ErrorNotice>{errorMessage(grant.error)}</ErrorNotice>}
        <div className="subscription-actions">
          <button type="submit" className="button" disabled={!valid || grant.isPending}>
            {t("subscriber.grantButton")}
          </button>
          {grant.isPending && <Spinner label={t("common.loading")} inline />}
        </div>
      </form>
    </>
  );
}
