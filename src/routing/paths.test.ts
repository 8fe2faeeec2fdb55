import { describe, expect, it } from "vitest";
import { matchRoutes } from "react-router";
import { paths, profilePath, routeTable, type RouteName } from "./paths";
import { startRoutes, startsLike } from "./startRoutes";

const names = Object.keys(routeTable) as RouteName[];

describe("the route table", () => {
  it("holds the start's routes as they are", () => {
    for (const [name, route] of Object.entries(startRoutes)) {
      expect(routeTable[name as RouteName]).toBe(route);
    }
  });

  it("builds a link to every route that its own pattern matches, with the values given", () => {
    for (const name of names) {
      const { pattern } = routeTable[name];
      const build = paths[name] as string | ((...values: string[]) => string);
      const params = pattern.match(/:\w+/g) ?? [];
      if (typeof build === "string") {
        expect(params, name).toEqual([]);
        expect(build, name).toBe(pattern);
        continue;
      }
      // Values that need encoding: a space, a slash, a question mark, a hash.
      const values = params.map((param, index) =>
        param === ":handle" ? `alice${String(index)}@example.org` : `a b/${String(index)}?#`,
      );
      const link = build(...values);
      const [match] = matchRoutes([{ path: pattern }], link) ?? [];
      expect(match?.route.path, `${name}: ${link}`).toBe(pattern);
      expect(Object.values(match?.params ?? {}), name).toEqual(
        params.map((param, index) =>
          param === ":handle" ? `@${values[index] ?? ""}` : values[index],
        ),
      );
    }
  });

  it("builds the links screens have always used", () => {
    expect(paths.home).toBe("/home");
    expect(paths.post("1 2")).toBe("/post/1%202");
    expect(paths.customFeedTimeline("7")).toBe("/custom-feed/7/timeline");
    expect(paths.profileByAcct("alice@example.org")).toBe("/@alice@example.org");
    expect(paths.search("#tag x")).toBe("/search?q=%23tag+x");
  });
});

describe("profilePath", () => {
  const local = { id: "1", acct: "alice" };
  const remote = { id: "2", acct: "bob@example.org" };
  const noAddress = { id: "3 4", acct: "https://example.org/users/carol" };

  it("goes to a profile's pages by address, or by id when its acct is a URL", () => {
    expect(profilePath(local)).toBe("/@alice");
    expect(profilePath(remote, "gallery")).toBe("/@bob@example.org/gallery");
    expect(profilePath(noAddress)).toBe("/profile/3%204");
    expect(profilePath(noAddress, "subscription")).toBe("/profile/3%204/subscription");
  });

  it("names paths the route table draws", () => {
    for (const account of [local, remote, noAddress]) {
      for (const page of [undefined, "gallery", "subscription"] as const) {
        const link = profilePath(account, page);
        const patterns = names.map((name) => ({ path: routeTable[name].pattern }));
        expect(matchRoutes(patterns, link), link).not.toBeNull();
      }
    }
  });
});

describe("startsLike", () => {
  it("matches a route without parameters exactly", () => {
    expect(startsLike("/home", startRoutes.home)).toBe(true);
    expect(startsLike("/home/x", startRoutes.home)).toBe(false);
    expect(startsLike("/", startRoutes.landing)).toBe(true);
    expect(startsLike("/about", startRoutes.landing)).toBe(false);
  });

  it("matches a route with parameters by what comes before them", () => {
    expect(startsLike("/post/1", startRoutes.post)).toBe(true);
    expect(startsLike("/profile/1/gallery", startRoutes.profile)).toBe(true);
    expect(startsLike("/@alice", startRoutes.profileByAcct)).toBe(true);
    expect(startsLike("/alice", startRoutes.profileByAcct)).toBe(false);
    expect(startsLike("/posts", startRoutes.post)).toBe(false);
  });
});
