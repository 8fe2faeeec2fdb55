import { createElement, isValidElement, lazy, type ComponentType, type ReactNode } from "react";
import { matchRoutes, type RouteObject } from "react-router";

/** A screen loaded on demand, which can be asked for before it is drawn. */
export type LazyScreen<P extends object = object> = ComponentType<P> & {
  /** Starts loading (once); resolves when the screen can be drawn without waiting. */
  preload: () => Promise<unknown>;
};

/**
 * A screen in a chunk of its own. Unlike a bare React.lazy, once its module
 * has arrived it is drawn at once: React.lazy suspends on its first render
 * even when the code is there, and React holds back what a suspended
 * boundary reveals for up to 300 ms, so a start through nested lazy layers
 * would wait that long at each of them.
 */
export function lazyScreen<M, P extends object = object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): LazyScreen<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    pending ??= load().then(
      (module) => (loaded = pick(module)),
      (error: unknown) => {
        // A failed chunk may load on the next try (the route's retry).
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  const Deferred = lazy(async () => ({ default: await preload() }));
  function Screen(props: P) {
    return createElement(loaded ?? Deferred, props);
  }
  return Object.assign(Screen, { preload });
}

/** The screen a route draws inside its boundary, when it is a lazy one. */
function lazyScreenOf(route: RouteObject): LazyScreen | null {
  const boundary = route.element;
  if (!isValidElement<{ children?: ReactNode }>(boundary)) return null;
  const screen = boundary.props.children;
  if (!isValidElement(screen)) return null;
  const type = screen.type as Partial<LazyScreen>;
  return typeof type.preload === "function" ? (type as LazyScreen) : null;
}

/**
 * Loads the screen the route table draws at `pathname`, so the first render
 * finds it there; resolves to that screen (null when none is lazy).
 */
export async function preloadRoute(
  routes: RouteObject[],
  pathname: string,
): Promise<LazyScreen | null> {
  const last = matchRoutes(routes, pathname)?.at(-1);
  const screen = last ? lazyScreenOf(last.route) : null;
  if (screen) await screen.preload();
  return screen;
}
