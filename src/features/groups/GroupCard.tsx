import type { Account } from "@/api/entities/account";
import { AccountTile, TileCount } from "@/components/account/AccountTile";

/**
 * A group in a list: avatar, name and address linking to its page, a few
 * lines of its description, and how many members it has.
 */
export function GroupCard({ group }: { group: Account }) {
  return <AccountTile account={group} className="group-card" inAppLinks foot={renderFoot} />;
}

function renderFoot(group: Account) {
  return <TileCount id="groups.membersCount" count={group.followers_count} />;
}
