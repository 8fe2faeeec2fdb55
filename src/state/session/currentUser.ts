import { verifyCredentials } from "@/api/accounts";
import { viewerOf, type Viewer } from "./authed";

/**
 * The signed-in user, per account (the session validates the token by
 * asking for it): a new token of the same account keeps it.
 */
export const currentUserKeys = {
  detail: (viewer: Viewer) => ["currentUser", viewerOf(viewer)] as const,
};

export function currentUserQuery(viewer: Viewer) {
  const { token } = viewer;
  return {
    queryKey: currentUserKeys.detail(viewer),
    // No abort signal, for the same reason as instanceQuery.
    queryFn: () => verifyCredentials(token ?? ""),
    staleTime: Infinity,
    retry: false,
  };
}
