import type { QueryClient } from "@tanstack/react-query";
import { verifyCredentials } from "../api/accounts";
import { queryKeys } from "./keys";

export function currentUserQuery(token: string) {
  return {
    queryKey: queryKeys.currentUser(token),
    // No abort signal, for the same reason as instanceQuery.
    queryFn: () => verifyCredentials(token),
    staleTime: Infinity,
    retry: false,
  };
}

/** Starts loading the user at boot; errors surface where the query is used. */
export function prefetchCurrentUser(client: QueryClient, token: string): void {
  client.query(currentUserQuery(token)).catch(() => undefined);
}
