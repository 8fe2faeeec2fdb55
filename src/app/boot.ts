import type { QueryClient } from "@tanstack/react-query";
import { prefetchCurrentUser } from "../state/currentUser";
import { prefetchInstance } from "../state/instance";
import { readToken } from "../state/tokenStorage";

/**
 * No waterfall at boot: instance info and the current user load together,
 * while React and the route's chunk are still on their way.
 */
export function startBootRequests(queryClient: QueryClient): void {
  prefetchInstance(queryClient);
  const token = readToken();
  if (token) prefetchCurrentUser(queryClient, token);
}
