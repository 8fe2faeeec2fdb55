import type { ReactNode } from "react";
import type { Account } from "@/api/entities/account";
import { displayName } from "@/domain/displayName";
import { hasBanner } from "@/domain/profileRules";
import { useT } from "@/i18n/useT";
import { useSession } from "@/state/session/sessionContext";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { AccountBio } from "./AccountBio";
import "./ProfileHead.css";

/**
 * The head of an account's page, a person's or a group's: the banner, the
 * avatar over it with the page's actions beside it, the name as the page's
 * heading (`nameId` lets an action be described by it) with what it is
 * (`kind`, e.g. "Group"), the address, badges, and the bio, whose mentions
 * and hashtags open inside the client for a signed-in user.
 */
export function ProfileHead({
  account,
  actions,
  nameId,
  kind,
  badges = [],
}: {
  account: Account;
  actions: ReactNode;
  nameId?: string;
  kind?: ReactNode;
  /** Translated badges ("Bot", "Follows you"), listed under the address. */
  badges?: readonly string[];
}) {
  const t = useT();
  const { user } = useSession();
  return (
    <>
      {hasBanner(account.header) ? (
        <img className="profile-banner" src={account.header} alt="" />
      ) : (
        <div className="profile-banner profile-banner-empty" />
      )}
      <div className="profile-head">
        <Avatar src={account.avatar} seed={account.actor_id} size={96} />
        <div className="profile-head-side">{actions}</div>
      </div>
      <div className="profile-title">
        <h1 className="profile-name" id={nameId}>
          <EmojiText text={displayName(account)} emojis={account.emojis} />
        </h1>
        {kind}
      </div>
      <p className="profile-address post-handle">
        <span dir="ltr">@{account.acct}</span>
      </p>
      {badges.length > 0 && (
        <ul className="profile-badges" aria-label={t("profile.badges")}>
          {badges.map((badge) => (
            <li key={badge} className="profile-badge">
              {badge}
            </li>
          ))}
        </ul>
      )}
      <AccountBio account={account} inAppLinks={user !== null} className="profile-bio" />
    </>
  );
}
