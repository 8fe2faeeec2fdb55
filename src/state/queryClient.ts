import { notifyManager, QueryClient } from "@tanstack/react-query";
import { ApiError } from "../api/errors";

// Cache changes reach components in a microtask rather than the next
// macrotask, so an optimistic update lands before the browser paints and a
// controlled input never shows its old value in between.
notifyManager.setScheduler(queueMicrotask);

export function createQueryClient(): QueryClient {
  return new QueryClient({
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
}
