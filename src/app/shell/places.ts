import {
  Bell,
  Bookmark,
  Globe,
  Info,
  Mail,
  MapPin,
  Settings,
  ThumbsUp,
  Users,
  UsersRound,
  type LucideIcon,
} from "lucide-react";
import type en from "@/locales/en.json";
import type { RouteName, routeTable } from "@/routing/paths";

/** A message id of the catalogues (as i18n.ts names it; the build reads this file without Vite's types). */
type MessageId = keyof typeof en;

/** A route whose link is its pattern (no parameter to fill). */
type PlainRoute = {
  [Name in RouteName]: (typeof routeTable)[Name]["pattern"] extends `${string}:${string}`
    ? never
    : Name;
}[RouteName];

/**
 * The app's places in the sidebar's order: each names its route, whose path
 * is its link and whose access rule (the one its guard applies) says whether
 * it shows, and the name and icon it shows. A new place is one row here and
 * its name in the catalogues. The sidebar, the phone's menu and the shell's
 * frame in the page's HTML (drawn at build time, before any script) list
 * them from here, so the frame shows what the app then draws. `key` is what
 * the kept frame calls the place. Only type imports from the app: the build
 * reads this file on its own.
 */
export const PLACES = [
  { key: "notifications", route: "notifications", label: "nav.notifications", icon: Bell },
  { key: "messages", route: "messages", label: "nav.messages", icon: Mail },
  { key: "local", route: "local", label: "nav.local", icon: MapPin },
  { key: "federated", route: "federated", label: "nav.federated", icon: Globe },
  { key: "groups", route: "groups", label: "nav.groups", icon: UsersRound },
  { key: "directory", route: "profileDirectory", label: "nav.profileDirectory", icon: Users },
  { key: "bookmarks", route: "bookmarks", label: "nav.bookmarks", icon: Bookmark },
  { key: "favourites", route: "favourites", label: "nav.favourites", icon: ThumbsUp },
  { key: "settings", route: "settings", label: "nav.settings", icon: Settings },
  { key: "about", route: "about", label: "nav.about", icon: Info },
] as const satisfies readonly {
  key: string;
  route: PlainRoute;
  label: MessageId;
  icon: LucideIcon;
}[];

export type PlaceKey = (typeof PLACES)[number]["key"];

/** The size of a place's icon in the sidebar and the menu. */
export const PLACE_ICON_SIZE = 20;

/** The other texts the shell's frame shows: the heading on home, log out, the search field's hint. */
export const FRAME_TEXTS = [
  "nav.home",
  "nav.logout",
  "search.placeholder",
] as const satisfies readonly MessageId[];

/** The texts public/bootPosts.js draws around home's first posts: kept with the frame's. */
export const BOOT_POST_TEXTS = [
  "post.repostedBy",
  "post.replyingTo",
  "post.replyingToPost",
  "home.findPeople",
] as const satisfies readonly MessageId[];

/** What a kept text's placeholder is kept as: public/bootPosts.js puts the value in. */
export const KEPT_VALUES = { acct: "{acct}" };
