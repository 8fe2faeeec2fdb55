import { useQuery } from "@tanstack/react-query";
import { getTimelinePage } from "@/api/timelines";
import { capabilitiesFor } from "@/domain/capabilities";
import { isUnread } from "@/domain/messages";
import { useIdle } from "@/ui/useIdle";
import { requireToken } from "@/state/session/authed";
import { useSession } from "@/state/session/sessionContext";
import { useInstanceQuery } from "@/state/instance";
import { messageKeys, wholeListQuery } from "./keys";
import { useSeenMessages } from "./seen";

interface Latest {
  unread: boolean;
  last_status: { id: string; account: { id: string } };
}

/**
 * Whether a conversation waits unread: the first page of conversations
 * (4.20+), else of the direct timeline, each message standing for its own.
 * Asked once the browser is idle, so the start's own requests go first.
 */
export function useHasUnreadMessages(): boolean {
  const { scope, token, user } = useSession();
  const version = useInstanceQuery().data?.version;
  const idle = useIdle();
  const seen = useSeenMessages();
  const conversations = version !== undefined && capabilitiesFor(version).conversations;
  const enabled = idle && token !== null && version !== undefined;
  // Any conversation may hold the newest reply, however old it is: the whole
  // list, the same reading the messages screen shows.
  const whole = useQuery({ ...wholeListQuery(scope), enabled: enabled && conversations });
  const direct = useQuery({
    queryKey: messageKeys.latest(scope),
    enabled: enabled && !conversations,
    queryFn: async (): Promise<Latest[]> => {
      const page = await getTimelinePage({ kind: "direct" }, null, requireToken(token));
      return page.items.map((status) => ({ unread: false, last_status: status }));
    },
    staleTime: 60_000,
  });
  const latest: { data: readonly Latest[] | undefined } = conversations ? whole : direct;
  if (!user || !latest.data) return false;
  return latest.data.some((item) => isUnread(item, user.id, seen));
}
