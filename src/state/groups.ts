import {
  skipToken,
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from "@tanstack/react-query";
import type { Account } from "@/api/entities/account";
import {
  createGroup,
  deleteGroup,
  getGroupAdmins,
  getGroupSource,
  getMyGroups,
  GROUPS_PAGE_SIZE,
  updateGroup,
  type GroupFilter,
} from "@/api/groups";
import { accountKeys, primeAccounts } from "./accounts";
import { useCapabilities } from "./instance";
import { useAuthedMutation, viewerOf, withToken, type Viewer } from "@/state/session/authed";
import { useAccountScope } from "@/state/session/sessionContext";

/** Groups: the user's groups, a group's admins and description source, and running a group. */
const groupKeys = {
  all: ["groups"] as const,
  /** Every key of one account in this family. */
  of: (viewer: Viewer) => ["groups", viewerOf(viewer)] as const,
  mineAll: (viewer: Viewer) => ["groups", viewerOf(viewer), "mine"] as const,
  mine: (viewer: Viewer, filter: GroupFilter) =>
    ["groups", viewerOf(viewer), "mine", filter] as const,
  admins: (viewer: Viewer, id: string) => ["groups", viewerOf(viewer), "admins", id] as const,
  source: (viewer: Viewer, id: string) => ["groups", viewerOf(viewer), "source", id] as const,
};

/**
 * The groups the user is a member of, or moderates: 40 at a time by offset,
 * more after a full page. Nothing is asked of a server without groups, nor
 * for the moderated ones before the server can tell them apart (it ignores
 * the filter and would answer with every group the user is in). `enabled`
 * false asks nothing either.
 */
export function useMyGroups(filter: GroupFilter, { enabled = true }: { enabled?: boolean } = {}) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  const { groups, createGroups } = useCapabilities();
  const served = groups && (filter === "following" || createGroups);
  return useInfiniteQuery({
    queryKey: groupKeys.mine(scope, filter),
    initialPageParam: 0,
    queryFn:
      token && served && enabled
        ? async ({ pageParam }) => {
            const page = await getMyGroups(filter, pageParam, token);
            primeAccounts(client, scope, page);
            return page;
          }
        : skipToken,
    getNextPageParam: (last, pages) =>
      last.length >= GROUPS_PAGE_SIZE
        ? pages.reduce((sum, page) => sum + page.length, 0)
        : undefined,
  });
}

/** A group's admins, on servers that list them to this reader. */
export function useGroupAdmins(groupId: string) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  const listed = useGroupAdminsListed();
  return useQuery({
    queryKey: groupKeys.admins(scope, groupId),
    queryFn: listed
      ? async () => {
          const admins = await getGroupAdmins(groupId, token);
          primeAccounts(client, scope, admins);
          return admins;
        }
      : skipToken,
  });
}

/** Whether the server lists a group's admins to this reader (from 5.9.2 to the signed-in only). */
export function useGroupAdminsListed(): boolean {
  const scope = useAccountScope();
  const { token } = scope;
  const { groupAdmins, groupAdminsNeedToken } = useCapabilities();
  return groupAdmins && (token !== null || !groupAdminsNeedToken);
}

/** The description as typed, for its moderator's editing. */
export function useGroupSource(groupId: string) {
  const scope = useAccountScope();
  const { token } = scope;
  return useQuery({
    queryKey: groupKeys.source(scope, groupId),
    queryFn: withToken(token, (authToken) => getGroupSource(groupId, authToken)),
    staleTime: 0,
  });
}

/**
 * Creates a group; the user's lists of groups load again to hold it. The
 * description goes only to servers that keep it on creation.
 */
export function useCreateGroup() {
  const scope = useAccountScope();
  const client = useQueryClient();
  const { createGroupDescription } = useCapabilities();
  return useAuthedMutation({
    mutationFn: (authToken, { name, description }: { name: string; description: string }) =>
      createGroup(name, createGroupDescription ? description : null, authToken),
    onSuccess: (group) => {
      primeAccounts(client, scope, [group]);
      void client.invalidateQueries({ queryKey: groupKeys.of(scope) });
    },
  });
}

/** Saves the description; the group's page shows the new one at once. */
export function useUpdateGroup(groupId: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, description: string) => updateGroup(groupId, description, authToken),
    onSuccess: (group, description) => {
      primeAccounts(client, scope, [group]);
      void client.invalidateQueries({ queryKey: accountKeys.profiles });
      // The text as saved is the source now: editing again starts from it.
      client.setQueryData(groupKeys.source(scope, groupId), description);
    },
  });
}

/** Deletes a group; it leaves the user's lists and its page. */
export function useDeleteGroup(groupId: string) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken) => deleteGroup(groupId, authToken),
    onSuccess: () => {
      // Gone from the user's lists at once, before they load again.
      client.setQueriesData<InfiniteData<Account[]>>(
        { queryKey: groupKeys.mineAll(scope) },
        (lists) =>
          lists && {
            ...lists,
            pages: lists.pages.map((page) => page.filter((group) => group.id !== groupId)),
          },
      );
      client.removeQueries({ queryKey: accountKeys.detail(scope, groupId) });
      client.removeQueries({ queryKey: accountKeys.profiles });
      // Its admins and description are gone with it: asking again would be refused.
      client.removeQueries({ queryKey: groupKeys.admins(scope, groupId) });
      client.removeQueries({ queryKey: groupKeys.source(scope, groupId) });
      void client.invalidateQueries({ queryKey: groupKeys.mineAll(scope) });
    },
  });
}
