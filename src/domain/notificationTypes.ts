/** The notification types the client knows; anything else shows as a generic notice. */
const NOTIFICATION_TYPES = [
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
  // Mitra 4.17+: someone paid without saying who.
  "payment_anonymous",
  // Mitra 5.9+: a moderator acted on the user's account.
  "moderation_warning",
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export function knownType(type: string): NotificationType | null {
  return (NOTIFICATION_TYPES as readonly string[]).includes(type)
    ? (type as NotificationType)
    : null;
}
