import { skipToken, useQuery, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { getAccount, lookupAccount } from "@/api/accounts";
import {
  getAliases,
  loadActivities,
  updatePostingDefaults,
  updateProfile,
  type PostingDefaults,
  type ProfileUpdate,
} from "@/api/profiles";
import type { Account } from "@/api/entities/account";
import type { CredentialAccount } from "@/api/entities/credentialAccount";
import { useAuthedMutation, viewerOf, type Viewer } from "@/state/session/authed";
import { useCapabilities } from "./instance";
import { useAccountScope, useSession } from "@/state/session/sessionContext";

/**
 * One copy of each account, as of each post: every account the client has
 * seen (in a post, a notification, a list or a profile) is stored once under
 * its id, and cards read it from there — so a profile save or a new avatar
 * shows on every card at once.
 */
export const accountKeys = {
  detail: (viewer: Viewer, id: string) => ["account", viewerOf(viewer), id] as const,
  profile: (viewer: Viewer, by: ProfileRef) =>
    ["profile", viewerOf(viewer), "id" in by ? `id:${by.id}` : `acct:${by.acct}`] as const,
  profiles: ["profile"] as const,
  aliases: (viewer: Viewer, id: string) => ["aliases", viewerOf(viewer), id] as const,
};

export type ProfileRef = { id: string } | { acct: string };

/** Stores accounts as the one copy each (the newest answer wins). */
export function primeAccounts(
  client: QueryClient,
  viewer: Viewer,
  accounts: readonly Account[],
): void {
  for (const account of accounts) {
    client.setQueryData(accountKeys.detail(viewer, account.id), account);
  }
}

/** The stored copy of an account, falling back to the one at hand. */
export function useAccountEntity(account: Account): Account {
  const scope = useAccountScope();
  const { data } = useQuery({
    queryKey: accountKeys.detail(scope, account.id),
    queryFn: skipToken,
    initialData: account,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return data ?? account;
}

/** A profile by id (`/profile/:id`) or address (`/@acct`), for visitors too. */
export function useProfile(by: ProfileRef) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  return useQuery({
    queryKey: accountKeys.profile(scope, by),
    queryFn: async () => {
      const account =
        "id" in by ? await getAccount(by.id, token) : await lookupAccount(by.acct, token);
      primeAccounts(client, scope, [account]);
      return account;
    },
    staleTime: 30_000,
  });
}

/** Stores the user a call returned: the session's user and every card showing it follow. */
export function useStoreOwnUser(): (user: CredentialAccount) => void {
  const { scope, setUser } = useSession();
  const client = useQueryClient();
  return (user) => {
    setUser(user);
    primeAccounts(client, scope, [user]);
    void client.invalidateQueries({ queryKey: accountKeys.profiles });
  };
}

/** Saves the own profile. */
export function useUpdateProfile() {
  const storeUser = useStoreOwnUser();
  return useAuthedMutation({
    mutationFn: (authToken, update: ProfileUpdate) => updateProfile(update, authToken),
    onSuccess: storeUser,
  });
}

/** Saves the default visibility and language of new posts. */
export function useUpdatePostingDefaults() {
  const storeUser = useStoreOwnUser();
  return useAuthedMutation({
    mutationFn: (authToken, defaults: PostingDefaults) =>
      updatePostingDefaults(defaults, authToken),
    onSuccess: storeUser,
  });
}

/** A profile's aliases, asked only for profiles with identity proofs (the Alias badge). */
export function useAliases(profile: Account) {
  const scope = useAccountScope();
  const { token } = scope;
  return useQuery({
    queryKey: accountKeys.aliases(scope, profile.id),
    queryFn: profile.identity_proofs.length > 0 ? () => getAliases(profile.id, token) : skipToken,
    staleTime: 60_000,
  });
}

/**
 * Fetches a remote profile's latest or featured posts (the featured ones only
 * where the call names its collection), with the body the server's version reads.
 */
export function useLoadActivities(accountId: string) {
  const { loadActivitiesBody } = useCapabilities();
  return useAuthedMutation({
    mutationFn: (token, collection: "outbox" | "featured") =>
      loadActivities(accountId, loadActivitiesBody, token, collection),
  });
}
