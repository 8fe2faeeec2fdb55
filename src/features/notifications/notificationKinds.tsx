import {
  AtSign,
  Bell,
  CalendarX,
  Reply,
  Repeat2,
  SmilePlus,
  ThumbsUp,
  Truck,
  UserCheck,
  UserMinus,
  UserPlus,
  UserRoundPlus,
  UsersRound,
  Gem,
  HandCoins,
  ShieldAlert,
  type LucideIcon,
} from "lucide-react";
import type { Notification } from "@/api/entities/notification";
import { knownType } from "@/domain/notificationTypes";
import type { MessageId } from "@/i18n/i18n";

/** How one kind of notification reads: its icon and sentence (the `<names/>` tag marks the people). */
export interface Kind {
  /** Groups collapse by post; within a group, one line per kind. */
  id: string;
  icon: LucideIcon;
  text: MessageId;
  /** About the viewer's own post (a like, repost, reaction): an excerpt of it is enough. */
  compact?: boolean;
  /** The title of the list of everyone who did it. */
  who?: MessageId;
}

const KINDS = {
  follow: { icon: UserPlus, text: "notification.follow" },
  follow_request: { icon: UserRoundPlus, text: "notification.followRequest" },
  mention: { icon: AtSign, text: "notification.mention" },
  reply: { icon: Reply, text: "notification.reply" },
  // The post card's like icon, so a like looks the same everywhere.
  favourite: {
    icon: ThumbsUp,
    text: "notification.favourite",
    compact: true,
    who: "notification.likedBy",
  },
  emoji_reaction: {
    icon: SmilePlus,
    text: "notification.reaction",
    compact: true,
    who: "notification.reactedBy",
  },
  reblog: { icon: Repeat2, text: "notification.reblog", compact: true, who: "post.repostedBy" },
  // A group passing the viewer's post on to its members.
  group_share: {
    icon: UsersRound,
    text: "notification.groupShare",
    compact: true,
    who: "notification.sharedBy",
  },
  subscription: { icon: Gem, text: "notification.subscription" },
  subscription_expiration: { icon: CalendarX, text: "notification.subscriptionExpiration" },
  subscriber_leaving: { icon: UserMinus, text: "notification.subscriberLeaving" },
  move: { icon: Truck, text: "notification.move" },
  "admin.sign_up": { icon: UserCheck, text: "notification.adminSignUp" },
  payment_anonymous: { icon: HandCoins, text: "notification.paymentAnonymous" },
  moderation_warning: { icon: ShieldAlert, text: "notification.moderationWarning" },
  other: { icon: Bell, text: "notification.other" },
} satisfies Record<string, Omit<Kind, "id">>;

export function kindOf(notification: Notification): Kind {
  const type = knownType(notification.type);
  let id: keyof typeof KINDS;
  if (type === null) id = "other";
  else if (type === "mention" && notification.subtype === "reply") id = "reply";
  else if (type === "pleroma:emoji_reaction") id = "emoji_reaction";
  else if (type === "reblog" && notification.account.is_group) id = "group_share";
  else id = type;
  return { id, ...KINDS[id] };
}

/** The emoji a reaction notification carries: the character, or a custom emoji's image. */
export function reactionOf(
  notification: Notification,
): { content: string; url: string | null } | null {
  if (notification.reaction) {
    return {
      content: notification.reaction.content,
      url: notification.reaction.emoji?.url ?? null,
    };
  }
  if (notification.emoji)
    return { content: notification.emoji, url: notification.emoji_url ?? null };
  return null;
}
