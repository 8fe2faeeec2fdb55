/** Notifications as served. */
import type { ApiNotification } from "./types.ts";
import type { NotificationRecord } from "../store/records.ts";
import { features } from "../store/versions.ts";
import { serializeAccount } from "./account.ts";
import { serializeStatus } from "./status.ts";
import { customEmoji, iso, type View } from "./view.ts";

export function serializeNotification(
  view: View,
  notification: NotificationRecord,
): ApiNotification | null {
  const { store } = view;
  const from = store.accounts.get(notification.fromId);
  if (!from) return null;
  const status =
    notification.statusId === null ? undefined : store.statuses.get(notification.statusId);
  if (notification.statusId !== null && !status) return null;
  const out: ApiNotification = {
    id: String(notification.id),
    type: notification.type,
    account: serializeAccount(view, from),
    reaction: null,
    created_at: iso(notification.createdAt),
  };
  if (notification.subtype) out.subtype = notification.subtype;
  if (status) out.status = serializeStatus(view, status);
  if (notification.reaction !== null) {
    const custom = /^:([A-Za-z0-9_]+):$/.exec(notification.reaction)?.[1];
    const emoji = custom === undefined ? null : customEmoji(view, custom);
    out.reaction = { content: notification.reaction, emoji };
    out.emoji = notification.reaction;
    out.emoji_url = emoji?.url ?? null;
  }
  if (features(store).paymentAndWarningNotifications) {
    out.payment_amount = notification.paymentAmount ?? null;
    const warning = notification.moderationWarning;
    if (warning) {
      out.moderation_warning = {
        id: warning.id,
        action: warning.action,
        text: warning.text,
        created_at: iso(warning.createdAt),
      };
    }
  }
  return out;
}
