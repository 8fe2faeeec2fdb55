import type { QueryClient } from "@tanstack/react-query";
import type { BootRequests } from "@/state/start/bootRequests";
import { seedQueryCache } from "@/state/start/bootCache";
import { createQueryClient } from "@/state/start/queryClient";
import { App } from "./App";

export { preloadStart } from "@/app/routes/routes";
export { warmDateFormats } from "@/ui/Timestamp";

/**
 * The app's query cache, adopting the requests started at boot (`seeded`
 * resolves once they are all in it). Made before the first render rather
 * than by it, so answers that come in while the screens' code loads are in
 * the cache when the first render reads it.
 */
export function startQueryCache(boot: BootRequests): {
  queryClient: QueryClient;
  seeded: Promise<void>;
} {
  const queryClient = createQueryClient();
  return { queryClient, seeded: seedQueryCache(queryClient, boot) };
}

/** The app with the router and the query cache. */
export function FullApp({ queryClient }: { queryClient: QueryClient }) {
  return <App queryClient={queryClient} />;
}
