import { notifyManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "@/api/errors";

// Cache changes reach components in a microtask rather than the next
// macrotask, so an optimistic update lands before the browser paints and a
// controlled input never shows its old value in between.
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again; a network blip may.
        retry: (count, error) =>
          count < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
      },
    },
  });
  // Posts and relationships are entities that lists point at by id: kept for
  // the session, changed by mutations and refreshed when a list reloads.
  client.setQueryDefaults(["status"], { staleTime: Infinity, gcTime: Infinity });
  client.setQueryDefaults(["relationship"], { staleTime: Infinity, gcTime: Infinity });
  // A list stays as the reader left it (reading position) until reloaded.
  client.setQueryDefaults(["timeline"], { staleTime: Infinity, gcTime: 30 * 60_000 });
  client.setQueryDefaults(["thread"], { staleTime: 60_000 });
  return client;
}
