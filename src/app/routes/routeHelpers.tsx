import { createElement, type ComponentType, type ReactNode } from "react";
import type { RouteObject } from "react-router";
import type { Access } from "@/domain/access";
import { routeTable, type RouteName } from "@/routing/paths";
import { lazyScreen } from "./lazyScreen";
import { RouteBoundary } from "./RouteBoundary";
import { RouteGuard } from "./RouteGuard";

/** A screen in its own chunk, loaded when its route is first visited, ready to draw. */
export function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ReactNode {
  return createElement(lazyScreen(load, pick));
}

/** A route: its screen inside the route's error boundary and loading state. */
export function page(path: string, element: ReactNode): RouteObject {
  return { path, element: <RouteBoundary>{element}</RouteBoundary> };
}

/**
 * Routes shown by an access rule. `tolerant`: shown before instance info has
 * loaded (see RouteGuard); `inShell`: a wait is shown in the shell's content area.
 */
export function guarded(
  access: Access,
  children: RouteObject[],
  options: { tolerant?: boolean; inShell?: boolean } = {},
): RouteObject {
  return { element: <RouteGuard access={access} {...options} />, children };
}

/**
 * The table's routes with their screens, each behind its access rule: one
 * guard per rule, in the order the rules first appear in the table, its
 * routes in table order.
 */
export function guardedPages<Name extends RouteName>(
  screens: Record<Name, ReactNode>,
  options: { inShell?: boolean } = {},
): RouteObject[] {
  const byAccess = new Map<Access, RouteObject[]>();
  for (const name of Object.keys(routeTable) as RouteName[]) {
    if (!(name in screens)) continue;
    const { access, pattern } = routeTable[name];
    const group = byAccess.get(access) ?? [];
    group.push(page(pattern, screens[name as Name]));
    byAccess.set(access, group);
  }
  return [...byAccess].map(([access, children]) => guarded(access, children, options));
}
