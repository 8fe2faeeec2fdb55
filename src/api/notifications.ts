import { requestPage, type Page } from "./http";
import { NotificationSummarySchema, type NotificationSummary } from "./types";
import { PAGE_SIZE } from "./constants";

export async function getNotificationSummaries(
  authToken: string,
  maxId?: string,
): Promise<Page<NotificationSummary>> {
  const page = await requestPage<unknown>("/api/v1/notifications", {
    authToken,
    query: { max_id: maxId, limit: PAGE_SIZE },
  });
  return {
    next: page.next,
    items: page.items.flatMap((item) => {
      const parsed = NotificationSummarySchema.safeParse(item);
      return parsed.success ? [parsed.data] : [];
    }),
  };
}
