import { routes, startRoutes, type Build, type RouteSpec } from "./startRoutes";

/**
 * The route table: every route once, with who may see it (the routes a start
 * needs first are in startRoutes.ts). The path builders (`paths`, below) and
 * the route tables of app/routes, which add each route's screen, come from it.
 */
export const routeTable = {
  ...startRoutes,
  ...routes("everyone", {
    tag: "/tag/:tagName",
    profileSubscription: "/profile/:profileId/subscription",
    profileGallery: "/profile/:profileId/gallery",
    subscriptionByAcct: "/:handle/subscription",
    galleryByAcct: "/:handle/gallery",
    profileDirectory: "/profile-directory",
    search: ["/search", (q) => `/search?${new URLSearchParams({ q }).toString()}`],
  }),
  ...routes("authenticated", {
    customFeeds: "/custom-feeds",
    customFeed: "/custom-feed/:feedId",
    customFeedTimeline: "/custom-feed/:feedId/timeline",
    subscriber: "/subscriber/:profileId",
    followRequests: "/follow-requests",
    mutes: "/mutes",
    bookmarks: "/bookmarks",
    settings: "/settings",
    addAccount: "/add-account",
    settingsProfile: "/settings/profile",
    settingsAliases: "/settings/aliases",
    identityProof: "/settings/identity-proof",
    importFollowers: "/settings/import-followers",
    importFollows: "/settings/import-follows",
    moveFollowers: "/settings/move-followers",
    messages: "/messages",
    newMessage: "/messages/new",
    conversation: "/messages/:postId",
  }),
  ...routes("subscription-settings", { subscriptionsSettings: "/subscriptions/settings" }),
  ...routes("favourites", { favourites: "/favourites" }),
  ...routes("server-timeline", { serverTimeline: "/server/:host" }),
  ...routes("groups", { groups: "/groups", newGroup: "/groups/new" }),
  ...routes("admin-accounts", { adminAccounts: "/settings/accounts" }),
};

type Table = typeof routeTable;
export type RouteName = keyof Table;
/** The routes drawn inside the shell. */
export type ShellRouteName = {
  [Name in RouteName]: Table[Name]["outsideShell"] extends true ? never : Name;
}[RouteName];

/** One string per parameter of a pattern, in order: `/a/:x/b/:y` → [string, string]. */
type ParamValues<Pattern> = Pattern extends `${string}:${string}/${infer Rest}`
  ? [string, ...ParamValues<Rest>]
  : Pattern extends `${string}:${string}`
    ? [string]
    : [];

/** A route's link: the pattern itself when it has no parameters, else a function of them. */
type Builder<Spec extends RouteSpec> = Spec["build"] extends Build
  ? Spec["build"]
  : ParamValues<Spec["pattern"]> extends []
    ? Spec["pattern"]
    : (...values: ParamValues<Spec["pattern"]>) => string;

/**
 * Fills a pattern's parameters in order, each encoded as a path segment;
 * a `:handle` is an account's address after `@` (`/@alice@example.org`).
 */
function builderOf(pattern: string): string | Build {
  if (!pattern.includes(":")) return pattern;
  // Split once: every card builds several links, on every render.
  const parts = pattern.split(/(:\w+)/);
  return (...values) => {
    let path = "";
    let index = 0;
    for (const part of parts) {
      if (!part.startsWith(":")) path += part;
      else {
        const value = values[index++] ?? "";
        path += part === ":handle" ? `@${value}` : encodeURIComponent(value);
      }
    }
    return path;
  };
}

/** Path builders, one per route of the table; screens link through these. */
export const paths = Object.fromEntries(
  Object.entries(routeTable).map(([name, spec]: [string, RouteSpec]) => [
    name,
    spec.build ?? builderOf(spec.pattern),
  ]),
) as { [Name in RouteName]: Builder<Table[Name]> };

/**
 * The link to a page of an account's profile: by address when it has one,
 * by id when its acct is a URL (no WebFinger address).
 */
export function profilePath(
  account: { id: string; acct: string },
  page?: "gallery" | "subscription",
): string {
  const profile = account.acct.includes("://")
    ? paths.profile(account.id)
    : paths.profileByAcct(account.acct);
  return page ? `${profile}/${page}` : profile;
}
