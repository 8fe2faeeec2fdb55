import { lazy, type ReactNode } from "react";
import { Navigate, useRoutes, type RouteObject } from "react-router";
import { Shell } from "@/app/shell/Shell";
import { paths, type ShellRouteName } from "@/routing/paths";
import { lazyScreen } from "./lazyScreen";
import { ProfileRoute } from "./ProfileRoute";
import { guardedPages, screen } from "./routeHelpers";

/**
 * The routes inside the shell (signed-in and public screens). They live in
 * the shell's chunk, so the landing page carries none of them. Patterns and
 * access rules are in the route table (routing/paths.ts); this adds each
 * route's screen, each in a chunk of its own.
 */

// Screens that more than one route draws.
const GalleryScreen = lazyScreen(
  () => import("@/features/profile/GalleryScreen"),
  (m) => m.GalleryScreen,
);
const SubscriptionScreen = lazyScreen(
  () => import("@/features/subscriptions/SubscriptionScreen"),
  (m) => m.SubscriptionScreen,
);
const PublicTimeline = lazy(async () => ({
  default: (await import("@/features/timelines/PublicTimeline")).PublicTimeline,
}));
const AcctRoute = lazy(async () => ({ default: (await import("./AcctRoute")).AcctRoute }));

/** Each shell route's screen, by its name in the route table. */
const shellScreens: Record<ShellRouteName, ReactNode> = {
  post: screen(
    () => import("@/features/post/ThreadScreen"),
    (m) => m.ThreadScreen,
  ),
  tag: screen(
    () => import("@/features/timelines/PublicTimeline"),
    (m) => m.TagTimeline,
  ),
  // A person's profile or a group's page, whichever the account is.
  profile: <ProfileRoute />,
  profileSubscription: <SubscriptionScreen />,
  profileGallery: <GalleryScreen />,
  profileByAcct: <AcctRoute screen={<ProfileRoute />} />,
  subscriptionByAcct: <AcctRoute screen={<SubscriptionScreen />} />,
  galleryByAcct: <AcctRoute screen={<GalleryScreen />} />,
  profileDirectory: screen(
    () => import("@/features/directory/DirectoryScreen"),
    (m) => m.DirectoryScreen,
  ),
  search: screen(
    () => import("@/features/search/SearchScreen"),
    (m) => m.SearchScreen,
  ),
  home: screen(
    () => import("@/features/timelines/HomeTimeline"),
    (m) => m.HomeTimeline,
  ),
  customFeeds: screen(
    () => import("@/features/feeds/FeedListScreen"),
    (m) => m.FeedListScreen,
  ),
  customFeed: screen(
    () => import("@/features/feeds/FeedScreen"),
    (m) => m.FeedScreen,
  ),
  customFeedTimeline: screen(
    () => import("@/features/feeds/FeedTimelineScreen"),
    (m) => m.FeedTimelineScreen,
  ),
  notifications: screen(
    () => import("@/features/notifications/NotificationsScreen"),
    (m) => m.NotificationsScreen,
  ),
  subscriber: screen(
    () => import("@/features/subscriptions/SubscriberScreen"),
    (m) => m.SubscriberScreen,
  ),
  followRequests: screen(
    () => import("@/features/profile/PeopleScreens"),
    (m) => m.FollowRequestsScreen,
  ),
  mutes: screen(
    () => import("@/features/profile/PeopleScreens"),
    (m) => m.MutesScreen,
  ),
  bookmarks: screen(
    () => import("@/features/bookmarks/BookmarksScreen"),
    (m) => m.BookmarksScreen,
  ),
  favourites: screen(
    () => import("@/features/favourites/FavouritesScreen"),
    (m) => m.FavouritesScreen,
  ),
  messages: screen(
    () => import("@/features/messages/MessagesScreen"),
    (m) => m.MessagesScreen,
  ),
  newMessage: screen(
    () => import("@/features/messages/NewMessageScreen"),
    (m) => m.NewMessageScreen,
  ),
  conversation: screen(
    () => import("@/features/messages/ConversationScreen"),
    (m) => m.ConversationScreen,
  ),
  settings: screen(
    () => import("@/features/settings/SettingsPage"),
    (m) => m.SettingsPage,
  ),
  addAccount: screen(
    () => import("@/features/auth/AddAccountScreen"),
    (m) => m.AddAccountScreen,
  ),
  settingsProfile: screen(
    () => import("@/features/profile/EditProfileScreen"),
    (m) => m.EditProfileScreen,
  ),
  settingsAliases: screen(
    () => import("@/features/settings/AliasesScreen"),
    (m) => m.AliasesScreen,
  ),
  identityProof: screen(
    () => import("@/features/identity/IdentityProofScreen"),
    (m) => m.IdentityProofScreen,
  ),
  importFollowers: screen(
    () => import("@/features/settings/ImportScreens"),
    (m) => m.ImportFollowersScreen,
  ),
  importFollows: screen(
    () => import("@/features/settings/ImportScreens"),
    (m) => m.ImportFollowsScreen,
  ),
  moveFollowers: screen(
    () => import("@/features/settings/MoveFollowersScreen"),
    (m) => m.MoveFollowersScreen,
  ),
  serverTimeline: screen(
    () => import("@/features/timelines/ServerTimeline"),
    (m) => m.ServerTimeline,
  ),
  adminAccounts: screen(
    () => import("@/features/admin/AccountsScreen"),
    (m) => m.AccountsScreen,
  ),
  local: <PublicTimeline scope="local" />,
  federated: <PublicTimeline scope="federated" />,
  groups: screen(
    () => import("@/features/groups/MyGroupsScreen"),
    (m) => m.MyGroupsScreen,
  ),
  newGroup: screen(
    () => import("@/features/groups/NewGroupScreen"),
    (m) => m.NewGroupScreen,
  ),
  subscriptionsSettings: screen(
    () => import("@/features/subscriptions/SubscriptionSettingsScreen"),
    (m) => m.SubscriptionSettingsScreen,
  ),
};

export const shellRoutes: RouteObject[] = [
  ...guardedPages(shellScreens, { inShell: true }),
  // Any other path redirects to home.
  { path: "*", element: <Navigate to={paths.home} replace /> },
];

/** The shell around whichever of its screens the path names. */
export function ShellRoutes() {
  return <Shell>{useRoutes(shellRoutes)}</Shell>;
}
