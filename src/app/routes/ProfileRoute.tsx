import { useProfileRoute } from "@/routing/useProfileRoute";
import { useProfile } from "@/state/accounts";
import { lazyScreen } from "./lazyScreen";

const ProfileScreen = lazyScreen(
  () => import("@/features/profile/ProfileScreen"),
  (m) => m.ProfileScreen,
);
const GroupScreen = lazyScreen(
  () => import("@/features/groups/GroupScreen"),
  (m) => m.GroupScreen,
);

/**
 * A profile's route (`/profile/:id`, `/@acct`): a person's profile, or a
 * group's page when the account is a group, each screen in a chunk of its
 * own. The profile screen draws the wait and a failed lookup (both screens
 * read the same cached lookup), so a person's profile behaves as it always
 * did; a group's page loads its code once a group is found.
 */
export function ProfileRoute() {
  const route = useProfileRoute();
  const query = useProfile(route ?? { id: "" });
  return query.data?.is_group ? <GroupScreen /> : <ProfileScreen />;
}

/** A start on a profile's route downloads the profile screen's code with the app's. */
ProfileRoute.preload = () => ProfileScreen.preload();
