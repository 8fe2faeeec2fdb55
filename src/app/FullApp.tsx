import { useState } from "react";
import type { BootRequests } from "../state/bootRequests";
import { seedQueryCache } from "../state/bootCache";
import { createQueryClient } from "../state/queryClient";
import { App } from "./App";

export { preloadStart } from "./routes";

/** The app with a query cache that adopts the requests started at boot. */
export function FullApp({ boot }: { boot: BootRequests }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedQueryCache(client, boot);
    return client;
  });
  return <App queryClient={queryClient} />;
}
