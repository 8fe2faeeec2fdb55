import type { QueryClient } from "@tanstack/react-query";
import { verifyCredentials } from "../api/accounts";
import { queryKeys } from "./keys";

export function currentUserQuery(token: string) {
  return {
    queryKey: queryKeys.currentUser(token),
    queryFn: ({ signal }: { signal: AbortSignal }) => verifyCredentials(token, signal),
    staleTime: Infinity,
    retry: false,
  };
}

/** Starts loading the user at boot; errors surface where the query is used. */
export function prefetchCurrentUser(client: QueryClient, token: string): void {
  client.query(currentUserQuery(token)).catch(() => undefined);
}
