import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getTimelinePage } from "@/api/timelines";
import { listedId } from "@/domain/groupPosts";
import { prependIdsToHome } from "./postLists";
import { loadRelationships } from "./relationships";
import { primeStatuses } from "./statuses";
import { useSession } from "@/state/session/sessionContext";
import { NO_NEWS, timelineKeys, useTimeline, type HomeNews, type InfiniteIds } from "./timelines";

const HOME = { kind: "home" } as const;

/**
 * How often home asks for new posts while the tab is visible (never while it
 * is hidden); coming back to the tab asks once if the last look is older
 * than half of that. Mitra has no streaming API, so this is a poll of the
 * first page.
 */
export const HOME_NEWS_REFRESH_MS = 60_000;

/**
 * Posts that arrived on home since it loaded, kept aside so nothing the
 * reader sees moves: the first page is read again and every post above the
 * newest one already listed is new. They go into the post cache at once, so
 * showing them is instant. `show` puts them on top (or, when a whole page was
 * new, reloads the first page so no post is skipped between them).
 */
export function useHomeNews(): { news: HomeNews; show: () => void } {
  const { scope, token, user } = useSession();
  const client = useQueryClient();
  const list = useTimeline(HOME);
  const key = timelineKeys.homeNews(scope);
  const query = useQuery({
    queryKey: key,
    queryFn: async (): Promise<HomeNews> => {
      const loaded = client.getQueryData<InfiniteIds>(timelineKeys.list(scope, HOME));
      const known = new Set(loaded?.pages.flatMap((page) => page.ids) ?? []);
      const page = await getTimelinePage(HOME, null, token);
      const fresh = [];
      for (const status of page.items) {
        if (known.has(listedId(status))) break;
        fresh.push(status);
      }
      primeStatuses(client, scope, fresh);
      if (token && fresh.length > 0) {
        const authors = fresh.map((status) => (status.reblog ?? status).account.id);
        void loadRelationships(client, scope, authors, user?.id ?? null);
      }
      return {
        ids: fresh.map(listedId),
        gap: fresh.length === page.items.length && page.next !== null,
      };
    },
    // Asked only once the list is there; the list's own load counts as the first look.
    enabled: token !== null && list.isSuccess,
    initialData: NO_NEWS,
    // Fresh for half the interval after the later of this look and the list's load.
    staleTime: (news) =>
      Math.max(0, list.dataUpdatedAt - news.state.dataUpdatedAt) + HOME_NEWS_REFRESH_MS / 2,
    refetchInterval: HOME_NEWS_REFRESH_MS,
    refetchOnWindowFocus: true,
  });

  const show = () => {
    const news = client.getQueryData<HomeNews>(key) ?? NO_NEWS;
    if (news.gap) void client.resetQueries({ queryKey: timelineKeys.kind(scope, "home") });
    else prependIdsToHome(client, scope, news.ids);
    client.setQueryData(key, NO_NEWS);
  };
  return { news: query.data, show };
}
