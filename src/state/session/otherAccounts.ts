import { useQueries } from "@tanstack/react-query";
import { getNotificationsMarker } from "@/api/markers";
import { getNotificationSummaries } from "@/api/notifications";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { unreadCount } from "@/domain/unread";
import { readKeptUser } from "./keptSession";
import { useSession } from "./sessionContext";

/**
 * The first part of every query key about an account that is signed in but
 * not shown: the session ends that account alone when its token is refused.
 */
export const OTHER_ACCOUNT_KEY = "otherAccount";

/** How often an account not shown is asked for its unread count, while the switcher is drawn. */
const OTHER_UNREAD_REFRESH_MS = 60_000;

export interface OtherAccount {
  id: string;
  /** As kept at its last visit; null when nothing was kept. */
  user: CredentialAccount | null;
  /** Unread notifications; null until known. */
  unread: { count: number; more: boolean } | null;
}

/**
 * The accounts signed in here besides the current one, each with its unread
 * count, asked of this instance with that account's own token only: the
 * read marker and the first page of notifications, once a minute.
 */
export function useOtherAccounts(): OtherAccount[] {
  const { accounts, accountId, tokens } = useSession();
  const others = accounts.filter((id) => id !== accountId);
  const unread = useQueries({
    queries: others.map((id) => {
      const token = tokens[id] ?? null;
      return {
        // By the account, not its token, as every query key (viewerOf).
        queryKey: [OTHER_ACCOUNT_KEY, id, "unread"] as const,
        queryFn: async () => {
          if (token === null) return null;
          const [marker, head] = await Promise.all([
            getNotificationsMarker(token),
            getNotificationSummaries(token),
          ]);
          const count = unreadCount(
            head.items.map((item) => item.id),
            marker,
          );
          return { count, more: count === head.items.length && head.next !== null };
        },
        refetchInterval: OTHER_UNREAD_REFRESH_MS,
        retry: false,
      };
    }),
  });
  return others.map((id, index) => ({
    id,
    user: readKeptUser(id),
    unread: unread[index]?.data ?? null,
  }));
}
