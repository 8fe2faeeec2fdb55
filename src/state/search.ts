import { useEffect, useState } from "react";
import { skipToken, useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { searchAccounts } from "@/api/accounts";
import { search, searchHashtags } from "@/api/profiles";
import { PAGE_SIZE } from "@/api/paging";
import type { Account } from "@/api/entities/account";
import { useAuthedMutation, viewerOf, type Viewer } from "@/state/session/authed";
import { primeAccounts } from "./accounts";
import { primeStatuses } from "./statuses";
import { useAccountScope } from "@/state/session/sessionContext";

const searchKeys = {
  results: (viewer: Viewer, q: string) => ["search", viewerOf(viewer), q] as const,
  accounts: (viewer: Viewer, q: string, limit: number) =>
    ["accountSearch", viewerOf(viewer), q, limit] as const,
  hashtags: (viewer: Viewer, q: string, limit: number) =>
    ["hashtagSearch", viewerOf(viewer), q, limit] as const,
};

/**
 * Search results (`paged` false for the kinds the server answers at once).
 * 'Show more' follows when the first non-empty list
 * (people, posts, tags) holds a multiple of 20; the next offset is that count.
 * Nothing is asked without a token (the server would answer 401).
 */
export function useSearch(q: string, paged = true) {
  const scope = useAccountScope();
  const { token } = scope;
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: searchKeys.results(scope, q),
    initialPageParam: 0,
    queryFn:
      q.trim() === "" || token === null
        ? skipToken
        : async ({ pageParam }) => {
            const results = await search(q, pageParam, token);
            primeStatuses(client, scope, results.statuses);
            primeAccounts(client, scope, results.accounts);
            return results;
          },
    getNextPageParam: (_last, pages) => {
      // The one answer to a URL, a DID or a wallet address is not paged.
      if (!paged) return undefined;
      const count =
        pages.flatMap((page) => page.accounts).length ||
        pages.flatMap((page) => page.statuses).length ||
        pages.flatMap((page) => page.hashtags).length;
      const last = pages.at(-1);
      const lastCount = last
        ? last.accounts.length || last.statuses.length || last.hashtags.length
        : 0;
      return count > 0 && count % PAGE_SIZE === 0 && lastCount > 0 ? count : undefined;
    },
  });
}

/** A value that settles after `delay` ms without change. */
function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** A search asked only once the text has settled for `debounceMs`; null asks nothing. */
function useSettledSearch<T>(
  query: string | null,
  debounceMs: number,
  key: (viewer: Viewer, settled: string) => readonly unknown[],
  fetch: (settled: string, token: string) => Promise<T>,
) {
  const scope = useAccountScope();
  const { token } = scope;
  const settled = useDebounced(query, debounceMs);
  const active = settled !== null && settled === query && token !== null;
  return useQuery({
    queryKey: key(scope, settled ?? ""),
    queryFn: active ? () => fetch(settled, token) : skipToken,
    staleTime: 60_000,
  });
}

/**
 * Accounts matching a typed address or name, without remote resolve: mention
 * suggestions and address lookups.
 */
export function useAccountSearch(query: string | null, limit: number, debounceMs: number) {
  return useSettledSearch(
    query,
    debounceMs,
    (viewer, settled) => searchKeys.accounts(viewer, settled, limit),
    (settled, token) => searchAccounts(settled, limit, token),
  );
}

/** Tags starting like `query` (without its #), for the composer's suggestions. */
export function useHashtagSearch(query: string | null, limit: number, debounceMs: number) {
  return useSettledSearch(
    query,
    debounceMs,
    (viewer, settled) => searchKeys.hashtags(viewer, settled, limit),
    (settled, token) => searchHashtags(settled, limit, token),
  );
}

/**
 * Looks up the address typed into a form that picks a person (a feed member,
 * an alias, the move's target): up to `limit` matches, resolving addresses
 * the server has not met yet.
 */
export function useAddressSearch(limit: number) {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: async (authToken, address: string): Promise<Account[]> => {
      const found = await searchAccounts(address, limit, authToken, true);
      primeAccounts(client, scope, found);
      return found;
    },
  });
}
