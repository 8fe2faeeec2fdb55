import type { QueryClient, QueryKey } from "@tanstack/react-query";

/**
 * Asks the server again for a query's data. A query's own refetch joins a
 * first request still under way, and a silent server never answers that
 * one: it is abandoned (the query goes back to where it was) and a new one sent.
 */
export function askAgain(client: QueryClient, queryKey: QueryKey): Promise<void> {
  return client
    .cancelQueries({ queryKey, exact: true })
    .then(() => client.refetchQueries({ queryKey, exact: true }));
}
