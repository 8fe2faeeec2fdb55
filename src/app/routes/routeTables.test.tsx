import { isValidElement } from "react";
import { matchRoutes, type RouteObject } from "react-router";
import { describe, expect, it } from "vitest";
import { paths, routeTable, type RouteName } from "@/routing/paths";
import { RouteGuard } from "./RouteGuard";
import { routes } from "./routes";
import { shellRoutes } from "./shellRoutes";

/** A link to the route, with a value for each parameter. */
function sampleLink(name: RouteName): string {
  const build = paths[name] as string | ((...values: string[]) => string);
  if (typeof build === "string") return build;
  const count = routeTable[name].pattern.split(":").length - 1;
  return build(...Array.from({ length: count }, (_, index) => `v${String(index)}`));
}

/** The route drawn at `path`, and the access rule of the guard in front of it. */
function drawn(table: RouteObject[], path: string) {
  const matches = matchRoutes(table, path) ?? [];
  const guard = matches
    .map(({ route }) => route.element)
    .findLast((element) => isValidElement(element) && element.type === RouteGuard);
  return {
    pattern: matches.at(-1)?.route.path,
    access: isValidElement<{ access: string }>(guard) ? guard.props.access : undefined,
  };
}

describe("the route tables", () => {
  it("draw every route of the table at its pattern, behind its access rule", () => {
    for (const name of Object.keys(routeTable) as RouteName[]) {
      const { pattern, access, outsideShell } = routeTable[name];
      const link = sampleLink(name);
      expect(drawn(outsideShell ? routes : shellRoutes, link), `${name}: ${link}`).toEqual({
        pattern,
        access,
      });
      if (!outsideShell) expect(drawn(routes, link).pattern, name).toBe("*");
    }
  });

  it("break ties between patterns as before: the profile's id before an address's page", () => {
    expect(drawn(shellRoutes, "/profile/gallery").pattern).toBe("/profile/:profileId");
    expect(drawn(shellRoutes, "/custom-feed/gallery").pattern).toBe("/:handle/gallery");
    expect(drawn(shellRoutes, "/nowhere/at/all").pattern).toBe("*");
  });
});
