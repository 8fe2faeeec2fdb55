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

/** A message id of the catalogues (as i18n.ts names it; the build reads this file without Vite's types). */
type MessageId = keyof typeof en;

/**
 * The app's places in the sidebar's order, with the name and icon each
 * shows. The sidebar, the phone's menu and the shell's frame in the page's
 * HTML (drawn at build time, before any script) list them from here, so the
 * frame shows what the app then draws. Only type imports from the app: the
 * build reads this file on its own.
 */
export const PLACES = [
  { key: "notifications", label: "nav.notifications", icon: Bell },
  { key: "messages", label: "nav.messages", icon: Mail },
  { key: "local", label: "nav.local", icon: MapPin },
  { key: "federated", label: "nav.federated", icon: Globe },
  { key: "groups", label: "nav.groups", icon: UsersRound },
  { key: "directory", label: "nav.profileDirectory", icon: Users },
  { key: "bookmarks", label: "nav.bookmarks", icon: Bookmark },
  { key: "favourites", label: "nav.favourites", icon: ThumbsUp },
  { key: "settings", label: "nav.settings", icon: Settings },
  { key: "about", label: "nav.about", icon: Info },
] as const satisfies readonly { key: string; label: MessageId; icon: LucideIcon }[];

export type PlaceKey = (typeof PLACES)[number]["key"];

/** The size of a place's icon in the sidebar and the menu. */
export const PLACE_ICON_SIZE = 20;

/** The other texts the shell's frame shows: the heading on home, log out, the search field's hint. */
export const FRAME_TEXTS = [
  "nav.home",
  "nav.logout",
  "search.placeholder",
] as const satisfies readonly MessageId[];
