import { skipToken, useInfiniteQuery, useQueryClient } from "@tanstack/react-query";
import { getDirectory } from "@/api/profiles";
import { PAGE_SIZE } from "@/api/paging";
import { viewerOf, type Viewer } from "@/state/session/authed";
import { primeAccounts } from "./accounts";
import { loadRelationships } from "./relationships";
import { useSession } from "@/state/session/sessionContext";

const directoryKeys = {
  all: ["directory"] as const,
  list: (viewer: Viewer, scope: DirectoryScope) => ["directory", viewerOf(viewer), scope] as const,
};

/** Which profiles the directory lists: this server's, or other servers'. */
export type DirectoryScope = "local" | "remote";

/**
 * The directory: 20 at a time by offset; 'show more' after a full page.
 * Remote profiles come from the server's list of every profile (local=false),
 * with the local ones left out here; offsets count what the server sent.
 * The viewer's relationships with each page's people load in one call.
 * Nothing is asked without a token (the server would answer 401).
 */
export function useDirectory(scope: DirectoryScope = "local") {
  const { scope: viewer, token, user } = useSession();
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: directoryKeys.list(viewer, scope),
    initialPageParam: 0,
    queryFn: token
      ? async ({ pageParam }) => {
          const accounts = await getDirectory(pageParam, token, scope === "remote");
          primeAccounts(client, viewer, accounts);
          void loadRelationships(
            client,
            viewer,
            accounts.map((account) => account.id),
            user?.id ?? null,
          );
          return accounts;
        }
      : skipToken,
    getNextPageParam: (last, pages) =>
      last.length >= PAGE_SIZE ? pages.reduce((sum, page) => sum + page.length, 0) : undefined,
  });
}
