import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  addAlias,
  changePassword,
  deleteAccount,
  exportCsv,
  getOwnAliases,
  importFollowers,
  importFollows,
  moveFollowers,
  removeAlias,
  type Aliases,
} from "@/api/accountSettings";
import type { ExportKind } from "@/domain/accountSettings";
import { primeAccounts } from "./accounts";
import { useAuthedMutation, viewerOf, withToken, type Viewer } from "@/state/session/authed";
import { currentUserKeys } from "@/state/session/currentUser";
import { peopleKeys } from "./people";
import { useAccountScope, useSession } from "@/state/session/sessionContext";

/** The signed-in user's own settings: password, aliases, export, import, move, delete. */
const accountSettingsKeys = {
  aliases: (viewer: Viewer) => ["ownAliases", viewerOf(viewer)] as const,
};

/** Sets a new password; the answer is the user, kept as the session's. */
export function useChangePassword() {
  const { setUser } = useSession();
  return useAuthedMutation({
    mutationFn: (token, password: string) => changePassword(password, token),
    onSuccess: setUser,
  });
}

/** The own aliases: declared (all, known or not) and verified. */
export function useOwnAliases(userId: string) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  return useQuery({
    queryKey: accountSettingsKeys.aliases(scope),
    queryFn: withToken(token, async (authToken) => {
      const aliases = await getOwnAliases(userId, authToken);
      primeAccounts(client, scope, [...aliases.declared, ...aliases.verified]);
      return aliases;
    }),
  });
}

function useAliasMutation<V>(call: (token: string, variables: V) => Promise<Aliases>) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: call,
    // Both calls answer the whole new list.
    onSuccess: (aliases: Aliases) => {
      client.setQueryData(accountSettingsKeys.aliases(scope), aliases);
    },
  });
}

export function useAddAlias() {
  return useAliasMutation((token, acct: string) => addAlias(acct, token));
}

export function useRemoveAlias() {
  return useAliasMutation((token, actorId: string) => removeAlias(actorId, token));
}

/** The CSV text of an export, for the caller to save as a file. */
export function useExport() {
  return useAuthedMutation({
    mutationFn: (token, kind: ExportKind) => exportCsv(kind, token),
  });
}

/** After an import or a move the own follow lists have changed. */
function useGraphChanged() {
  const { scope, token, setUser } = useSession();
  const client = useQueryClient();
  return (user?: Parameters<typeof setUser>[0]) => {
    if (user) setUser(user);
    else if (token) void client.invalidateQueries({ queryKey: currentUserKeys.detail(scope) });
    void client.invalidateQueries({ queryKey: peopleKeys.all });
  };
}

export function useImportFollows() {
  const changed = useGraphChanged();
  return useAuthedMutation({
    mutationFn: (token, csv: string) => importFollows(csv, token),
    onSuccess: () => changed(),
  });
}

export function useImportFollowers() {
  const changed = useGraphChanged();
  return useAuthedMutation({
    mutationFn: (token, { from, csv }: { from: string; csv: string }) =>
      importFollowers(from, csv, token),
    onSuccess: (user) => changed(user),
  });
}

export function useMoveFollowers() {
  const changed = useGraphChanged();
  return useAuthedMutation({
    mutationFn: (token, target: string) => moveFollowers(target, token),
    onSuccess: (user) => changed(user),
  });
}

/**
 * Deletes the account, then ends the session here as logging out does. The
 * token died with the account, so there is nothing left to revoke.
 */
export function useDeleteAccount() {
  const { forget } = useSession();
  return useAuthedMutation({
    mutationFn: (token) => deleteAccount(token),
    onSuccess: forget,
  });
}
