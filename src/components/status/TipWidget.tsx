import { memo, useId, useState } from "react";
import { Link } from "react-router";
import { Coins, Copy } from "lucide-react";
import type { Account } from "@/api/entities/account";
import { CURRENCIES, tipTargets, type TipTarget } from "@/domain/tipAddresses";
import { profilePath } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { sanitizeToFragment } from "@/ui/sanitize";
import { showToast } from "@/ui/toastStore";

/** A field value is HTML on Mitra; the address is its text. */
const htmlToText = (html: string) => sanitizeToFragment(html).textContent;

/**
 * The crypto tip widget: one button per coin the author lists; it reveals the
 * address with a copy button, and a subscribe link when the author offers a
 * Monero subscription. The buttons sit in the action bar; the details are a
 * separate block the bar places on a row of its own, so opening them never
 * moves the bar's other controls. It reads the addresses by sanitizing the
 * author's fields, which a redraw of the bar (a like) need not do again: it
 * renders again only for another author.
 */
export const TipWidget = memo(function TipWidget({ author }: { author: Account }) {
  const t = useT();
  const detailsId = useId();
  const [open, setOpen] = useState<TipTarget["code"] | null>(null);
  const targets = tipTargets(author, htmlToText);
  if (targets.length === 0) return null;
  const current = targets.find((target) => target.code === open);
  const copy = (address: string) => {
    void navigator.clipboard.writeText(address).then(
      () => showToast(t("tip.copied")),
      () => showToast(t("tip.copyFailed"), "error"),
    );
  };
  return (
    <>
      <div className="post-tip-buttons">
        {targets.map((target) => (
          <button
            key={target.code}
            type="button"
            className="icon-button post-tip"
            aria-expanded={open === target.code}
            aria-controls={open === target.code ? detailsId : undefined}
            aria-label={t("tip.button", { coin: CURRENCIES[target.code] })}
            title={CURRENCIES[target.code]}
            onClick={() => setOpen(open === target.code ? null : target.code)}
          >
            <Coins size={16} aria-hidden="true" />
            <span>{target.code}</span>
          </button>
        ))}
      </div>
      {current && (
        <div className="post-tip-details" id={detailsId}>
          {current.address && (
            <>
              <code className="post-tip-address">{current.address}</code>
              <button
                type="button"
                className="icon-button"
                aria-label={t("tip.copy")}
                onClick={() => copy(current.address ?? "")}
              >
                <Copy size={16} aria-hidden="true" />
              </button>
            </>
          )}
          {current.subscription && (
            <Link className="post-tip-subscribe" to={profilePath(author, "subscription")}>
              {t("tip.subscribe")}
            </Link>
          )}
        </div>
      )}
    </>
  );
});
