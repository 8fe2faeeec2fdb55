import { useNavigate } from "react-router";
import { UserPlus } from "lucide-react";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { displayName } from "@/domain/displayName";
import { useT } from "@/i18n/useT";
import { paths } from "@/routing/paths";
import { useOtherAccounts } from "@/state/session/otherAccounts";
import { useSession } from "@/state/session/sessionContext";
import { Avatar } from "@/ui/Avatar";
import { EmojiText } from "@/ui/EmojiText";
import { Menu } from "@/ui/Menu";
import { focusMainAfterRedraw } from "./focusAfterRedraw";
import type { MenuItem } from "@/ui/popupTypes";

function nameOf(user: CredentialAccount): string {
  return `${displayName(user)} (@${user.username})`;
}

/**
 * The other accounts signed in here (avatar, name and unread count each) to
 * switch to, and "Add account": the sidebar's switcher and the phone's More
 * menu list the same.
 */
export function useAccountItems(): MenuItem[] {
  const t = useT();
  const navigate = useNavigate();
  const { switchAccount } = useSession();
  const others = useOtherAccounts();
  return [
    ...others.flatMap(({ id, user, unread }): MenuItem[] => {
      if (!user) return [];
      const name = nameOf(user);
      const label =
        unread && unread.count > 0
          ? t("accounts.switchToUnread", {
              name,
              unread: t(unread.more ? "nav.unreadCountMore" : "nav.unreadCount", {
                count: unread.count,
              }),
            })
          : t("accounts.switchTo", { name });
      return [
        {
          key: `account-${id}`,
          label,
          icon: <Avatar src={user.avatar} seed={user.actor_id} size={24} />,
          onSelect: () => {
            focusMainAfterRedraw();
            switchAccount(id);
          },
        },
      ];
    }),
    {
      key: "add-account",
      label: t("accounts.add"),
      icon: <UserPlus aria-hidden="true" size={20} />,
      onSelect: () => void navigate(paths.addAccount),
    },
  ];
}

/** The sidebar's account switcher: the current account, opening the menu of the others. */
export function AccountSwitcher({ user }: { user: CredentialAccount }) {
  const t = useT();
  const items = useAccountItems();
  return (
    <Menu
      label={t("accounts.switcher", { name: nameOf(user) })}
      icon={
        <span className="account-switcher-current" aria-hidden="true">
          <Avatar src={user.avatar} seed={user.actor_id} size={28} />
          <EmojiText
            className="account-switcher-name"
            text={displayName(user)}
            emojis={user.emojis}
          />
        </span>
      }
      items={items}
      className="account-switcher"
    />
  );
}
