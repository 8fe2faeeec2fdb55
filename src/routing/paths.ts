/** Path builders for the route table; screens link through these. */
export const paths = {
  landing: "/",
  about: "/about",
  ethereum: "/ethereum",
  home: "/home",
  local: "/local",
  federated: "/federated",
  post: (id: string) => `/post/${encodeURIComponent(id)}`,
  tag: (name: string) => `/tag/${encodeURIComponent(name)}`,
  customFeeds: "/custom-feeds",
  customFeed: (id: string) => `/custom-feed/${encodeURIComponent(id)}`,
  customFeedTimeline: (id: string) => `/custom-feed/${encodeURIComponent(id)}/timeline`,
  notifications: "/notifications",
  profile: (id: string) => `/profile/${encodeURIComponent(id)}`,
  profileByAcct: (acct: string) => `/@${acct}`,
  profileDirectory: "/profile-directory",
  search: (q: string) => `/search?${new URLSearchParams({ q }).toString()}`,
  followRequests: "/follow-requests",
  mutes: "/mutes",
  bookmarks: "/bookmarks",
  settings: "/settings",
  settingsProfile: "/settings/profile",
  settingsAliases: "/settings/aliases",
  identityProof: "/settings/identity-proof",
  importFollowers: "/settings/import-followers",
  importFollows: "/settings/import-follows",
  moveFollowers: "/settings/move-followers",
  subscriptionsSettings: "/subscriptions/settings",
  subscriber: (profileId: string) => `/subscriber/${encodeURIComponent(profileId)}`,
} as const;

/**
 * The profile link for an account: by address when it has
 * one, by id when its acct is a URL (no WebFinger address).
 */
export function profilePath(account: { id: string; acct: string }): string {
  return account.acct.includes("://")
    ? paths.profile(account.id)
    : paths.profileByAcct(account.acct);
}
