import { request, requestPage, type Page } from "./http";
import {
  NotificationSummarySchema,
  type NotificationSummary,
} from "@/api/entities/notificationSummary";
import { PAGE_SIZE } from "./paging";
import { NotificationSchema, type Notification } from "@/api/entities/notification";
import { parseEach } from "./schema";

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
    items: parseEach(NotificationSummarySchema, page.items),
  };
}

/** A full page of notifications: max_id and limit=20. */
export async function getNotifications(
  authToken: string,
  maxId: string | null,
): Promise<Page<Notification>> {
  const page = await requestPage<unknown>("/api/v1/notifications", {
    authToken,
    query: { max_id: maxId ?? undefined, limit: PAGE_SIZE },
  });
  return {
    next: page.next,
    items: parseEach(NotificationSchema, page.items),
  };
}

/**
 * Deletes every notification of the user on the server (3.22+): no body, the
 * answer is `{}`. The read marker is left as it was.
 */
export async function clearNotifications(authToken: string): Promise<void> {
  await request<unknown>("/api/v1/notifications/clear", { method: "POST", authToken });
}
