import { useQuery, useQueryClient } from "@tanstack/react-query";
import { endSession, getSessions, type Session } from "@/api/sessions";
import { useAuthedMutation, viewerOf, withToken } from "@/state/session/authed";
import { useSession } from "@/state/session/sessionContext";

/** The user's signed-in sessions (Settings → Sessions). */
const sessionKeys = {
  list: (token: string | null) => ["sessions", viewerOf(token)] as const,
};

export function useSessions() {
  const { token } = useSession();
  return useQuery({ queryKey: sessionKeys.list(token), queryFn: withToken(token, getSessions) });
}

/** Signs another session out; it leaves the list once the server has ended it. */
export function useEndSession() {
  const { token } = useSession();
  const client = useQueryClient();
  return useAuthedMutation({
    mutationFn: (authToken, id: Session["id"]) => endSession(id, authToken),
    onSuccess: (_done, id) => {
      client.setQueryData<Session[]>(sessionKeys.list(token), (list) =>
        list?.filter((session) => session.id !== id),
      );
    },
  });
}
