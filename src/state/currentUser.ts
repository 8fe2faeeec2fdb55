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

export function prefetchCurrentUser(client: QueryClient, token: string): Promise<void> {
  return client.prefetchQuery(currentUserQuery(token));
}
