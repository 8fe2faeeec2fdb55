/**
 * Groups (Mitra 5.9): accounts people join by following them. A post
 * addressed to a group carries it, its replies too, and the group announces
 * the post to its members (a repost by the group, which their home timelines
 * show). Admins moderate the group: they may remove a thread from it.
 */
import { repostRecord, type AccountRecord, type StatusRecord } from "./records.ts";
import type { Store } from "./store.ts";

/** The account as a group, or null when it is a person. */
export function asGroup(account: AccountRecord | undefined): AccountRecord | null {
  return account?.group ? account : null;
}

/** The group a post's conversation is addressed to, or null. */
export function groupOf(store: Store, status: StatusRecord): AccountRecord | null {
  return status.groupId === null ? null : asGroup(store.accounts.get(status.groupId));
}

/** Whether `accountId` moderates the group: one of its admins, or the group itself. */
export function canModerateGroup(group: AccountRecord, accountId: string): boolean {
  return accountId === group.id || (group.group?.admins.has(accountId) ?? false);
}

/**
 * The group's announce of a post addressed to it, or null for a post that is
 * not public (only public posts can be reposted). No notification: the
 * author asked for it by addressing the group.
 */
export function announceInGroup(
  store: Store,
  group: AccountRecord,
  status: StatusRecord,
  id: string,
  createdAt: number,
): StatusRecord | null {
  if (status.visibility !== "public") return null;
  const announce = repostRecord({
    id,
    accountId: group.id,
    createdAt,
    reblogOfId: status.id,
    remoteUri: group.domain === null ? null : `https://${group.domain}/activities/announce/${id}`,
  });
  store.statuses.set(announce.id, announce);
  return announce;
}

/** A post, every reply below it, and every repost of any of them: what removing the thread deletes. */
export function threadFrom(store: Store, root: StatusRecord): StatusRecord[] {
  const out: StatusRecord[] = [];
  const walk = (status: StatusRecord): void => {
    if (out.includes(status)) return;
    out.push(status);
    for (const repost of store.reblogsOf(status.id)) out.push(repost);
    for (const reply of store.repliesTo(status.id)) walk(reply);
  };
  walk(root);
  return out;
}

/**
 * The local groups and people whose username matches `name` as the server's
 * case-insensitive SQL pattern does (`_` stands for any one character), which
 * makes a new group's name taken.
 */
export function localNameTaken(store: Store, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/_/g, ".");
  const pattern = new RegExp(`^${escaped}$`, "i");
  for (const account of store.accounts.values()) {
    if (account.domain === null && pattern.test(account.username)) return true;
  }
  return false;
}
