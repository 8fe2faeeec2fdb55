import { useQuery, useQueryClient } from "@tanstack/react-query";
import { endSession, getSessions, type Session } from "@/api/sessions";
import { useAuthedMutation, viewerOf, withToken, type Viewer } from "@/state/session/authed";
import { useAccountScope } from "@/state/session/sessionContext";

/** The user's signed-in sessions (Settings → Sessions). */
const sessionKeys = {
  list: (viewer: Viewer) => ["sessions", viewerOf(viewer)] as const,
};

export function useSessions() {
  const scope = useAccountScope();
  const { token } = scope;
  return useQuery({ queryKey: sessionKeys.list(scope), queryFn: withToken(token, getSessions) });
}

/** Signs another session out; it leaves the list once the server has ended it. */
export function useEndSession() {
  const scope = useAccountScope();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, id: Session["id"]) => endSession(id, authToken),
    onSuccess: (_done, id) => {
      client.setQueryData<Session[]>(sessionKeys.list(scope), (list) =>
        list?.filter((session) => session.id !== id),
      );
    },
  });
}
