import type { Access } from "@/domain/access";

export type Build = (...values: string[]) => string;

/**
 * A route's pattern (React Router's syntax: `:name` stands for one segment),
 * or the pattern with the function that builds its links when the pattern
 * alone does not say how (a query string).
 */
type Entry = string | readonly [pattern: string, build: Build];

export interface RouteSpec {
  pattern: string;
  /** Who may see it; the others are sent away (domain/access.ts). */
  access: Access;
  build: Build | undefined;
  /** Drawn outside the shell, without its navigation (app/routes/routes.tsx). */
  outsideShell: boolean;
}

type SpecOf<E extends Entry, Outside extends boolean> = {
  pattern: E extends readonly [infer Pattern, Build] ? Pattern : E;
  access: Access;
  build: E extends readonly [string, infer Custom] ? Custom : undefined;
  outsideShell: Outside;
};

/** Routes with one access rule, by name. */
export function routes<
  const Entries extends Record<string, Entry>,
  Outside extends boolean = false,
>(
  access: Access,
  entries: Entries,
  outsideShell?: Outside,
): { [Name in keyof Entries]: SpecOf<Entries[Name], Outside> } {
  return Object.fromEntries(
    Object.entries(entries).map(([name, entry]) => {
      const [pattern, build] = typeof entry === "string" ? [entry] : entry;
      return [name, { pattern, access, build, outsideShell: outsideShell ?? false }];
    }),
  ) as { [Name in keyof Entries]: SpecOf<Entries[Name], Outside> };
}

/**
 * The routes a start needs before the app's code is there: the pages outside
 * the shell, and the screens a start downloads early (app/start/preload.ts).
 * The landing page carries this part of the route table only; the rest
 * (paths.ts) comes with the app. Code on the landing page's path takes its
 * links from here.
 */
export const startRoutes = {
  ...routes("guests", { landing: "/", ethereum: "/ethereum" }, true),
  ...routes("everyone", { about: "/about" }, true),
  ...routes("everyone", {
    post: "/post/:postId",
    profile: "/profile/:profileId",
    // `/@{acct}`: a segment cannot hold a literal and a parameter, so the
    // parameter is the whole segment, an address after `@`.
    profileByAcct: "/:handle",
  }),
  ...routes("authenticated", { home: "/home", notifications: "/notifications" }),
  ...routes("local-timeline", { local: "/local" }),
  ...routes("federated-timeline", { federated: "/federated" }),
};

export type StartRouteName = keyof typeof startRoutes;

/**
 * Whether `pathname` is the route's path or, for a route with parameters,
 * starts like it (`/post/…`, `/@…`): a guess good enough to start a download.
 */
export function startsLike(pathname: string, { pattern }: { pattern: string }): boolean {
  if (!pattern.includes(":")) return pathname === pattern;
  return pathname.startsWith(pattern.replace(":handle", "@").split(":")[0] ?? "");
}
