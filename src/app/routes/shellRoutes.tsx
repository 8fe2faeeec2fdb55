import { lazy, type ReactNode } from "react";
import { Navigate, useRoutes, type RouteObject } from "react-router";
import type { Access } from "@/domain/access";
import { lazyScreen } from "./lazyScreen";
import { RouteBoundary } from "./RouteBoundary";
import { RouteGuard } from "./RouteGuard";
import { Shell } from "@/app/shell/Shell";
import { paths } from "@/routing/paths";

/**
 * The routes inside the shell (signed-in and public screens). They live in
 * the shell's chunk, so the landing page carries none of them.
 */

/** A screen in its own chunk, loaded when its route is first visited. */
const screen = lazyScreen;

const SettingsPage = screen(
  () => import("@/features/settings/SettingsPage"),
  (m) => m.SettingsPage,
);
const AliasesScreen = screen(
  () => import("@/features/settings/AliasesScreen"),
  (m) => m.AliasesScreen,
);
const ImportFollowsScreen = screen(
  () => import("@/features/settings/ImportScreens"),
  (m) => m.ImportFollowsScreen,
);
const ImportFollowersScreen = screen(
  () => import("@/features/settings/ImportScreens"),
  (m) => m.ImportFollowersScreen,
);
const MoveFollowersScreen = screen(
  () => import("@/features/settings/MoveFollowersScreen"),
  (m) => m.MoveFollowersScreen,
);
const HomeTimeline = screen(
  () => import("@/features/timelines/HomeTimeline"),
  (m) => m.HomeTimeline,
);
const PublicTimeline = lazy(async () => ({
  default: (await import("@/features/timelines/PublicTimeline")).PublicTimeline,
}));
const TagTimeline = screen(
  () => import("@/features/timelines/PublicTimeline"),
  (m) => m.TagTimeline,
);
const ThreadScreen = screen(
  () => import("@/features/post/ThreadScreen"),
  (m) => m.ThreadScreen,
);
const BookmarksScreen = screen(
  () => import("@/features/bookmarks/BookmarksScreen"),
  (m) => m.BookmarksScreen,
);
// The shell's screens need the rest of the catalogue: it loads alongside.
const NotificationsScreen = screen(
  () => import("@/features/notifications/NotificationsScreen"),
  (m) => m.NotificationsScreen,
);
const ProfileScreen = screen(
  () => import("@/features/profile/ProfileScreen"),
  (m) => m.ProfileScreen,
);
const GalleryScreen = screen(
  () => import("@/features/profile/GalleryScreen"),
  (m) => m.GalleryScreen,
);
const EditProfileScreen = screen(
  () => import("@/features/profile/EditProfileScreen"),
  (m) => m.EditProfileScreen,
);
const FollowRequestsScreen = screen(
  () => import("@/features/profile/PeopleScreens"),
  (m) => m.FollowRequestsScreen,
);
const MutesScreen = screen(
  () => import("@/features/profile/PeopleScreens"),
  (m) => m.MutesScreen,
);
const DirectoryScreen = screen(
  () => import("@/features/directory/DirectoryScreen"),
  (m) => m.DirectoryScreen,
);
const SearchScreen = screen(
  () => import("@/features/search/SearchScreen"),
  (m) => m.SearchScreen,
);
const SubscriptionScreen = screen(
  () => import("@/features/subscriptions/SubscriptionScreen"),
  (m) => m.SubscriptionScreen,
);
const SubscriberScreen = screen(
  () => import("@/features/subscriptions/SubscriberScreen"),
  (m) => m.SubscriberScreen,
);
const SubscriptionSettingsScreen = screen(
  () => import("@/features/subscriptions/SubscriptionSettingsScreen"),
  (m) => m.SubscriptionSettingsScreen,
);
const IdentityProofScreen = screen(
  () => import("@/features/identity/IdentityProofScreen"),
  (m) => m.IdentityProofScreen,
);
const FeedListScreen = screen(
  () => import("@/features/feeds/FeedListScreen"),
  (m) => m.FeedListScreen,
);
const FeedScreen = screen(
  () => import("@/features/feeds/FeedScreen"),
  (m) => m.FeedScreen,
);
const FeedTimelineScreen = screen(
  () => import("@/features/feeds/FeedTimelineScreen"),
  (m) => m.FeedTimelineScreen,
);
const AcctRoute = lazy(async () => ({ default: (await import("./AcctRoute")).AcctRoute }));

function guarded(access: Access, children: RouteObject[]): RouteObject {
  return { element: <RouteGuard access={access} inShell />, children };
}

/** A route: its screen inside the route's error boundary and loading state. */
function page(path: string, screen: ReactNode): RouteObject {
  return { path, element: <RouteBoundary>{screen}</RouteBoundary> };
}

export const shellRoutes: RouteObject[] = [
  guarded("everyone", [
    page("/post/:postId", <ThreadScreen />),
    page("/tag/:tagName", <TagTimeline />),
    page("/profile/:profileId", <ProfileScreen />),
    page("/profile/:profileId/subscription", <SubscriptionScreen />),
    page("/profile/:profileId/gallery", <GalleryScreen />),
    page("/:handle", <AcctRoute screen={<ProfileScreen />} />),
    page("/:handle/subscription", <AcctRoute screen={<SubscriptionScreen />} />),
    page("/:handle/gallery", <AcctRoute screen={<GalleryScreen />} />),
    page(paths.profileDirectory, <DirectoryScreen />),
    page("/search", <SearchScreen />),
  ]),
  guarded("authenticated", [
    page(paths.home, <HomeTimeline />),
    page(paths.customFeeds, <FeedListScreen />),
    page("/custom-feed/:feedId", <FeedScreen />),
    page("/custom-feed/:feedId/timeline", <FeedTimelineScreen />),
    page(paths.notifications, <NotificationsScreen />),
    page("/subscriber/:profileId", <SubscriberScreen />),
    page(paths.followRequests, <FollowRequestsScreen />),
    page(paths.mutes, <MutesScreen />),
    page(paths.bookmarks, <BookmarksScreen />),
    page(paths.settings, <SettingsPage />),
    page(paths.settingsProfile, <EditProfileScreen />),
    page(paths.settingsAliases, <AliasesScreen />),
    page(paths.identityProof, <IdentityProofScreen />),
    page(paths.importFollowers, <ImportFollowersScreen />),
    page(paths.importFollows, <ImportFollowsScreen />),
    page(paths.moveFollowers, <MoveFollowersScreen />),
  ]),
  guarded("local-timeline", [page(paths.local, <PublicTimeline scope="local" />)]),
  guarded("federated-timeline", [page(paths.federated, <PublicTimeline scope="federated" />)]),
  guarded("subscription-settings", [
    page(paths.subscriptionsSettings, <SubscriptionSettingsScreen />),
  ]),
  // Any other path redirects to home.
  { path: "*", element: <Navigate to={paths.home} replace /> },
];

/** The shell around whichever of its screens the path names. */
export function ShellRoutes() {
  return <Shell>{useRoutes(shellRoutes)}</Shell>;
}
