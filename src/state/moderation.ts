import { useQuery, useQueryClient } from "@tanstack/react-query";
import { deleteAnyPost, deleteAnyProfile, getAdminAccounts } from "@/api/admin";
import type { AdminAccount } from "@/api/entities/adminAccount";
import { useAuthedMutation, viewerOf, withToken, type Viewer } from "@/state/session/authed";
import { useAccountScope } from "@/state/session/sessionContext";
import { removeFromLists } from "./postLists";
import { readStatus, statusKeys } from "./statuses";

/**
 * An admin's moderation: deleting any post or profile, and the local
 * accounts. What is deleted leaves every cached list at once; a refusal
 * (403 with the server's message) leaves everything in place.
 */
const moderationKeys = {
  accounts: (viewer: Viewer) => ["adminAccounts", viewerOf(viewer)] as const,
};

/** The local accounts: one answer, never paged. */
export function useAdminAccounts(enabled: boolean) {
  const scope = useAccountScope();
  const { token } = scope;
  return useQuery({
    queryKey: moderationKeys.accounts(scope),
    queryFn: withToken(enabled ? token : null, getAdminAccounts),
  });
}

/**
 * Deletes another's post as an admin. The server deletes its replies and
 * reposts with it, so the cards of those leave every list too.
 */
export function useDeleteAnyPost(id: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken) => deleteAnyPost(id, authToken),
    onSuccess: () => {
      const below = (postId: string | null): boolean => {
        // Up the replies' parents (a guard against a loop in bad data).
        for (let guard = 0; postId !== null && guard < 500; guard++) {
          if (postId === id) return true;
          postId = readStatus(client, scope, postId)?.in_reply_to_id ?? null;
        }
        return false;
      };
      const gone = new Set<string>([id]);
      removeFromLists(client, (listed) => {
        const post = readStatus(client, scope, listed);
        const drop = below(listed) || below(post?.reblog?.id ?? null);
        if (drop) gone.add(post?.reblog?.id ?? listed);
        return drop;
      });
      for (const postId of gone)
        client.removeQueries({ queryKey: statusKeys.detail(scope, postId) });
    },
  });
}

/**
 * Deletes a profile from this server as an admin: its posts and reposts
 * leave every list, and it leaves the accounts page.
 */
export function useDeleteProfile(id: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken) => deleteAnyProfile(id, authToken),
    onSuccess: () => {
      removeFromLists(client, (listed) => {
        const post = readStatus(client, scope, listed);
        return post?.account.id === id || post?.reblog?.account.id === id;
      });
      client.setQueryData<AdminAccount[]>(moderationKeys.accounts(scope), (list) =>
        list?.filter((item) => item.id !== id),
      );
    },
  });
}
