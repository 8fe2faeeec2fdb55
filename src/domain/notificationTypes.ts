/** The notification types the client knows; anything else shows as a generic notice. */
export const NOTIFICATION_TYPES = [
  "follow",
  "follow_request",
  "mention",
  "favourite",
  "emoji_reaction",
  "pleroma:emoji_reaction",
  "reblog",
  "subscription",
  "subscription_expiration",
  "subscriber_leaving",
  "move",
  "admin.sign_up",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function knownType(type: string): NotificationType | null {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type)
    ? (type as NotificationType)
    : null;
}
