import { useLingui } from "@lingui/react";
import type { SubscriptionDetails } from "@/api/subscriptions";
import { isExpired } from "@/domain/monero";
import { Message } from "@/i18n/Message";
import type { MessageId } from "@/i18n/i18n";
import { useT } from "@/i18n/useT";
import { DateText } from "@/ui/DateText";
import { useNow } from "@/ui/useNow";

/** Whether a subscription runs now; it expires when its end has passed. */
export function useIsActive(details: SubscriptionDetails | null | undefined): boolean {
  const now = useNow(60_000);
  return details != null && !isExpired(details.expires_at, now);
}

/** 'Active until …', 'Expired on …' or the given text for no subscription. */
export function SubscriptionStatusText({
  details,
  none,
}: {
  details: SubscriptionDetails | null;
  none: MessageId;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const active = useIsActive(details);
  if (!details) return <>{t(none)}</>;
  return (
    <Message
      id={active ? "subscriptions.activeUntil" : "subscriptions.expiredOn"}
      components={{ date: <DateText iso={details.expires_at} locale={i18n.locale} /> }}
    />
  );
}
