import { Link } from "react-router";
import { BadgeCheck } from "lucide-react";
import { useLingui } from "@lingui/react";
import type { Account } from "@/api/entities/account";
import { shownFields } from "@/domain/profileRules";
import { paths } from "@/routing/paths";
import { useT } from "@/i18n/useT";
import { EmojiText } from "@/ui/EmojiText";
import { RichText } from "@/ui/RichText";
import { formatFull } from "@/ui/Timestamp";
import { parseDate } from "@/domain/safeFormat";

/** The full date, or the server's text as given when it is not a date. */
function shownDate(iso: string, locale: string): string {
  const date = parseDate(iso);
  return (date && formatFull(date, locale)) || iso;
}

/**
 * Extra fields: identity proofs first, at most 10, verified ones marked. The
 * owner renews a legacy proof: a wallet one by linking the wallet again, a
 * key by the minisign page.
 */
export function ProfileFields({
  profile,
  own,
  onRenewWallet,
}: {
  profile: Account;
  own: boolean;
  onRenewWallet: () => void;
}) {
  const t = useT();
  const { i18n } = useLingui();
  const fields = shownFields(profile);
  if (fields.length === 0) return null;
  return (
    <dl className="profile-fields">
      {fields.map((field, index) => (
        <div
          key={`${field.name}-${String(index)}`}
          className={field.verified_at ? "profile-field profile-field-verified" : "profile-field"}
        >
          <dt>
            <EmojiText text={field.name} emojis={profile.emojis} />
          </dt>
          <dd>
            <RichText html={field.value} emojis={profile.emojis} inline />
            {field.verified_at && (
              <span
                className="profile-field-check"
                role="img"
                aria-label={t("profile.verifiedAt", {
                  date: shownDate(field.verified_at, i18n.locale),
                })}
                title={t("profile.verifiedAt", {
                  date: shownDate(field.verified_at, i18n.locale),
                })}
              >
                <BadgeCheck size={16} aria-hidden="true" />
              </span>
            )}
            {own &&
              field.is_legacy_proof &&
              (field.name === "$ETH" ? (
                <button
                  type="button"
                  className="profile-field-renew link-button"
                  onClick={onRenewWallet}
                >
                  {t("profile.renewProof")}
                </button>
              ) : (
                <Link className="profile-field-renew" to={paths.identityProof}>
                  {t("profile.renewProof")}
                </Link>
              ))}
          </dd>
        </div>
      ))}
    </dl>
  );
}
