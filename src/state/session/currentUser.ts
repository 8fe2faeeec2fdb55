import { verifyCredentials } from "@/api/accounts";

/** The signed-in user, per token (the session validates the token by asking for it). */
export const currentUserKeys = {
  detail: (token: string) => ["currentUser", token] as const,
};

export function currentUserQuery(token: string) {
  return {
    queryKey: currentUserKeys.detail(token),
    // No abort signal, for the same reason as instanceQuery.
    queryFn: () => verifyCredentials(token),
    staleTime: Infinity,
    retry: false,
  };
}
