import type { Account } from "@/api/entities/account";
import { RichText } from "@/ui/RichText";
import { postLinkRenderer } from "@/components/status/postLinks";

/**
 * Mentions and hashtags in a bio or a group's description open inside the
 * client, as in posts (a bio carries no post's mention list, so they are
 * matched by their class and last path segment).
 */
export const bioLinks = postLinkRenderer({ mentions: [], tags: [], links: [] });

/** An account's bio (remote HTML, sanitized), with its custom emoji; nothing when it has none. */
export function AccountBio({
  account,
  inAppLinks,
  className,
}: {
  account: Account;
  inAppLinks: boolean;
  className: string;
}) {
  if (!account.note) return null;
  return (
    <RichText
      html={account.note}
      emojis={account.emojis}
      renderLink={inAppLinks ? bioLinks : undefined}
      className={className}
    />
  );
}
