import { displayName } from "@/domain/displayName";
import { useT } from "@/i18n/useT";
import { usePageTitle } from "@/routing/usePageTitle";
import { useProfileRoute } from "@/routing/useProfileRoute";
import { useProfile } from "@/state/accounts";
import { ProfileQueryState } from "@/components/account/ProfileQueryState";
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
 * A profile's route (`/profile/:id`, `/@acct`): looks the account up once,
 * with the page's title, the wait and a failed lookup ('Profile not found',
 * 'Too many requests'), then hands the account to a person's profile or, when
 * it is a group, to the group's page, each screen in a chunk of its own.
 */
export function ProfileRoute() {
  const t = useT();
  const route = useProfileRoute();
  const query = useProfile(route ?? { id: "" });
  usePageTitle(query.data ? displayName(query.data) : t("screen.profile"));
  return (
    <ProfileQueryState query={query} heading={t("screen.profile")}>
      {(account) =>
        account.is_group ? <GroupScreen group={account} /> : <ProfileScreen profile={account} />
      }
    </ProfileQueryState>
  );
}

/** A start on a profile's route downloads the profile screen's code with the app's. */
ProfileRoute.preload = () => ProfileScreen.preload();
