import { useCallback } from "react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getInstance } from "@/api/instance";
import type { Instance } from "@/api/entities/instance";
import { capabilitiesFor, type Capabilities } from "@/domain/capabilities";
import { askAgain } from "./askAgain";

export const instanceKeys = { detail: ["instance"] as const };

export const instanceQuery = {
  queryKey: instanceKeys.detail,
  // No abort signal: a consumed signal lets React's unmount-remount (StrictMode,
  // quick navigation) cancel the boot request and send it again.
  queryFn: () => getInstance(),
  staleTime: 5 * 60_000,
  // A failed start shows its error with a retry at once, not after a second round of attempts.
  retryOnMount: false,
};

export function useInstanceQuery() {
  return useQuery(instanceQuery);
}

/** A retry of instance info, also when the request before it was never answered. */
export function useRetryInstance(): () => void {
  const client = useQueryClient();
  return useCallback(() => void askAgain(client, instanceKeys.detail), [client]);
}

/** For components under the route guard, where instance info has loaded. */
export function useInstance(): Instance {
  const { data } = useInstanceQuery();
  if (!data) throw new Error("instance info is not loaded");
  return data;
}

export function useCapabilities(): Capabilities {
  return capabilitiesFor(useInstance().version);
}
